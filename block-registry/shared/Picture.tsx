import type { Image, Media } from '../../schemas';
import { cx } from './cx';
import { type ImageFormat, isTransformable, transformedImageUrl } from './image-url';

export interface PictureProps {
  readonly media: Media | undefined;
  /** Above the fold: load now with high priority (the page's likely largest paint). */
  readonly priority?: boolean;
  readonly className?: string;
  /** Hint for the browser's pick among candidates; layout comes from CSS. */
  readonly sizes?: string;
}

const mediaQueries = { lg: '(min-width: 1024px)', md: '(min-width: 768px)' } as const;
const mimeOf: Readonly<Record<ImageFormat, string>> = { webp: 'image/webp', jpg: 'image/jpeg' };

interface Candidate {
  readonly key: string;
  readonly media?: string;
  readonly type?: string;
  readonly image: Image;
  readonly url: string;
}

/** One breakpoint's candidates: Tessera's own images as webp then jpeg (the fallback), others as given. */
function candidates(key: string, image: Image, media?: string): Candidate[] {
  const at = media === undefined ? {} : { media };
  if (!isTransformable(image)) return [{ key, ...at, image, url: image.url }];
  return (['webp', 'jpg'] as const).map((format) => ({
    key: `${key}-${format}`, ...at, type: mimeOf[format], image, url: transformedImageUrl(image, format),
  }));
}

/** The image a picture falls back to (and takes its alt text from): the smallest breakpoint's that is set. */
export const baseImage = (media: Media | undefined): Image | undefined => media?.sm ?? media?.md ?? media?.lg;

/**
 * Art-directed image: one `<source>` per larger breakpoint, the smallest image as the `<img>`.
 * Width and height on every candidate let the browser reserve the right box before it loads; they stay the
 * natural size while Tessera's own images are requested resized (doubled, webp with a jpeg fallback).
 */
export function Picture({ media, priority = false, className, sizes }: PictureProps) {
  const base = baseImage(media);
  if (!media || !base) return null;
  const sources = (['lg', 'md'] as const).flatMap((bp) => {
    const image = media[bp];
    return image && image !== base ? candidates(bp, image, mediaQueries[bp]) : [];
  });
  // The base image's jpeg (or its URL as given) is the <img>; its webp, if any, is the last <source>.
  const baseCandidates = candidates('base', base);
  const fallback = baseCandidates[baseCandidates.length - 1]?.url ?? base.url;
  sources.push(...baseCandidates.slice(0, -1));
  return (
    <picture className={cx('ts-picture', className)}>
      {sources.map(({ key, media: query, type, image, url }) => (
        <source key={key} media={query} type={type} srcSet={url} width={image.width} height={image.height} sizes={sizes} />
      ))}
      <img
        className="ts-picture__img"
        src={fallback}
        alt={base.alt}
        title={base.seoTitle}
        width={base.width}
        height={base.height}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
