import { useMessages } from '../../runtime/react';

/** The checkout while the shopper's cart loads (and what the server renders): its shape, and one sentence for screen readers. */
export function CheckoutLoading() {
  const t = useMessages();
  return (
    <div className="ts-checkout ts-checkout--loading" aria-busy="true">
      <h1 className="ts-checkout__title">{t('checkout.title')}</h1>
      <p className="ts-sr-only" role="status">
        {t('checkout.loading')}
      </p>
      <div className="ts-checkout__body" aria-hidden="true">
        <div className="ts-checkout__main">
          <div className="ts-skeleton ts-skeleton--title" />
          <div className="ts-skeleton ts-skeleton--text" />
          <div className="ts-skeleton ts-skeleton--text" />
          <div className="ts-skeleton ts-skeleton--text ts-skeleton--short" />
          <div className="ts-skeleton ts-skeleton--button" />
        </div>
      </div>
    </div>
  );
}
