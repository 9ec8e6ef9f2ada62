import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createTypedClient, type Transport, type TypedClient } from '../../../runtime/core';
import { checkAnswer } from '../../../schemas';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { createContentRepository, type ContentRepository } from '../../../server/content/index';
import { demoCatalogue, seedCatalogue, seedDemoContent, type SeedDocument } from '../../../server/demo/index';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { fixtureDocuments } from './fixtures';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly repository: ContentRepository;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/** The API-only app over a fresh database seeded with the fixture documents. */
export async function startTestApp(
  kind: DatabaseKind,
  options: {
    documents?: readonly SeedDocument[];
    plugins?: readonly FastifyPluginAsync[];
    catalogue?: boolean;
    providers?: BuildAppOptions['providers'];
    devMail?: boolean;
    accountsClock?: () => Date;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await seedDemoContent(database.handle.db, options.documents ?? fixtureDocuments());
  if (options.catalogue) await seedCatalogue(database.handle.db, demoCatalogue());
  const app = await buildApp({
    db: database.handle.db,
    ...(options.plugins ? { plugins: options.plugins } : {}),
    ...(options.providers ? { providers: options.providers } : {}),
    ...(options.devMail ? { devMail: true } : {}),
    ...(options.accountsClock ? { accountsClock: options.accountsClock } : {}),
  });
  await app.ready();
  return {
    app,
    repository: createContentRepository(database.handle.db),
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** Parses a JSON answer; the test fails on a body that is not JSON. */
export const json = <T = Record<string, unknown>>(response: { body: string }): T => JSON.parse(response.body) as T;

/** The typed client's transport over `app.inject`: the calls go through the whole app, with no socket. */
export function injectTransport(app: FastifyInstance): Transport {
  return async (request) => {
    const query = Object.fromEntries(Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const response = await app.inject({
      method: request.method,
      url: request.path,
      query,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    let body: unknown = response.body || null;
    try {
      if (response.body) body = JSON.parse(response.body) as unknown;
    } catch {
      // not JSON: the text as it came
    }
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body };
  };
}

/** The typed client of the API contract over the app, each answer checked with its contract, as tests call the store. */
export const typedApi = (app: FastifyInstance): TypedClient => createTypedClient({ transport: injectTransport(app), check: checkAnswer });
