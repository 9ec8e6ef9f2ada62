import type { ResolvedPage } from '../../runtime/core';

type Picture = { readonly url?: unknown };
const urlOf = (picture: unknown): string | undefined => {
  const url = (picture as Picture | undefined)?.url;
  return typeof url === 'string' && url !== '' ? url : undefined;
};

/** A block's picture: the largest cut of its `media` (sm/md/lg), or its `image`. */
function pictureOf(block: Readonly<Record<string, unknown>>): string | undefined {
  const media = block.media as Readonly<Record<string, unknown>> | undefined;
  if (media && typeof media === 'object') return urlOf(media.lg) ?? urlOf(media.md) ?? urlOf(media.sm);
  return urlOf(block.image);
}

/**
 * The page's picture for link previews: the first picture of its first section below the header (its hero), else the
 * first picture of a block further down, if the page has any.
 */
export function heroImage(page: ResolvedPage): string | undefined {
  for (const section of page.sections.filter((s) => !s.inherited)) {
    for (const block of section.items) {
      const url = pictureOf(block);
      if (url) return url;
    }
  }
  return undefined;
}
