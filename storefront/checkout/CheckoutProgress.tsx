import type { CheckoutStep } from '../../runtime/core';
import { SmartLink, useMessages } from '../../runtime/react';
import { CheckoutIcon } from './icons';

const steps: readonly CheckoutStep[] = ['shipping', 'billing', 'summary'];

export interface CheckoutProgressProps {
  readonly step: CheckoutStep;
  /** Steps the shopper may go to: those done, and any ahead already filled in. */
  readonly reachable: ReadonlySet<CheckoutStep>;
  readonly hrefOf: (step: CheckoutStep) => string;
}

/**
 * Where the shopper is in checkout (spec 000 §2: shipping, billing, summary). The current step is marked for
 * screen readers (`aria-current="step"`); steps done are links back, and say they are done.
 */
export function CheckoutProgress({ step, reachable, hrefOf }: CheckoutProgressProps) {
  const t = useMessages();
  const current = steps.indexOf(step);
  return (
    <nav className="ts-checkout-progress" aria-label={t('checkout.steps')}>
      <ol className="ts-checkout-progress__list">
        {steps.map((s, i) => {
          const done = i < current;
          const state = s === step ? 'current' : done ? 'done' : 'todo';
          const label = t(`checkout.step.${s}`);
          const marker = (
            <span className="ts-checkout-progress__marker" aria-hidden="true">
              {done ? <CheckoutIcon name="check" /> : i + 1}
            </span>
          );
          return (
            <li key={s} className={`ts-checkout-progress__step ts-checkout-progress__step--${state}`}>
              {s !== step && reachable.has(s) ? (
                <SmartLink className="ts-checkout-progress__link" href={hrefOf(s)}>
                  {marker}
                  <span className="ts-checkout-progress__label">{label}</span>
                  {done ? <span className="ts-sr-only"> ({t('checkout.stepCompleted')})</span> : null}
                </SmartLink>
              ) : (
                <span className="ts-checkout-progress__link" aria-current={s === step ? 'step' : undefined}>
                  {marker}
                  <span className="ts-checkout-progress__label">{label}</span>
                  {done ? <span className="ts-sr-only"> ({t('checkout.stepCompleted')})</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
