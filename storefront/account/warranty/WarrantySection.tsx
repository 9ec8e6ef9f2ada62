import { useState } from 'react';
import { useMessages, useRuntime } from '../../../runtime/react';
import { commerce } from '../../commerce';
import { accountProblem } from '../errors';
import type { AccountSectionProps } from '../section-views';
import { WarrantyForm, type WarrantyValues } from './WarrantyForm';

/**
 * The account's warranty section: the claim form, then its case number (said in the shell's status line too), and a
 * way to file another. Optional fields left empty are not sent.
 */
export function WarrantySection({ locale, announce }: AccountSectionProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const [caseNumber, setCaseNumber] = useState<string | undefined>(undefined);
  const [round, setRound] = useState(0);
  const send = async ({ styleNumber, size, orderNumber, purchasePlace, defect, ...values }: WarrantyValues) => {
    try {
      const body = {
        ...values,
        purchasePlace: purchasePlace as Exclude<WarrantyValues['purchasePlace'], ''>,
        defect: defect as Exclude<WarrantyValues['defect'], ''>,
        ...(styleNumber ? { styleNumber } : {}),
        ...(size ? { size } : {}),
        ...(orderNumber && purchasePlace === 'online' ? { orderNumber } : {}),
      };
      const answer = await commerce.call('POST /consumers-v3/consumer/warranty', { query: { locale }, body });
      setCaseNumber(answer.caseNumber);
      announce(t('warranty.sent', { caseNumber: answer.caseNumber }));
      return undefined;
    } catch (error) {
      return accountProblem(error, site.locale.country);
    }
  };
  if (caseNumber)
    return (
      <section className="ts-account-section" aria-labelledby="warranty-sent">
        <h2 className="ts-account-section__title" id="warranty-sent" tabIndex={-1} ref={(node) => node?.focus()}>
          {t('warranty.sentTitle')}
        </h2>
        <p className="ts-account__lead">{t('warranty.sent', { caseNumber })}</p>
        <button
          type="button"
          className="ts-button ts-button--secondary ts-button--md"
          onClick={() => {
            setCaseNumber(undefined);
            setRound((n) => n + 1);
          }}
        >
          {t('warranty.another')}
        </button>
      </section>
    );
  return <WarrantyForm key={round} onSubmit={send} />;
}
