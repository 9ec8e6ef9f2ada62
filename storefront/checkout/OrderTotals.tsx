import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';

/** The totals the checkout shows: the cart's and the order's both have them (integer minor units). */
export interface CheckoutTotals {
  readonly itemTotal: number;
  readonly shipping: number;
  readonly tax: number;
  /** Prices include VAT (Europe): `tax` is the VAT within the total, not added to it. */
  readonly taxIncluded: boolean;
  readonly totalDiscount: number;
  readonly total: number;
  readonly currency: string;
}

export interface OrderTotalsProps {
  readonly totals: CheckoutTotals;
  /** North America before the address is known: the tax is not worked out yet. */
  readonly taxPending?: boolean;
}

/**
 * Items, discount, shipping, tax (added in North America, included in Europe) and the total, as a description
 * list: each amount is read with its name.
 */
export function OrderTotals({ totals, taxPending = false }: OrderTotalsProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const money = (amount: number) => formatPrice(amount, totals.currency, site.locale.tag);
  return (
    <dl className="ts-order-totals">
      <div className="ts-order-totals__row">
        <dt>{t('checkout.totals.items')}</dt>
        <dd>{money(totals.itemTotal)}</dd>
      </div>
      {totals.totalDiscount > 0 ? (
        <div className="ts-order-totals__row ts-order-totals__row--discount">
          <dt>{t('checkout.totals.discount')}</dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </div>
      ) : null}
      <div className="ts-order-totals__row">
        <dt>{t('checkout.totals.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('checkout.free') : money(totals.shipping)}</dd>
      </div>
      {totals.taxIncluded ? null : (
        <div className="ts-order-totals__row">
          <dt>{t('checkout.totals.tax')}</dt>
          <dd>{taxPending ? <span className="ts-order-totals__pending">{t('checkout.totals.taxPending')}</span> : money(totals.tax)}</dd>
        </div>
      )}
      <div className="ts-order-totals__row ts-order-totals__row--total">
        <dt>{t('checkout.totals.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
      {totals.taxIncluded ? (
        <div className="ts-order-totals__row ts-order-totals__row--vat">
          <dt>{t('checkout.totals.vat')}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
