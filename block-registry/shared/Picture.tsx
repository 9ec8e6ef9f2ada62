import type { Image, Media } from '../../schemas';
import { cx } from './cx';
import { type ImageFormat, isTransformable, transformedImageSrcSet, transformedImageUrl } from './image-url';

export interface PictureProps {
  readonly media: Media | undefined;
  /** Above the fold: load now with high priority (the page's likely largest paint). */
  readonly priority?: boolean;
  readonly className?: string;
  /** Hint for the browser's pick among candidates; layout comes from CSS. */
  readonly sizes?: string;
  /**
   * Offer Tessera's own images at several widths, so the browser fetches what the slot `sizes` names needs
   * (a full-size image in a phone's narrow slot is most of a slow page's bytes). Needs `sizes`.
   */
  readonly responsive?: boolean;
}

const mediaQueries = { lg: '(min-width: 1024px)', md: '(min-width: 768px)' } as const;
const mimeOf: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

interface Candidate {
  readonly key: string;
  readonly media?: string;
  readonly type?: string;
  readonly image: Image;
  readonly url: string;
  /** The image at several widths, when responsive. */
  readonly srcSet?: string | undefined;
}

/** One breakpoint's candidates: Tessera's own images as webp then jpeg (the fallback), others as given. */
function candidates(key: string, image: Image, media: string | undefined, responsive: boolean): Candidate[] {
  const at = media === undefined ? {} : { media };
  if (!isTransformable(image)) return [{ key, ...at, image, url: image.url }];
  return (['webp', 'jpg'] as const).map((format) => ({
    key: `${key}-${format}`,
    ...at,
    type: mimeOf[format],
    image,
    url: transformedImageUrl(image, format),
    srcSet: responsive ? transformedImageSrcSet(image, format) : undefined,
  }));
}

/** The image a picture falls back to (and takes its alt text from): the smallest breakpoint's that is set. */
export const baseImage = (media: Media | undefined): Image | undefined => media?.sm ?? media?.md ?? media?.lg;

/**
 * Art-directed image: one `<source>` per larger breakpoint, the smallest image as the `<img>`.
 * Width and height on every candidate let the browser reserve the right box before it loads; they stay the
 * natural size while Tessera's own images are requested resized (doubled, webp with a jpeg fallback).
 */
export function Picture({ media, priority = false, className, sizes, responsive = false }: PictureProps) {
  const base = baseImage(media);
  if (!media || !base) return null;
  const sources = (['lg', 'md'] as const).flatMap((bp) => {
    const image = media[bp];
    return image && image !== base ? candidates(bp, image, mediaQueries[bp], responsive && sizes !== undefined) : [];
  });
  // The base image's jpeg (or its URL as given) is the <img>; its webp, if any, is the last <source>.
  const baseCandidates = candidates('base', base, undefined, responsive && sizes !== undefined);
  const last = baseCandidates[baseCandidates.length - 1];
  const fallback = last?.url ?? base.url;
  sources.push(...baseCandidates.slice(0, -1));
  return (
    <picture className={cx('ts-picture', className)}>
      {sources.map(({ key, media: query, type, image, url, srcSet }) => (
        // `sizes` goes with width descriptors only: a candidate without them (not responsive) has none to size.
        <source
          key={key}
          media={query}
          type={type}
          srcSet={srcSet ?? url}
          width={image.width}
          height={image.height}
          sizes={srcSet ? sizes : undefined}
        />
      ))}
      <img
        className="ts-picture__img"
        src={fallback}
        srcSet={last?.srcSet}
        alt={base.alt}
        title={base.seoTitle}
        width={base.width}
        height={base.height}
        sizes={last?.srcSet ? sizes : undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
