/**
 * The server-render bench, run by `bench/run.ts` as its own process (`node --single-threaded`, so the CPU
 * time of the process is the CPU time of the render thread: garbage collection and compilation included).
 * Arguments: the base URL of a running server (for the article search) and `--quick`.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteById, stripNulls } from '../runtime/core';
import { articleExtras } from './article-extras';
import { benchPage, countBlocks, demoBlocksByType, publishedRevision, roundRobin } from './fixture';
import type { RawBlock } from './fixture';
import type * as RenderEntry from './render-entry';
import { callable, fmt, fmtSpread, interleavedRun, pairedRatio, spread } from './stats';
import type { PreparedVariant } from './stats';

type BenchEntry = typeof RenderEntry;

const [baseUrl, ...flags] = process.argv.slice(2);
if (!baseUrl) throw new Error('usage: ssr-render.ts <server base URL> [--quick]');
const quick = flags.includes('--quick');

const SIZES = [15, 60, 240] as const;
const RUNS = 3;
/** Rounds per run (each round times every variant once); fewer on big pages, whose renders are long enough to time. */
const ROUNDS: Record<number, number> = quick ? { 15: 8, 60: 4, 240: 2 } : { 15: 200, 60: 60, 240: 20 };
const WARMUP_ROUNDS = quick ? 2 : 5;

/** Issue 10's targets, as ratios of CPU time. */
const TARGETS = { warm: 1.1, cold: 1.2, puck: 1 };

const entry = (await import(pathToFileURL(resolve('dist/bench/render-entry.js')).href)) as BenchEntry;
await entry.prepare();

// Which React build rendered: react-dom/server picks its production build when NODE_ENV is "production".
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /react-dom[\\/]cjs[\\/]react-dom-server\.node\./.test(file));
const build = loaded.map((file) => file.split(/[\\/]/).at(-1)).join(', ');
console.log(
  `\nServer render — CPU time of the render thread; NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}; React server build: ${build || 'none found'}`,
);
if (process.env.NODE_ENV !== 'production' || !loaded.every((file) => file.includes('.production.')))
  throw new Error("the render bench must run React's production build (NODE_ENV=production)");

const site = siteById('ridgeline-en-us');
if (!site) throw new Error('unknown site');

// Real blocks of every type from the demo seed, keeping those that render something on a plain page.
const candidates = demoBlocksByType(site.siteId);
const candidateExtras = await articleExtras(baseUrl, site.siteId, [...candidates.values()].flat());
const rendering = new Map<string, RawBlock[]>();
for (const [type, blocks] of candidates) {
  const kept = blocks.filter((block) => {
    const [section] = entry.resolveOnly(benchPage(site.siteId, [block], 1), new Map([['bench-0', candidateExtras.get(block.id) ?? {}]]));
    const only = section?.items[0];
    return only !== undefined && innerText(entry.renderBlock(only, site)).length > 0;
  });
  if (kept.length > 0) rendering.set(type, kept);
}
const missing = entry.blockTypes.filter((type) => !rendering.has(type));
if (missing.length > 0) throw new Error(`no demo block of these types renders anything: ${missing.join(', ')}`);
const pool = roundRobin(rendering);
console.log(
  `  fixture: ${pool.length} real blocks of all ${entry.blockTypes.length} types from the demo seed, round-robin by type; pages of ${SIZES.join(', ')} blocks in sections of 10`,
);
console.log(
  `  ${RUNS} runs of shuffled rounds per page (${SIZES.map((s) => `${ROUNDS[s]} rounds at ${s}`).join(', ')}); figures: median of the runs' medians (min–max across runs)`,
);

/** The text and media a piece of HTML shows, without tags and React's markers: empty when a block renders nothing. */
function innerText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/^<div[^>]*>|<\/div>$/g, '')
    .trim();
}

const verdict = (value: number, target: number, strict = false) => ((strict ? value < target : value <= target) ? 'pass' : 'FAIL');

for (const size of SIZES) {
  const response = benchPage(site.siteId, pool, size);
  // The server renders the content service's removeNulls answers, which hold no null; so must the bench's page.
  if (stripNulls(response) !== response) throw new Error('the bench page holds nulls: the content service would have removed them');
  const extras = new Map(
    response.data.sections
      .flatMap((s) => s.items)
      .flatMap((block) => {
        const original = pool[Number(block.id.slice('bench-'.length)) % pool.length]!;
        const extra = candidateExtras.get(original.id);
        return extra ? [[block.id, extra] as const] : [];
      }),
  );
  const sections = entry.resolveOnly(response, extras);
  const bare = entry.barePage(sections, site);
  const puck = entry.toPuckData(sections);

  // Each call of the after-publish variant renders a new revision, made (untimed) just before the call.
  let published = 0;
  const afterPublish: PreparedVariant<ReturnType<typeof publishedRevision>> = {
    prepare: () => publishedRevision(response, published++),
    run: (revision) => entry.renderTesseraAfterPublish(revision, site, extras),
  };

  const variants = {
    tessera: () => entry.renderTessera(response, site, extras),
    // The control: the very same function under another name. Its ratio to `tessera` is the noise floor.
    tesseraAgain: () => entry.renderTessera(response, site, extras),
    cold: afterPublish as PreparedVariant,
    unseen: () => entry.renderTesseraUnseen(response, site, extras),
    handwritten: () => entry.renderHandwritten(sections, site),
    bare: () => entry.renderBare(bare),
    puck: () => entry.renderPuck(puck, site),
  };
  const html = Object.fromEntries(Object.entries(variants).map(([name, variant]) => [name, String(callable(variant)())]));
  for (const [name, markup] of Object.entries(html)) {
    const framed = markup.match(/data-block-id="bench-\d+"/g)?.length ?? 0;
    if (framed !== size) throw new Error(`${name} rendered ${framed} of the ${size} blocks`);
  }
  const empty = bare.sections.flatMap((s) => s.blocks).filter((b) => innerText(b.html) === '');
  if (empty.length > 0) throw new Error(`hand-written leaves render nothing for ${empty.map((b) => b.block.type).join(', ')}`);
  const types = new Set(sections.flatMap((s) => s.items.map((b) => b.type))).size;
  const all = sections.reduce((n, s) => n + countBlocks(s.items), 0);

  interleavedRun(variants, WARMUP_ROUNDS);
  const runs = Array.from({ length: RUNS }, () => interleavedRun(variants, ROUNDS[size]!));
  const perVariant = (name: string) => spread(runs.map((times) => spread(times[name]!).median));
  const ratio = (a: string, b: string) => spread(runs.map((times) => pairedRatio(times, a, b)));
  const kb = (s: string) => fmt(Buffer.byteLength(s) / 1024, 1);

  const control = ratio('tessera', 'tesseraAgain');
  const warm = ratio('tessera', 'handwritten');
  const cold = ratio('cold', 'handwritten');
  const vsBare = ratio('tessera', 'bare');
  const coldVsBare = ratio('cold', 'bare');
  const unseen = ratio('unseen', 'handwritten');
  const vsPuck = ratio('tessera', 'puck');
  const handVsPuck = ratio('handwritten', 'puck');
  console.log(`\n  page of ${size} blocks (${types} types; ${all} blocks counting cards and children)`);
  console.log(
    `    HTML: Tessera ${kb(html.tessera!)} kB, hand-written ${kb(html.handwritten!)} kB, bare ${kb(html.bare!)} kB, Puck ${kb(html.puck!)} kB`,
  );
  console.log(
    `    CPU ms per page: ${Object.keys(variants)
      .map((name) => `${name} ${fmtSpread(perVariant(name))}`)
      .join('; ')}`,
  );
  console.log(`    control, Tessera / the same function (noise floor)          ${fmtSpread(control)}×`);
  console.log(
    `    resolve + render / hand-written                             ${fmtSpread(warm)}×   target ≤ ${fmt(TARGETS.warm)}×  ${verdict(warm.median, TARGETS.warm)}`,
  );
  console.log(
    `    first request after a publish (one block edited) / hand-written ${fmtSpread(cold)}×   target ≤ ${fmt(TARGETS.cold)}×  ${verdict(cold.median, TARGETS.cold)}`,
  );
  console.log(`    a page none of whose blocks was seen before / hand-written  ${fmtSpread(unseen)}×`);
  console.log(`    resolve + render / bare minimum React                       ${fmtSpread(vsBare)}×`);
  console.log(`    first request after a publish / bare minimum React          ${fmtSpread(coldVsBare)}×`);
  console.log(
    `    resolve + render / Puck <Render>                            ${fmtSpread(vsPuck)}×   target < ${fmt(TARGETS.puck)}×  ${verdict(vsPuck.median, TARGETS.puck, true)}`,
  );
  console.log(`    hand-written / Puck <Render>                                ${fmtSpread(handVsPuck)}×`);
}
