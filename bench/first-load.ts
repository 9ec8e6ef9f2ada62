import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { CDPSession } from 'playwright-core';
import { chromiumArgs } from '../tests/support/chromium';
import { fmt } from './stats';

export const FIRST_LOAD_BUDGET_KB = 90;
/** One page of every type the storefront serves: both brands' home pages, the landing, journal, article, category, product, search, help and 404 pages, the cart and the checkout. */
export const PAGE_TYPES = [
  '/en-us',
  '/en-gb',
  '/en-us/explore',
  '/en-us/journal',
  '/en-us/journal/first-snow-on-the-ridge',
  '/en-us/c/mens-hiking-trail-gear-1000',
  '/en-us/p/mens-summit-trail-gtx-hiking-boot-RL10062010',
  '/en-us/search?q=boots',
  '/en-us/help/returns/how-to-return',
  '/en-us/nothing-here',
  // The app routes, first loaded (their code and words come with them; the content pages above never load it).
  '/en-us/cart',
  '/en-us/checkout/shipping',
] as const;
/** Pages of the app routes: heavy code (the checkout's) that loads only where used, reported beside the content pages. */
const APP_ROUTES = ['/en-us/cart', '/en-us/checkout'];

/** Whether a page's first load keeps to the budget: pass, an app route's excess, or a content page's failure. */
export function firstLoadVerdict(load: FirstLoad): string {
  const over = load.scripts.sentKb - FIRST_LOAD_BUDGET_KB;
  if (over <= 0) return 'pass';
  return APP_ROUTES.some((path) => load.path.startsWith(path))
    ? `app route: ${fmt(over, 1)} kB over a content page's budget (its forms, client router and query cache)`
    : `FAIL, over by ${fmt(over, 1)} kB`;
}

export interface FirstLoad {
  readonly path: string;
  readonly status: number;
  /** Script responses: how many, their bodies as sent (compressed) and decoded, and the encodings the server chose. */
  readonly scripts: {
    readonly files: number;
    readonly names: readonly string[];
    readonly sentKb: number;
    readonly decodedKb: number;
    readonly encodings: readonly string[];
  };
  /** The HTML document as sent, and the page state embedded in it (raw, and its share of the compressed HTML). */
  readonly html: {
    readonly sentKb: number;
    readonly decodedKb: number;
    readonly encoding: string;
    readonly stateKb: number;
    readonly stateSentKb: number;
  };
}

/** How long no script may have been requested or in flight, after the page hydrated and went idle, before the count ends. */
const SCRIPTS_QUIET_MS = 3000;
/** The longest a page may keep fetching scripts before the bench gives up on it. */
const PAGE_DEADLINE_MS = 90_000;

/** The page state's inline script, as the server writes it into the document. */
const PAGE_STATE = /window\.__TESSERA_PAGE__=(.*?);window\.__TESSERA_ASSETS__=/s;

/** Brotli at the quality the server's compression uses (its default, 4), to tell the page state's share. */
const brotliLength = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;

interface Wire {
  url: string;
  type: string;
  encoding: string;
  headerBytes: number;
  bodyBytes?: number;
  decodedBytes: number;
  done: boolean;
}

/** Network traffic of one page from the browser's own accounting (DevTools protocol): bytes as they came off the wire. */
function watchWire(cdp: CDPSession) {
  const requests = new Map<string, Wire>();
  let lastScriptEvent = Date.now();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    // At this point encodedDataLength counts what came before the body: the status line and headers.
    requests.set(requestId, {
      url: response.url,
      type,
      encoding: String(encoding),
      headerBytes: response.encodedDataLength,
      decodedBytes: 0,
      done: false,
    });
    if (type === 'Script') lastScriptEvent = Date.now();
  });
  cdp.on('Network.requestWillBeSent', ({ type }) => {
    if (type === 'Script') lastScriptEvent = Date.now();
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const wire = requests.get(requestId);
    if (wire) wire.decodedBytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const wire = requests.get(requestId);
    if (!wire) return;
    wire.bodyBytes = encodedDataLength - wire.headerBytes;
    wire.done = true;
    if (wire.type === 'Script') lastScriptEvent = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const wire = requests.get(requestId);
    if (wire) wire.done = true;
  });
  return {
    requests,
    scriptsInFlight: () => [...requests.values()].some((w) => w.type === 'Script' && !w.done),
    quietFor: () => Date.now() - lastScriptEvent,
  };
}

/**
 * First load of pages as a shopper's browser fetches them (a desktop viewport, no scrolling, so lazy
 * sections are not counted): every script until the page has hydrated, gone idle, and then fetched no script
 * for 3 s with none in flight — a chunk that starts late restarts the window rather than being cut off.
 * Bytes are the compressed bodies as the server sent them, from the browser's network accounting.
 */
export async function measureFirstLoad(baseUrl: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const wire = watchWire(cdp);
      const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
      if (!response) throw new Error(`no response for ${path}`);
      const deadline = Date.now() + PAGE_DEADLINE_MS;
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, {
        timeout: PAGE_DEADLINE_MS,
      });
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 10_000 })));
      while (wire.scriptsInFlight() || wire.quietFor() < SCRIPTS_QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${path} kept fetching scripts for ${PAGE_DEADLINE_MS / 1000} s`);
        await page.waitForTimeout(200);
      }

      const all = [...wire.requests.values()];
      const scripts = all.filter((w) => w.type === 'Script' && w.bodyBytes !== undefined);
      const doc = all.find((w) => w.type === 'Document');
      const html = await response.text();
      const state = PAGE_STATE.exec(html)?.[1] ?? '';
      results.push({
        path,
        status: response.status(),
        scripts: {
          files: scripts.length,
          names: scripts.map((w) => new URL(w.url).pathname.split('/').at(-1) ?? w.url),
          sentKb: scripts.reduce((n, w) => n + w.bodyBytes!, 0) / 1024,
          decodedKb: scripts.reduce((n, w) => n + w.decodedBytes, 0) / 1024,
          encodings: [...new Set(scripts.map((w) => w.encoding))],
        },
        html: {
          sentKb: (doc?.bodyBytes ?? 0) / 1024,
          decodedKb: Buffer.byteLength(html) / 1024,
          encoding: doc?.encoding ?? 'unknown',
          stateKb: Buffer.byteLength(state) / 1024,
          stateSentKb: (brotliLength(html) - brotliLength(html.replace(state, ''))) / 1024,
        },
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export const describeFirstLoad = (r: FirstLoad): string =>
  `${r.path.padEnd(38)} ${String(r.status)}  scripts ${fmt(r.scripts.sentKb, 1).padStart(5)} kB ${r.scripts.encodings.join('/')} (${fmt(r.scripts.decodedKb, 1)} kB decoded, ${r.scripts.files} files)` +
  `; HTML ${fmt(r.html.sentKb, 1)} kB ${r.html.encoding} (${fmt(r.html.decodedKb, 1)} kB decoded), page state ${fmt(r.html.stateKb, 1)} kB raw ≈ ${fmt(r.html.stateSentKb, 1)} kB of the compressed HTML`;
