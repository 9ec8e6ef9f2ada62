import { randomUUID } from 'node:crypto';
import { consumersRepository } from '../commerce/accounts/index';
import type { Database } from '../db/database';
import { storeEmployees, stores } from '../db/schema/stores';
import { hashPassword } from '../platform/sign-in/index';
import { DEMO_CONSUMER_PASSWORD } from './consumers';
import { demoStaffOf, demoStores } from './demo-stores';

/**
 * The in-store associate's demo account (README): an employee of Ridgeline whose discount terms are accepted, so the
 * associate sign-in goes straight to choosing the store (the employee-terms dialog has its own demo employee).
 */
export const demoAssociate = {
  email: 'alex.store@ridgeline.test',
  firstName: 'Alex',
  lastName: 'Park',
  siteId: 'ridgeline-en-us',
  country: 'US',
  consumerType: 'EMPLOYEE',
} as const;

/**
 * The demo's stores and their associates. Idempotent: rows already there are left as they are.
 * @returns how many stores it inserted.
 */
export async function seedDemoStores(db: Database): Promise<number> {
  const rows = demoStores.map(({ staff: _staff, ...store }) => store);
  const inserted = await db.insert(stores).values(rows).onConflictDoNothing({ target: stores.id }).returning({ id: stores.id });
  await db.insert(storeEmployees).values(demoStores.flatMap(demoStaffOf)).onConflictDoNothing({ target: storeEmployees.id });
  return inserted.length;
}

/**
 * The associate's account, with the other demo accounts (never in production); left as it is when it exists.
 * @returns its e-mail when it was created.
 */
export async function seedDemoAssociate(db: Database): Promise<string[]> {
  const consumers = consumersRepository(db);
  if (await consumers.byEmail(demoAssociate.email)) return [];
  const passwordHash = await hashPassword(DEMO_CONSUMER_PASSWORD);
  const created = await consumers.insertIfMissing({ id: `c-${randomUUID()}`, ...demoAssociate, passwordHash, employeeTermsAccepted: true });
  return created ? [demoAssociate.email] : [];
}
