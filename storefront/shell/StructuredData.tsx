import { memo } from 'react';
import { scriptJson } from '../meta/script-json';
import type { SeoData } from '../data/page-data';

/**
 * The page's structured data as JSON-LD, escaped so nothing in it can close its script tag. At the end of the
 * body rather than in the head: it is for crawlers, and keeps the page's first screen ahead of any script.
 */
export const StructuredData = memo(function StructuredData({ items }: { readonly items: SeoData['jsonLd'] }) {
  return items.map((item, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />);
});
