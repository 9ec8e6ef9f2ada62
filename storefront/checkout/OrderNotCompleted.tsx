import * as errorIds from '../../schemas/error-ids';
import { useId } from 'react';
import { SmartLink, useMessages } from '../../runtime/react';
import type { Order } from '../../schemas';
import { CheckoutIcon } from './icons';
import { LineItems } from './LineItems';

/** Why a payment did not go through, by the code the order's failure carries (spec 000 §8), as the page words it. */
const reasonOf: Readonly<Record<string, 'declined' | 'expiry' | 'authentication' | 'unavailable'>> = {
  [errorIds.declined]: 'declined',
  [errorIds.insufficientFunds]: 'declined',
  [errorIds.cardExpiryInvalid]: 'expiry',
  // A failed 3-D Secure challenge, or one not answered in its time.
  [errorIds.authenticationFailed]: 'authentication',
  [errorIds.paymentNotCompleted]: 'unavailable',
};

export interface OrderNotCompletedProps {
  /** An order its payment never completed: cancelled, with the `failure` that says why. */
  readonly order: Order;
  /** The shopper's cart, which holds the order's items again. */
  readonly cartHref: string;
}

/**
 * The confirmation page of an order whose payment did not go through (refused, a challenge failed or expired, or a
 * crash the store settled): it says so instead of thanking, that nothing was charged, and leads back to the cart,
 * which holds the items again. The order number stays, for the shopper who calls about it.
 */
export function OrderNotCompleted({ order, cartHref }: OrderNotCompletedProps) {
  const t = useMessages();
  const id = useId();
  const reason = reasonOf[order.failure?.errorId ?? ''] ?? 'other';
  return (
    <article className="ts-confirmation ts-confirmation--failed" aria-labelledby={`${id}-title`}>
      <header className="ts-confirmation__head">
        <span className="ts-confirmation__tick ts-confirmation__tick--alert" aria-hidden="true">
          <CheckoutIcon name="alert" />
        </span>
        <h1 className="ts-confirmation__title" id={`${id}-title`}>
          {t('order.failed.title')}
        </h1>
        <p className="ts-confirmation__sent">{t('order.failed.reason', { reason })}</p>
        <p className="ts-confirmation__sent">
          <strong>{t('order.failed.notCharged')}</strong>
        </p>
        <p className="ts-confirmation__meta">{t('order.failed.cart')}</p>
        <p className="ts-confirmation__number">
          <span className="ts-confirmation__number-label">{t('order.number')}</span>
          <span className="ts-confirmation__number-value">{order.orderNumber}</span>
        </p>
      </header>
      <section className="ts-confirmation__items ts-confirmation__lines" aria-labelledby={`${id}-items`}>
        <h2 className="ts-confirmation__heading" id={`${id}-items`}>
          {t('order.items')}
        </h2>
        <LineItems items={order.items} />
      </section>
      <p className="ts-confirmation__continue">
        <SmartLink className="ts-button ts-button--primary ts-button--lg" href={cartHref}>
          {t('order.failed.toCart')}
        </SmartLink>
      </p>
    </article>
  );
}
