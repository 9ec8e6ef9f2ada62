import { useCallback, useId, useState } from 'react';
import type { PromoBarBlock } from '../../schemas';
import { useAutoRotation, useMessages, usePersistedFlag } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { ChevronLeft, ChevronRight, CloseIcon, PauseIcon, PlayIcon } from '../shared/icons';
import { PromoMessageView } from './PromoMessageView';
import { visiblePromoMessages } from './promo-messages';

/**
 * Promo bar: rotates its messages every `autorotateTime` seconds (paused on hover/focus, never under
 * reduced motion), offers manual previous/next, and once closed stays closed (cookie `ts_promo_<id>`). Its track is a
 * live region only while it is not rotating by itself: a screen reader hears the message the shopper asked for
 * (previous, next, a paused bar), never each turn of the timer.
 */
export default function PromoBar({ block }: BlockProps<PromoBarBlock>) {
  const t = useMessages();
  const baseId = useId();
  const [closed, setClosed] = usePersistedFlag(`promo_${block.id}`);
  const messages = visiblePromoMessages(block.messages);
  const count = messages.length;
  const [index, setIndex] = useState(0);
  const step = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  const next = useCallback(() => step(1), [step]);
  const rotation = useAutoRotation(next, block.autorotateTime * 1000, count > 1 && closed !== '1');

  if (count === 0 || closed === '1') return null;
  const current = Math.min(index, count - 1);
  const active = messages[current];
  const style: Record<string, string> = {};
  if (active?.background) style['--ts-promo-bg'] = active.background;

  return (
    <div className="ts-promo" role="region" aria-label={t('promoBar.region')} style={style} {...rotation.pauseProps}>
      <div className="ts-promo__inner">
        {count > 1 && (
          <button
            type="button"
            className="ts-icon-button ts-promo__nav"
            aria-label={t('promoBar.previous')}
            aria-controls={`${baseId}-track`}
            onClick={() => step(-1)}
          >
            <ChevronLeft />
          </button>
        )}
        <div id={`${baseId}-track`} className="ts-promo__track" aria-live={rotation.running ? 'off' : 'polite'} aria-atomic="true">
          {messages.map((message, i) => (
            <PromoMessageView key={i} id={`${baseId}-m${i}`} message={message} hidden={i !== current} />
          ))}
        </div>
        {count > 1 && (
          <button
            type="button"
            className="ts-icon-button ts-promo__nav"
            aria-label={t('promoBar.next')}
            aria-controls={`${baseId}-track`}
            onClick={next}
          >
            <ChevronRight />
          </button>
        )}
        {count > 1 && !rotation.reducedMotion && (
          <button
            type="button"
            className="ts-icon-button ts-promo__pause"
            aria-label={t(rotation.stopped ? 'rotation.play' : 'rotation.pause')}
            onClick={rotation.toggleStopped}
          >
            {rotation.stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
      </div>
      {block.closable && (
        <button type="button" className="ts-icon-button ts-promo__close" aria-label={t('promoBar.close')} onClick={() => setClosed('1')}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
