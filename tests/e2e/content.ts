import { baseUrl } from './browser';

/** The seeded content, read through the public content API, so tests follow whatever the demo data says. */
interface Doc {
  readonly data: {
    readonly seo?: { readonly title?: string };
    readonly sections?: { readonly name: string; readonly items: Record<string, unknown>[] }[];
  };
}

export async function contentDoc(path: string): Promise<Doc> {
  const response = await fetch(`${baseUrl()}/publish/caas/v1/canvas/${path}?removeNulls=true`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as Doc;
}

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

/** The title of the first block that has one: what the shopper reads first in `main`. */
export function firstTitle(doc: Doc): string {
  for (const section of doc.data.sections ?? []) {
    if (section.name.endsWith('inherited')) continue;
    for (const item of section.items) {
      // A block shows its HTML title when it has one.
      if (typeof item.titleHtml === 'string' && text(item.titleHtml)) return text(item.titleHtml);
      if (typeof item.title === 'string' && item.title) return item.title;
    }
  }
  throw new Error('no block with a title');
}

/** How React escapes text in HTML, to find a string in the raw server response. */
export const htmlText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
