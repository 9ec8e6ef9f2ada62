import { useId } from 'react';
import { formatPrice } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { SpendBanner } from './spend-banner';

const titles = {
  employee: 'account.spend.employee.title',
  athlete: 'account.spend.athlete.title',
  ipa: 'account.spend.ipa.title',
  wranx: 'account.spend.wranx.title',
} as const;

/**
 * The spend banner (spec 000 §4): the programme, this year's spend against the employee's annual cap or the
 * athlete's or professional's annual credit in the site's money, and a bar of it (a `<progress>` named by the
 * programme, its value said in words).
 */
export function ProgrammeSpend({ banner }: { readonly banner: SpendBanner }) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const money = (minor: number) => formatPrice(minor, site.locale.currency, site.locale.tag);
  const { programme, currentSpend, limit } = banner;
  const spent = money(currentSpend);
  const said =
    limit === null
      ? t('account.spend.spentOnly', { spent })
      : programme === 'employee'
        ? t('account.spend.ofCap', { spent, limit: money(limit) })
        : t('account.spend.ofCredit', { spent, limit: money(limit) });
  return (
    <section className={`ts-spend ts-spend--${programme}`} aria-labelledby={`${id}-title`}>
      <h2 className="ts-spend__title" id={`${id}-title`}>
        {t(titles[programme])}
      </h2>
      <p className="ts-spend__amounts" id={`${id}-amounts`}>
        {said}
      </p>
      {limit === null ? null : (
        <>
          <progress
            className="ts-spend__bar"
            max={Math.max(limit, 1)}
            value={Math.min(currentSpend, limit)}
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-amounts`}
            aria-valuetext={said}
          />
          <p className="ts-spend__left">{t('account.spend.left', { left: money(Math.max(limit - currentSpend, 0)) })}</p>
        </>
      )}
    </section>
  );
}
