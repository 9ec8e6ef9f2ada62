import { randomUUID } from 'node:crypto';
import { savedAddressInputSchema, type SavedAddressInput } from '../../schemas';
import { consumersRepository } from '../commerce/accounts/index';
import { createAddresses } from '../commerce/addresses/index';
import { createCards } from '../commerce/cards/index';
import { createSandboxGateway } from '../providers/payments/sandbox';
import type { Database } from '../db/database';
import { hashPassword } from '../platform/sign-in/index';
import { seedDemoProgrammeMembers } from './programme-members';

/** The demo consumers' password (README lists the accounts): for a demo store on one's own machine, never a public one. */
export const DEMO_CONSUMER_PASSWORD = 'Tessera-demo-1';

/** Per brand, a regular consumer and an employee (who may use the agent sign-in), signed up on the brand's default site. */
export const demoConsumers = [
  { email: 'maya@ridgeline.test', firstName: 'Maya', lastName: 'Okafor', siteId: 'ridgeline-en-us', country: 'US', consumerType: 'REGULAR' },
  { email: 'staff@ridgeline.test', firstName: 'Sam', lastName: 'Rivera', siteId: 'ridgeline-en-us', country: 'US', consumerType: 'EMPLOYEE' },
  { email: 'oliver@kestrel.test', firstName: 'Oliver', lastName: 'Hughes', siteId: 'kestrel-en-gb', country: 'GB', consumerType: 'REGULAR' },
  { email: 'staff@kestrel.test', firstName: 'Klara', lastName: 'Weber', siteId: 'kestrel-en-gb', country: 'GB', consumerType: 'EMPLOYEE' },
] as const;

/** The regular consumers' main shipping address, saved with the account (fictional numbers: 555-01xx, Ofcom's 0113 496 0xxx). */
const demoAddresses: Readonly<Record<string, SavedAddressInput>> = {
  'maya@ridgeline.test': {
    approachType: 'S',
    firstName: 'Maya',
    lastName: 'Okafor',
    addressLine1: '2250 Blake St',
    addressLine2: 'Unit 3B',
    city: 'Denver',
    province: 'CO',
    postalCode: '80205',
    country: 'US',
    phone: '(303) 555-0117',
  },
  'oliver@kestrel.test': {
    approachType: 'S',
    firstName: 'Oliver',
    lastName: 'Hughes',
    addressLine1: '27 Park Square East',
    addressLine2: '',
    city: 'Leeds',
    province: '',
    postalCode: 'LS1 2NE',
    country: 'GB',
    phone: '0113 496 0321',
  },
};

/**
 * Creates the demo consumers that do not exist yet (an existing account is left as it is: its password may have been
 * changed). Idempotent and race-safe (insert on conflict do nothing on the e-mail). Never called in production.
 * The spend programmes' members come after (`programme-members.ts`: the employees' caps, an athlete, an IPA member).
 * @returns the e-mails of the accounts it created.
 */
export async function seedDemoConsumers(db: Database): Promise<string[]> {
  const consumers = consumersRepository(db);
  const addresses = createAddresses(db);
  const gateway = createSandboxGateway(db);
  // Saved as the shopper would, through the sandbox gateway: the store keeps the token (the seed needs no captcha).
  const cards = createCards(db, { gateway, captcha: { verify: () => Promise.resolve(true) } });
  const created: string[] = [];
  for (const consumer of demoConsumers) {
    if (await consumers.byEmail(consumer.email)) continue;
    const passwordHash = await hashPassword(DEMO_CONSUMER_PASSWORD);
    const id = `c-${randomUUID()}`;
    if (!(await consumers.insertIfMissing({ id, ...consumer, passwordHash, employeeTermsAccepted: false }))) continue;
    const address = demoAddresses[consumer.email];
    if (address) await addresses.create(id, savedAddressInputSchema.parse(address));
    // The regular consumers have a main card too (the sandbox's approving Visa), so express checkout works at once.
    if (consumer.consumerType === 'REGULAR') {
      const holderName = `${consumer.firstName} ${consumer.lastName}`;
      const expiryYear = new Date().getUTCFullYear() + 4;
      const { token } = await gateway.tokenize({ number: '4242424242424242', expiryMonth: 12, expiryYear, cvc: '123', holderName });
      await cards.create(id, { card: { token, main: true } });
    }
    created.push(consumer.email);
  }
  return [...created, ...(await seedDemoProgrammeMembers(db, DEMO_CONSUMER_PASSWORD))];
}
