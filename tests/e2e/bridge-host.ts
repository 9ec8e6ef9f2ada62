import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * The editor's end of the bridge, written out by hand in a page of the store's own origin (served by the browser
 * itself, never by the server): it frames `src`, says hello until the frame acknowledges, answers heartbeats, and
 * keeps every message it hears in `window.heard`. `window.send(message)` sends one in the session.
 */
const hostScript = `
const SOURCE = 'tessera-preview-bridge';
const origin = location.origin;
const session = 'e2e-' + crypto.randomUUID();
const frame = document.querySelector('iframe#preview');
window.heard = [];
window.connected = false;
window.bridgeSession = session;
const post = (message) => frame.contentWindow.postMessage({ source: SOURCE, version: 1, session, ...message }, origin);
window.send = post;
addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || event.origin !== origin) return;
  const data = event.data;
  if (!data || data.source !== SOURCE || data.session !== session) return;
  if (data.control === 'acknowledged') window.connected = true;
  else if (data.type) window.heard.push(data);
});
setInterval(() => post({ control: window.connected ? 'heartbeat' : 'hello' }), 200);
`;

/** An editor-like host page at `path` on the store's origin, framing `src` (the preview) at 1024 × 700. */
export async function openEditorHost(page: Page, src: string, path = '/__bridge-host'): Promise<void> {
  await page.route(`${baseUrl()}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="en"><head><title>Editor host</title></head><body style="margin:0">` +
        `<iframe id="preview" title="Preview" src="${src}" style="width:1024px;height:700px;border:0"></iframe>` +
        `<script>${hostScript}</script></body></html>`,
    }),
  );
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { connected: boolean }).connected, undefined, { timeout: 30_000 });
}

/** The messages the host heard from the preview so far. */
export const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: { type: string; [key: string]: unknown }[] }).heard);

/** Sends a message from the host to the preview, in the bridge's session. */
export const sendToPreview = (page: Page, message: Record<string, unknown>) =>
  page.evaluate((m) => (window as unknown as { send: (message: unknown) => void }).send(m), message);

/** Waits until the host heard a message of this type matching `where`, and answers it. */
export async function waitForMessage(page: Page, type: string, where: Record<string, unknown> = {}) {
  const handle = await page.waitForFunction(
    ([t, w]) =>
      (window as unknown as { heard: Record<string, unknown>[] }).heard.find((m) => m.type === t && Object.entries(w).every(([k, v]) => m[k] === v)),
    [type, where] as const,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as Record<string, unknown>;
}
