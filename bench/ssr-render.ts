import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { siteById } from '../runtime/core';
import { countBlocks, sixtyBlockPage } from './fixture';
import type * as RenderEntry from './render-entry';
import { fmt, median, pairwise } from './stats';

type BenchEntry = typeof RenderEntry;

/** Server render of a 60-block page: Tessera (registry + validation) beside hand-written React for the same markup. */
export async function benchSsrRender(runs = 30) {
  const entry = (await import(pathToFileURL(resolve('dist/bench/render-entry.js')).href)) as BenchEntry;
  await entry.prepare();
  const site = siteById('ridgeline-en-us');
  if (!site) throw new Error('unknown site');
  const response = sixtyBlockPage(site.siteId);
  const sections = entry.resolveOnly(response, site);
  const topLevel = sections.reduce((n, s) => n + s.items.length, 0);
  const all = sections.reduce((n, s) => n + countBlocks(s.items), 0);

  const tessera = entry.renderResolved(sections, site);
  const handwritten = entry.renderHandwritten(sections, site);

  const render = pairwise(() => entry.renderResolved(sections, site), () => entry.renderHandwritten(sections, site), runs, 10);
  const full = pairwise(() => entry.renderTessera(response, site), () => entry.renderHandwritten(sections, site), runs, 10);
  const cold = pairwise(() => entry.renderTesseraCold(response, site), () => entry.renderHandwritten(sections, site), runs, 10);
  return {
    blocks: { topLevel, all },
    htmlBytes: { tessera: tessera.length, handwritten: handwritten.length },
    lines: [
      `page: ${topLevel} top-level blocks (${all} with carousel/grid cards); HTML ${tessera.length} B (Tessera) vs ${handwritten.length} B (hand-written)`,
      `render only      — Tessera ${fmt(median(render.a))} ms, hand-written ${fmt(median(render.b))} ms, ratio median ${fmt(median(render.ratios))}× (${runs} pairs)`,
      `resolve + render (the document's revision resolved once, as a running server keeps it; render) — Tessera ${fmt(median(full.a))} ms, hand-written ${fmt(median(full.b))} ms, ratio median ${fmt(median(full.ratios))}× (${runs} pairs)`,
      `first request after a publish (validation, sanitizing from the warm memo, render) — Tessera ${fmt(median(cold.a))} ms, hand-written ${fmt(median(cold.b))} ms, ratio median ${fmt(median(cold.ratios))}× (${runs} pairs)`,
    ],
  };
}
