import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

/** One call of the README's API section: a request, and the answer it documents (status and a trimmed body). */
interface DocumentedCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly target: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly status: number;
  readonly answer: unknown;
}

/** The README's `http` blocks under each `###` heading of its API section, in order. */
async function readmeCalls(): Promise<Map<string, DocumentedCall[]>> {
  const readme = await readFile(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = /\n## The API for programs\n([\s\S]*?)(?=\n## )/.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "The API for programs" section');
  const calls = new Map<string, DocumentedCall[]>();
  for (const part of section.split(/\n### /).slice(1)) {
    const heading = part.slice(0, part.indexOf('\n'));
    calls.set(
      heading,
      [...part.matchAll(/```http\n([\s\S]*?)\n```/g)].map(([, block]) => parseBlock(block!)),
    );
  }
  return calls;
}

function parseBlock(block: string): DocumentedCall {
  const [request = '', response = ''] = block.split(/\n(?=HTTP\/1\.1 \d{3} )/);
  const [head = '', ...bodyParts] = request.split(/\n\n/);
  const [requestLine = '', ...headerLines] = head.split('\n');
  const [method, target] = requestLine.split(' ') as [DocumentedCall['method'], string];
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const [statusLine = '', ...answerParts] = response.split(/\n\n/);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  return { method, target, headers, body: bodyParts.join('\n\n').trim(), status, answer: JSON.parse(answerParts.join('\n\n')) as unknown };
}

/** A documented value against the real one: `{name}` in a string takes that part of the real one into `values`. */
function expectDocumented(documented: unknown, actual: unknown, at: string, values: Map<string, string>): void {
  if (typeof documented === 'string' && /\{\w+\}/.test(documented)) {
    const names = [...documented.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
    const pattern = new RegExp(
      `^${documented
        .split(/\{\w+\}/)
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)')}$`,
    );
    const match = typeof actual === 'string' ? pattern.exec(actual) : null;
    expect(match, `${at}: ${JSON.stringify(actual)} is not of the form ${documented}`).not.toBeNull();
    names.forEach((name, i) => values.set(name, match![i + 1]!));
  } else if (Array.isArray(documented)) {
    expect(Array.isArray(actual), `${at} is a list`).toBe(true);
    documented.forEach((item, i) => expectDocumented(item, (actual as unknown[])[i], `${at}[${i}]`, values));
  } else if (documented !== null && typeof documented === 'object') {
    expect(actual !== null && typeof actual === 'object', `${at} is an object`).toBe(true);
    for (const [key, value] of Object.entries(documented)) {
      expect(actual, at).toHaveProperty([key]);
      expectDocumented(value, (actual as Record<string, unknown>)[key], `${at}.${key}`, values);
    }
  } else {
    expect(actual, at).toEqual(documented);
  }
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`the README's guest purchase on ${kind}`, () => {
    let t: TestApp;
    let calls: Map<string, DocumentedCall[]>;
    const values = new Map<string, string>();
    beforeAll(async () => {
      calls = await readmeCalls();
      t = await startTestApp(kind, { catalogue: true });
    }, 120_000);
    afterAll(() => t?.close());

    const fill = (text: string) =>
      text.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values.get(name);
        if (value === undefined) throw new Error(`{${name}} is used before an answer gives it`);
        return value;
      });
    const section = (heading: string) => {
      const found = calls.get(heading);
      expect(found?.length, `the README's "### ${heading}" calls`).toBeGreaterThan(0);
      return found!;
    };
    async function make(call: DocumentedCall) {
      const body = call.body ? fill(call.body) : undefined;
      const response = await t.app.inject({
        method: call.method,
        url: fill(call.target),
        headers: {
          ...Object.fromEntries(Object.entries(call.headers).map(([name, value]) => [name, fill(value)])),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: body } : {}),
      });
      const at = `${call.method} ${call.target}`;
      expect(response.statusCode, `${at}: ${response.body}`).toBe(call.status);
      expectDocumented(call.answer, JSON.parse(response.body), at, values);
    }

    it('buys as a guest with the documented calls and bodies, and reads the order back by its st', async () => {
      const purchase = section('A guest purchase, call by call');
      expect(purchase.map((c) => `${c.method} ${c.target.split('?')[0]}`)).toEqual(
        expect.arrayContaining([
          'POST /token/v2/auth/token',
          'POST /cart/v1/item',
          'POST /cart/v2/cart/{cartId}/shippingAddress',
          'POST /sandbox/gateway/v1/tokens',
          'POST /cart/v1/cart/{cartId}/paymentInstruments',
          'PUT /cart/v2/checkout/order',
          'GET /consumers-v3/consumer/purchase/{orderNumber}',
        ]),
      );
      for (const call of purchase) await make(call);
      // What the database holds: the order, paid, with the documented line.
      const order = await t.app.inject({ url: `/consumers-v3/consumer/purchase/${values.get('orderNumber')}?st=${values.get('st')}` });
      expect(JSON.parse(order.body)).toMatchObject({ status: 'authorized', items: [{ productId: 'RL10062010', upc: '084110000006', qty: 1 }] });
    });

    it('refreshes the token as documented', async () => {
      const used = values.get('refreshToken');
      for (const call of section('Tokens')) await make(call);
      expect(values.get('refreshToken')).not.toBe(used);
    });

    it('finishes 3-D Secure as documented, on a cart built as in steps 3 to 6', async () => {
      const purchase = section('A guest purchase, call by call');
      const first = purchase.findIndex((c) => c.method === 'POST' && c.target.startsWith('/cart/v1/cart?'));
      const card = purchase.findIndex((c) => c.target === '/sandbox/gateway/v1/tokens');
      expect(first).toBeGreaterThan(-1);
      expect(card).toBeGreaterThan(first);
      for (const call of purchase.slice(first, card)) await make(call);
      const secure = section('3-D Secure');
      expect(secure.map((c) => `${c.method} ${c.target}`)).toEqual(
        expect.arrayContaining(['PUT /cart/v2/checkout/order', 'PATCH /cart/v2/checkout/order/{orderNumber}']),
      );
      for (const call of secure) await make(call);
      const order = await t.app.inject({
        url: `/consumers-v3/consumer/purchase/${values.get('orderNumber')}`,
        headers: { authorization: `Bearer ${values.get('accessToken')}` },
      });
      expect(JSON.parse(order.body)).toMatchObject({ status: 'authorized', paymentMethod: [{ last4: '3220' }] });
    });

    it('signs a customer up and in with the documented PKCE pair, and reads their profile', async () => {
      const flow = section("A customer's sign-in (PKCE)");
      expect(flow.map((c) => `${c.method} ${c.target.split('?')[0]}`)).toEqual([
        'POST /consumers-v3/auth/signup',
        'POST /consumers-v3/auth/signin',
        'POST /token/v2/auth/token',
        'GET /consumers-v3/consumer/profile',
      ]);
      for (const call of flow) await make(call);
      // The code works once: the documented exchange again is refused.
      const replay = flow[2]!;
      const again = await t.app.inject({
        method: 'POST',
        url: replay.target,
        headers: { 'content-type': 'application/json' },
        payload: fill(replay.body),
      });
      expect([again.statusCode, JSON.parse(again.body).errorDetails[0].errorId]).toEqual([400, 'AUT432']);
    });
  });
}
