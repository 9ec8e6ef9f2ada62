import type { Ref } from 'react';
import type { SocialMedia } from '../../schemas';
import { Handle } from './Handle';
import { photoUrl } from './photo-url';
import { useMessages } from '../../runtime/react';

export interface GalleryGridProps {
  readonly media: readonly SocialMedia[];
  readonly onOpen: (index: number) => void;
  readonly listRef?: Ref<HTMLUListElement>;
}

/** Thumbnails are drawn at this side, enough for a 2× screen at the widest column. */
const THUMB_SIDE = 480;

/**
 * The photos as a grid of square tiles, each with its author and caption. Thumbnails load at once: the
 * widget itself only loads near the screen, so they are never far from view. The photo is a button (its name:
 * author and what the photo shows) stretched over the tile, so a click anywhere on it opens the photo.
 */
export function GalleryGrid({ media, onOpen, listRef }: GalleryGridProps) {
  const t = useMessages();
  return (
    <ul ref={listRef} className="ts-ugc__grid">
      {media.map((photo, i) => (
        <li key={photo.id} className="ts-ugc__item">
          <figure className="ts-ugc__tile">
            <button
              type="button"
              className="ts-ugc__open"
              aria-haspopup="dialog"
              aria-label={t('gallery.openPhoto', { author: photo.user.screenName, alt: photo.altText })}
              onClick={() => onOpen(i)}
            >
              <img
                className="ts-ugc__thumb"
                src={photoUrl(photo.image, THUMB_SIDE, true)}
                alt=""
                width={THUMB_SIDE}
                height={THUMB_SIDE}
                decoding="async"
              />
            </button>
            <figcaption className="ts-ugc__meta">
              <span className="ts-ugc__author">
                <Handle screenName={photo.user.screenName} />
              </span>
              {photo.caption && <span className="ts-ugc__caption">{photo.caption}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
