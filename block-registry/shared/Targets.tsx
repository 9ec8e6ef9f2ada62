import type { Target } from '../../schemas';
import { SmartLink, useMessages } from '../../runtime/react';
import { cx } from './cx';

export interface TargetsProps {
  readonly targets: readonly Target[] | undefined;
  /** All buttons as wide as the widest (`equalTargetSize`). */
  readonly equal?: boolean | undefined;
  readonly className?: string;
}

/**
 * Call-to-action buttons. A target without a size gets the default sizes sm, md, md (small, medium,
 * large screens), set in CSS so the server render is right at every width.
 */
export function Targets({ targets, equal, className }: TargetsProps) {
  const t = useMessages();
  const usable = (targets ?? []).filter((t) => t.text.trim() !== '');
  if (usable.length === 0) return null;
  return (
    <div className={cx('ts-targets', equal && 'ts-targets--equal', className)}>
      {usable.map((target, i) => (
        <SmartLink
          key={`${target.url}:${i}`}
          href={target.url}
          target={target.targetAttribute}
          preserveQuery={target.preserveQuery}
          className={cx('ts-button', `ts-button--${target.style ?? (i === 0 ? 'primary' : 'secondary')}`, `ts-button--${target.size ?? 'auto'}`)}
        >
          {target.text}
          {target.targetAttribute === '_blank' && <span className="ts-visually-hidden"> {t('link.opensInNewTab')}</span>}
        </SmartLink>
      ))}
    </div>
  );
}
