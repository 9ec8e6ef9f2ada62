import type { Image, Media } from '../../schemas';
import { cx } from './cx';

export interface PictureProps {
  readonly media: Media | undefined;
  /** Above the fold: load now with high priority (the page's likely largest paint). */
  readonly priority?: boolean;
  readonly className?: string;
  /** Hint for the browser's pick among candidates; layout comes from CSS. */
  readonly sizes?: string;
}

const mediaQueries = { lg: '(min-width: 1024px)', md: '(min-width: 768px)' } as const;

/**
 * Art-directed image: one `<source>` per larger breakpoint, the smallest image as the `<img>`.
 * Width and height on every candidate let the browser reserve the right box before it loads.
 */
export function Picture({ media, priority = false, className, sizes }: PictureProps) {
  const base: Image | undefined = media?.sm ?? media?.md ?? media?.lg;
  if (!media || !base) return null;
  const sources = (['lg', 'md'] as const).flatMap((bp) => {
    const image = media[bp];
    return image && image !== base ? [{ bp, image }] : [];
  });
  return (
    <picture className={cx('ts-picture', className)}>
      {sources.map(({ bp, image }) => (
        <source key={bp} media={mediaQueries[bp]} srcSet={image.url} width={image.width} height={image.height} sizes={sizes} />
      ))}
      <img
        className="ts-picture__img"
        src={base.url}
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
