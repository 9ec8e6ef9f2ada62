import { Histogram, type Registry } from 'prom-client';
import type { PageType } from '../../../runtime/core';

/** What the server render reports: the page type (spec 000 §2), HTML or the JSON of a client navigation, and seconds. */
export type RenderObserver = (pageType: PageType, output: 'html' | 'json', seconds: number) => void;

/**
 * The server render's time per page type: until the entry hands back the page's status and headers with its stream
 * (the HTML still streams after), or its JSON data.
 */
export function renderMetrics(registry: Registry): RenderObserver {
  const renders = new Histogram({
    name: 'tessera_page_render_seconds',
    help: 'Time of the server render until the page (status, headers, streaming body) or its JSON data is ready, by page type and output.',
    labelNames: ['page_type', 'output'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return (pageType, output, seconds) => renders.observe({ page_type: pageType, output }, seconds);
}
