import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, median } from './stats';

export interface LighthouseResult {
  readonly path: string;
  /** Each figure is the median of the runs. */
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly scores: readonly number[];
}

/**
 * Lighthouse's performance audit with its default settings — a mid-range phone on a slow 4G link, simulated —
 * in headless Chromium, `runs` times per page (a fresh load with storage reset each time); medians reported.
 */
export async function measureLighthouse(baseUrl: string, paths: readonly string[], runs: number): Promise<LighthouseResult[]> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const samples: { score: number; lcp: number; cls: number; tbt: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + path, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({ score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcp: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift'), tbt: audit('total-blocking-time') });
      }
      results.push({
        path,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbtMs: median(samples.map((s) => s.tbt)),
        scores: samples.map((s) => s.score),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Issue 10's targets for the mobile audit. */
export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 2000, cls: 0 };

export function describeLighthouse(r: LighthouseResult): string {
  const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  return `${r.path.padEnd(22)} score ${r.score} (runs ${r.scores.join(', ')}) ${pass(r.score >= LIGHTHOUSE_TARGETS.score)}; ` +
    `LCP ${fmt(r.lcpMs / 1000, 2)} s ${pass(r.lcpMs < LIGHTHOUSE_TARGETS.lcpMs)}; CLS ${fmt(r.cls, 3)} ${pass(Number(fmt(r.cls, 3)) <= LIGHTHOUSE_TARGETS.cls)}; TBT ${fmt(r.tbtMs, 0)} ms`;
}
