import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatPrice, type CheckoutStep } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime } from '../../runtime/react';
import type { Cart } from '../../schemas';
import { CheckoutProgress } from './CheckoutProgress';
import { CheckoutIcon } from './icons';
import { LineItems } from './LineItems';
import { OrderTotals } from './OrderTotals';

export interface CheckoutLayoutProps {
  readonly step: CheckoutStep;
  readonly reachable: ReadonlySet<CheckoutStep>;
  readonly hrefOf: (step: CheckoutStep) => string;
  readonly cart: Cart;
  /** "Back to cart", where the shopper can change the items. */
  readonly cartHref?: string;
  /** The step. */
  readonly children: ReactNode;
}

/**
 * The checkout's page: the steps on top, the step on the left, the order summary on the right on wide screens.
 * On a phone the summary folds away behind a button that shows the total. A new step takes the focus to its
 * heading, so keyboard and screen reader users start where it does.
 */
export function CheckoutLayout({ step, reachable, hrefOf, cart, cartHref, children }: CheckoutLayoutProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [open, setOpen] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A step that opens with its error (back from a failed payment) has put the focus on it: leave it there.
    const column = main.current;
    if (!column || column.contains(document.activeElement)) return;
    column.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  const total = formatPrice(cart.totals.total, cart.currency, site.locale.tag);
  // North America adds tax once the address is known; until then the total leaves it out.
  const taxPending = !cart.totals.taxIncluded && cart.shippingAddress === null;
  return (
    <div className="ts-checkout">
      <header className="ts-checkout__header">
        <h1 className="ts-checkout__title">{t('checkout.title')}</h1>
        <p className="ts-checkout__secure">
          <CheckoutIcon name="lock" />
          <span>{t('checkout.secure')}</span>
        </p>
        {cartHref ? (
          <SmartLink className="ts-checkout__back" href={cartHref}>
            {t('checkout.backToCart')}
          </SmartLink>
        ) : null}
      </header>
      <CheckoutProgress step={step} reachable={reachable} hrefOf={hrefOf} />
      <div className="ts-checkout__body">
        <aside className={`ts-checkout__aside${open ? ' ts-checkout__aside--open' : ''}`} aria-labelledby={`${id}-summary`}>
          <button type="button" className="ts-checkout__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
            <CheckoutIcon name="bag" />
            <span className="ts-checkout__toggle-label">{open ? t('checkout.hideSummary') : t('checkout.showSummary')}</span>
            <CheckoutIcon name="chevron" className="ts-checkout__chevron" />
            <span className="ts-checkout__toggle-total">{total}</span>
          </button>
          <div className="ts-checkout__panel" id={`${id}-panel`}>
            <div className="ts-checkout__panel-head">
              <h2 className="ts-checkout__panel-title" id={`${id}-summary`}>
                {t('checkout.orderSummary')}
              </h2>
              <span className="ts-checkout__count">{t('checkout.itemCount', { count: cart.totals.totalUnits })}</span>
            </div>
            <LineItems items={cart.items} compact />
            <OrderTotals totals={cart.totals} taxPending={taxPending} />
          </div>
        </aside>
        <div className="ts-checkout__main" ref={main}>
          {children}
        </div>
      </div>
    </div>
  );
}
