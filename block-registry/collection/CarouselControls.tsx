import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from '../shared/icons';
import type { Translate } from '../../runtime/core';
import type { AutoRotation } from '../../runtime/react';
import type { CarouselState } from './use-carousel';

interface ControlsProps {
  readonly carousel: CarouselState;
  readonly t: Translate;
  readonly trackId: string;
}

/** Previous/next buttons; disabled at the ends when the carousel does not loop. */
export function CarouselArrows({ carousel, t, trackId }: ControlsProps) {
  return (
    <>
      <button
        type="button"
        className="ts-collection__arrow ts-collection__arrow--prev"
        aria-label={t('carousel.previousSlide')}
        aria-controls={trackId}
        disabled={!carousel.canPrev}
        onClick={carousel.scrollPrev}
      >
        <ChevronLeft />
      </button>
      <button
        type="button"
        className="ts-collection__arrow ts-collection__arrow--next"
        aria-label={t('carousel.nextSlide')}
        aria-controls={trackId}
        disabled={!carousel.canNext}
        onClick={carousel.scrollNext}
      >
        <ChevronRight />
      </button>
    </>
  );
}

/** Dots (the active one `aria-current`), a progress bar and, with autoplay, a pause button. */
export function CarouselFooter({ carousel, t, trackId, rotation }: ControlsProps & { readonly rotation: AutoRotation | null }) {
  return (
    <div className="ts-collection__controls">
      {carousel.snapCount > 1 && (
        <div className="ts-collection__dots" role="group" aria-label={t('carousel.label')}>
          {Array.from({ length: carousel.snapCount }, (_, i) => (
            <button
              key={i}
              type="button"
              className="ts-collection__dot"
              aria-label={t('carousel.goToSlide', { n: i + 1 })}
              aria-controls={trackId}
              aria-current={i === carousel.selected ? 'true' : undefined}
              onClick={() => carousel.scrollTo(i)}
            />
          ))}
        </div>
      )}
      <div className="ts-collection__progress" aria-hidden="true">
        <span className="ts-collection__progress-bar" style={{ transform: `scaleX(${Math.max(carousel.progress, 0.04)})` }} />
      </div>
      {rotation && !rotation.reducedMotion && (
        <button
          type="button"
          className="ts-icon-button ts-collection__pause"
          aria-label={t(rotation.stopped ? 'rotation.play' : 'rotation.pause')}
          onClick={rotation.toggleStopped}
        >
          {rotation.stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </div>
  );
}
