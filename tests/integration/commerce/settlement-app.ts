import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { demoCatalogue, seedCatalogue, seedDemoContent } from '../../../server/demo/index';
import { createOutboxMailer } from '../../../server/providers/mail/outbox';
import type { Mailer } from '../../../server/providers/mail/port';
import type { AuthorizeRequest, AuthorizeResult, CardGateway } from '../../../server/providers/payments/port';
import { createSandboxGateway, type SandboxGateway } from '../../../server/providers/payments/sandbox';
import { sandboxGatewayRoutes } from '../../../server/providers/payments/sandbox-routes';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases';
import { fixtureDocuments } from '../helpers/fixtures';

/**
 * How the next authorization's answer is lost, as when the server dies mid-call: `after` the gateway took it in
 * (it authorized or declined, the store never heard), or `before` it reached the gateway at all. A lost call hangs
 * until the test lets it through (`release`): a late answer then meets an order the store has settled since.
 */
export type Loss = 'after' | 'before';

/** The sandbox gateway, with the network between the store and it: the outside boundary, where a call can be lost. */
export function lossyGateway(sandbox: () => SandboxGateway) {
  let next: Loss | undefined;
  let unreachable = false;
  const held: (() => void)[] = [];
  const hold = () => new Promise<void>((resolve) => held.push(resolve));
  const gateway: CardGateway = {
    describe: (token) => sandbox().describe(token),
    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const loss = next;
      next = undefined;
      if (loss === 'before') await hold();
      const result = await sandbox().authorize(request);
      if (loss === 'after') await hold();
      return result;
    },
    completeChallenge: (id, result) => sandbox().completeChallenge(id, result),
    cancel: (reference) => sandbox().cancel(reference),
    lookup: (reference) => (unreachable ? Promise.reject(new Error('gateway unreachable')) : sandbox().lookup(reference)),
  };
  return {
    gateway,
    /** The next authorization is lost this way. */
    lose: (loss: Loss) => {
      next = loss;
    },
    /** Whether the gateway can be reached to look a payment up (a failing lookup fails the settlement job's run). */
    reachable: (yes: boolean) => {
      unreachable = !yes;
    },
    /** How many lost calls are hanging. */
    hanging: () => held.length,
    /** Lets every hanging call go on, as a network that comes back would. */
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
}

/** The outbox mailer behind a mail provider that can be down (another outside boundary). */
export function flakyMailer(outbox: Mailer) {
  let down = false;
  let failed = 0;
  const mailer: Mailer = {
    async send(message) {
      if (down) {
        failed += 1;
        throw new Error('mail provider unreachable');
      }
      await outbox.send(message);
    },
  };
  return {
    mailer,
    reachable: (yes: boolean) => {
      down = !yes;
    },
    /** Sends refused while it was down. */
    failed: () => failed,
  };
}

/** Long enough never to fire in a test: a lost answer must stay lost until the test releases it. */
export const PAYMENT_TIMEOUT_MS = 600_000;

export interface SettlementApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly sandbox: SandboxGateway;
  readonly network: ReturnType<typeof lossyGateway>;
  readonly mail: ReturnType<typeof flakyMailer>;
  /** The jobs' clock; `move` sets it forward. */
  readonly now: () => Date;
  readonly move: (ms: number) => void;
  close(): Promise<void>;
}

/**
 * The API over a fresh database with the demo catalogue, the sandbox gateway behind a network that can lose a call,
 * and the jobs' clock in the test's hands (no timer runs jobs: the test calls `app.jobs.runDue()`).
 */
export async function startSettlementApp(kind: DatabaseKind, orders: { settleAfterMs: number; challengeExpiryMs: number }): Promise<SettlementApp> {
  const database = await openTestDatabase(kind);
  const db = database.handle.db;
  await seedDemoContent(db, fixtureDocuments());
  await seedCatalogue(db, demoCatalogue());
  const sandbox = createSandboxGateway(db);
  const network = lossyGateway(() => sandbox);
  const mail = flakyMailer(createOutboxMailer(db));
  let now = new Date();
  const app = await buildApp({
    db,
    providers: { gateway: network.gateway, mailer: mail.mailer, paymentTimeoutMs: PAYMENT_TIMEOUT_MS },
    plugins: [
      async (scope) => {
        await scope.register(sandboxGatewayRoutes, { gateway: sandbox });
      },
    ],
    jobs: { clock: () => now, intervalMs: false },
    orders,
  });
  await app.ready();
  return {
    app,
    database,
    sandbox,
    network,
    mail,
    now: () => now,
    move: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    close: async () => {
      network.release();
      await app.close();
      await database.dispose();
    },
  };
}
