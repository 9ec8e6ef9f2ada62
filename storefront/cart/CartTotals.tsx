import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { Cart } from '../../schemas';
import { CartIcon } from './icons';

export interface CartTotalsProps {
  readonly totals: Cart['totals'];
  /** The cart's shipments: the standard method's delivery time and free-shipping threshold come from here. */
  readonly shippingMethods?: Cart['shippingMethods'];
}

type ShippingMethod = Cart['shippingMethods'][number]['applicableShippingMethods'][number];

/** The standard method of the first shipment, the one the cart page talks about. */
const standardMethod = (shipments: Cart['shippingMethods'] | undefined): ShippingMethod | undefined =>
  shipments?.[0]?.applicableShippingMethods.find((method) => method.code === 'standard');

/**
 * The cart's sums as a description list: items, what the reductions save (already within the items' sum, so it is
 * shown, not subtracted), shipping, tax and the total. In Europe prices include VAT: the VAT within the total is
 * named under it. In North America tax is added once the address is known: until then the total is an estimate.
 * Where the site ships free over an amount, a line says how far the items are from it.
 */
export function CartTotals({ totals, shippingMethods }: CartTotalsProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const money = (minor: number) => formatPrice(minor, totals.currency, site.locale.tag);
  const standard = standardMethod(shippingMethods);
  const hasUnits = totals.totalUnits > 0;
  const taxPending = !totals.taxIncluded && totals.tax === 0;
  const freeOver = hasUnits ? standard?.freeOver : undefined;
  return (
    <div className="ts-cart-totals">
      {freeOver !== undefined ? <FreeShipping itemTotal={totals.itemTotal} freeOver={freeOver} money={money} /> : null}
      <dl className="ts-cart-totals__list">
        <div className="ts-cart-totals__row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(totals.itemTotal)}</dd>
        </div>
        {totals.totalDiscount > 0 ? (
          <div className="ts-cart-totals__row ts-cart-totals__row--saving">
            <dt>{t('cart.savings')}</dt>
            <dd>{money(totals.totalDiscount)}</dd>
          </div>
        ) : null}
        <div className="ts-cart-totals__row">
          <dt>
            {t('cart.shipping')}
            {standard && hasUnits ? (
              // "3-5" as a range of days reads better with an en dash.
              <span className="ts-cart-totals__note">{t('cart.deliveryTime', { days: standard.deliveryTime.replace('-', '–') })}</span>
            ) : null}
          </dt>
          <dd>{totals.shipping === 0 && hasUnits ? t('cart.shippingFree') : money(totals.shipping)}</dd>
        </div>
        {totals.taxIncluded ? null : (
          <div className="ts-cart-totals__row">
            <dt>{t('cart.tax')}</dt>
            <dd className={taxPending ? 'ts-cart-totals__later' : undefined}>{taxPending ? t('cart.taxAtCheckout') : money(totals.tax)}</dd>
          </div>
        )}
        <div className="ts-cart-totals__row ts-cart-totals__row--total">
          <dt>{taxPending ? t('cart.estimatedTotal') : t('cart.total')}</dt>
          <dd>
            {money(totals.total)}
            {totals.taxIncluded ? <span className="ts-cart-totals__vat">{t('cart.vatIncluded', { amount: money(totals.tax) })}</span> : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** How far the items are from free shipping, with a bar for the eye (the sentence says it all to a screen reader). */
function FreeShipping({
  itemTotal,
  freeOver,
  money,
}: {
  readonly itemTotal: number;
  readonly freeOver: number;
  readonly money: (minor: number) => string;
}) {
  const t = useMessages();
  const reached = itemTotal >= freeOver;
  const share = reached || freeOver <= 0 ? 1 : itemTotal / freeOver;
  return (
    <div className={`ts-free-shipping${reached ? ' ts-free-shipping--reached' : ''}`}>
      <p className="ts-free-shipping__text">
        <CartIcon name={reached ? 'check' : 'truck'} />
        <span>{reached ? t('cart.freeShippingReached') : t('cart.freeShippingProgress', { amount: money(freeOver - itemTotal) })}</span>
      </p>
      <div className="ts-free-shipping__bar" aria-hidden="true">
        <div className="ts-free-shipping__fill" style={{ width: `${Math.round(share * 1000) / 10}%` }} />
      </div>
    </div>
  );
}
