import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

/** The demo editor (README): the test server creates it as `npm start` does (`users:add --demo`). */
const DEMO_EDITOR = { email: 'editor@tessera.test', password: 'tessera-demo' } as const;
const COOKIE = 'tessera_editor';

async function signIn(): Promise<string> {
  for (;;) {
    const response = await fetch(`${baseUrl()}/admin/v1/session`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_EDITOR),
    });
    // Every test file signs in from the same address, and sign-ins are rate-limited: wait for the window.
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Number(response.headers.get('retry-after') ?? '1') || 1) * 1000));
      continue;
    }
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${COOKIE}=`))
      ?.split(';', 1)[0];
    if (response.status !== 200 || !cookie) throw new Error(`the demo editor could not sign in: ${response.status} ${await response.text()}`);
    return cookie;
  }
}

let session: Promise<string> | undefined;

/**
 * The demo editor's session as a `cookie` header value (`tessera_editor=…`), for `fetch` calls to previews, which
 * answer only to editors. One sign-in per test file.
 */
export const editorCookie = (): Promise<string> => (session ??= signIn());

/** Puts the demo editor's session into a browser context, as signing in at /editor would. */
export async function signInContext(context: BrowserContext): Promise<void> {
  const value = (await editorCookie()).slice(COOKIE.length + 1);
  await context.addCookies([{ name: COOKIE, value, url: baseUrl(), httpOnly: true, sameSite: 'Strict' }]);
}
