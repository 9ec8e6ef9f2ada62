import { randomUUID } from 'node:crypto';
import { consumersRepository } from '../commerce/accounts/index';
import { programmesRepository } from '../commerce/accounts/programmes';
import type { ConsumerProgramme } from '../db/index';
import type { Database } from '../db/database';
import { hashPassword } from '../platform/sign-in/index';

interface Membership {
  readonly programme: ConsumerProgramme;
  /** Minor units of the currency. */
  readonly annualLimit: number;
  readonly currency: string;
  /** The professional programme's identity (spec 000 §3: WRANX or IPA). */
  readonly identity?: 'IPA' | 'WRANX';
}

/** The demo accounts in a spend programme: both employees (their annual cap), an athlete and an IPA professional. */
export const demoProgrammeMembers: readonly {
  email: string;
  account?: { firstName: string; lastName: string; siteId: string; country: string };
  membership: Membership;
}[] = [
  { email: 'staff@ridgeline.test', membership: { programme: 'employee', annualLimit: 150_000, currency: 'USD' } },
  { email: 'staff@kestrel.test', membership: { programme: 'employee', annualLimit: 120_000, currency: 'GBP' } },
  {
    email: 'jordan@ridgeline.test',
    account: { firstName: 'Jordan', lastName: 'Ellis', siteId: 'ridgeline-en-us', country: 'US' },
    membership: { programme: 'athlete', annualLimit: 200_000, currency: 'USD' },
  },
  {
    email: 'priya@kestrel.test',
    account: { firstName: 'Priya', lastName: 'Shah', siteId: 'kestrel-en-gb', country: 'GB' },
    membership: { programme: 'prosumer', annualLimit: 80_000, currency: 'GBP', identity: 'IPA' },
  },
];

/**
 * Creates the programme members' accounts that do not exist yet (the demo password) and the memberships of every
 * member found: idempotent, a membership that exists is left as it is. The employees' terms stay unaccepted: they
 * accept them when they first sign in. Never called in production.
 * @returns the e-mails of the accounts it created.
 */
export async function seedDemoProgrammeMembers(db: Database, password: string): Promise<string[]> {
  const consumers = consumersRepository(db);
  const programmes = programmesRepository(db, () => new Date());
  const created: string[] = [];
  for (const { email, account, membership } of demoProgrammeMembers) {
    let consumer = await consumers.byEmail(email);
    if (!consumer && account) {
      const row = { id: `c-${randomUUID()}`, email, ...account, passwordHash: await hashPassword(password), consumerType: 'REGULAR' as const };
      if (await consumers.insertIfMissing(row)) created.push(email);
      consumer = await consumers.byEmail(email);
    }
    if (!consumer) continue;
    await programmes.join(consumer.id, membership.programme, membership.annualLimit, membership.currency);
    if (membership.identity) await programmes.addIdentity(consumer.id, membership.identity);
  }
  return created;
}
