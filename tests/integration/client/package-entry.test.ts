import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');

/**
 * Another program calling the store through `tessera/client`, the package entry `npm run build` emits: plain Node
 * importing the package by its name, against a listening server. It prints what it got, as JSON.
 */
const program = `
import { createTypedClient, fetchTransport, isApiError, errorIds } from 'tessera/client';
const api = createTypedClient({ transport: fetchTransport(process.env.STORE) });
const { accessToken } = await api.call('POST /token/v2/auth/token', { body: { type: 'Guest' } });
const headers = { authorization: 'Bearer ' + accessToken };
const found = await api.call('GET /products/v2/search/productSearch', { query: { locale: 'en-us', count: 1 } });
const productId = found.products[0].productId;
const details = await api.call('GET /products/v2/products/:productId/details', { params: { productId }, query: { locale: 'en-us' } });
const inventory = await api.call('GET /products/v2/products/:productId/inventory', { params: { productId } });
const upc = details.colours.flatMap((colour) => colour.sizes).find((size) => inventory.variants[size.sku]?.inStock).sku;
const cart = await api.call('POST /cart/v1/item', { body: { locale: 'en-us', productId, upc, qty: 2 }, headers });
const again = await api.call('GET /cart/v1/cart/:basketId', { params: { basketId: cart.id }, headers });
let refused;
try {
  await api.call('GET /cart/v1/cart/:basketId', { params: { basketId: 'a'.repeat(24) }, headers });
} catch (error) {
  refused = isApiError(error) ? { status: error.status, errorId: error.errorId, known: error.errorId === errorIds.cartNotFound } : String(error);
}
console.log(JSON.stringify({ productId, upc, lines: again.items.map((item) => [item.upc, item.qty]), sameCart: again.id === cart.id, refused }));
`;

/** A TypeScript program the entry's declarations must type: a right call compiles, a wrong one must not. */
const typedProgram = `
import { createTypedClient, fetchTransport, type CallAnswer } from 'tessera/client';
const api = createTypedClient({ transport: fetchTransport('http://localhost') });
export async function check(): Promise<string> {
  const cart: CallAnswer<'GET /cart/v1/cart/:basketId'> = await api.call('GET /cart/v1/cart/:basketId', { params: { basketId: 'x' } });
  // @ts-expect-error the item call needs a product and a sku
  await api.call('POST /cart/v1/item', { body: { cartId: cart.id } });
  // @ts-expect-error no such call
  await api.call('GET /cart/v1/nothing');
  return cart.currency;
}
`;

describe('the tessera/client package entry', () => {
  it('types the contract calls for a TypeScript program', async () => {
    const dir = resolve(root, 'dist/client-consumer');
    await mkdir(dir, { recursive: true });
    await writeFile(resolve(dir, 'program.ts'), typedProgram);
    const tsc = resolve(root, 'node_modules/typescript/bin/tsc');
    const args = [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--types',
      'node',
      resolve(dir, 'program.ts'),
    ];
    const outcome = await run(process.execPath, [tsc, ...args], { cwd: root }).then(
      () => 'typed',
      (error: Error & { stdout?: string }) => error.stdout ?? error.message,
    );
    await rm(dir, { recursive: true, force: true });
    expect(outcome).toBe('typed');
  }, 120_000);

  for (const { kind, skip } of databaseKinds) {
    describe.skipIf(skip)(`called by a Node program on ${kind}`, () => {
      let test: TestApp;
      let store: string;
      beforeAll(async () => {
        test = await startTestApp(kind, { catalogue: true });
        store = await test.app.listen({ host: '127.0.0.1', port: 0 });
      });
      afterAll(async () => test?.close());

      it('adds to a cart in one call and reads it back, and a refusal carries its errorId', async () => {
        const { stdout } = await run(process.execPath, ['--input-type=module', '-e', program], { cwd: root, env: { ...process.env, STORE: store } });
        const seen = JSON.parse(stdout) as {
          upc: string;
          lines: [string, number][];
          sameCart: boolean;
          refused: { status: number; errorId: string; known: boolean };
        };
        expect(seen.lines).toEqual([[seen.upc, 2]]);
        expect(seen.sameCart).toBe(true);
        expect(seen.refused).toEqual({ status: 404, errorId: 'BSK404', known: true });
      }, 60_000);
    });
  }
});
