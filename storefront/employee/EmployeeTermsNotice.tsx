import { forwardRef } from 'react';
import { useMessages } from '../../runtime/react';

/**
 * What the account says while an employee has put the terms off ("Not now"): the discount does not apply, and a
 * button opens the terms again.
 */
export const EmployeeTermsNotice = forwardRef<HTMLButtonElement, { readonly onReview: () => void }>(function EmployeeTermsNotice({ onReview }, ref) {
  const t = useMessages();
  return (
    <div className="ts-employee-notice">
      <p className="ts-employee-notice__text">{t('account.employee.notice.text')}</p>
      <button ref={ref} type="button" className="ts-button ts-button--secondary ts-button--sm" onClick={onReview}>
        {t('account.employee.notice.review')}
      </button>
    </div>
  );
});
