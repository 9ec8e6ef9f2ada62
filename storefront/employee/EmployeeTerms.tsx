import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../runtime/react';
import type { ConsumerProfile } from '../../schemas';
import * as errorIds from '../../schemas/error-ids';
import { errorDetail } from '../commerce';
import { AccountStatus } from '../account/AccountAlert';
import { EmployeeTermsDialog } from './EmployeeTermsDialog';
import { EmployeeTermsNotice } from './EmployeeTermsNotice';
import { needsEmployeeTerms } from './spend-banner';
import { useAcceptEmployeeTerms, useTermsLater } from './use-employee-terms';

export interface EmployeeTermsProps {
  readonly profile: ConsumerProfile;
  /** The site's root (`/en-us`): the full terms are at `{root}/associate-discount-terms`. */
  readonly root: string;
}

/**
 * An employee's terms on the account's pages (spec 000 §4): while they are not accepted, the dialog asks; "Not now"
 * closes it for this tab and leaves a notice with a button to see the terms again; Accept records them and the
 * profile read again closes the dialog. Nothing for anyone else.
 */
export function EmployeeTerms({ profile, root }: EmployeeTermsProps) {
  const t = useMessages();
  const details = profile.consumerDetails;
  const needed = needsEmployeeTerms(details);
  const [later, setLater] = useTermsLater(details.consumerId);
  const accept = useAcceptEmployeeTerms();
  const [accepted, setAccepted] = useState(false);
  const review = useRef<HTMLButtonElement>(null);
  const focusReview = useRef(false);
  useEffect(() => {
    if (!later || !focusReview.current) return;
    focusReview.current = false;
    review.current?.focus();
  }, [later]);

  const failed = accept.error
    ? errorDetail(accept.error)?.errorId === errorIds.employeeTermsEmployeesOnly
      ? t('account.employee.terms.employeesOnly')
      : t('account.employee.terms.failed')
    : undefined;

  if (details.consumerType !== 'EMPLOYEE') return null;
  return (
    <>
      <AccountStatus message={accepted && !needed ? t('account.employee.terms.accepted') : undefined} />
      {needed && later ? (
        <EmployeeTermsNotice
          ref={review}
          onReview={() => {
            accept.reset();
            setLater(false);
          }}
        />
      ) : null}
      <EmployeeTermsDialog
        open={needed && !later}
        termsHref={`${root}/associate-discount-terms`}
        pending={accept.isPending}
        error={failed}
        onAccept={() => accept.mutate(undefined, { onSuccess: () => setAccepted(true) })}
        onNotNow={() => {
          focusReview.current = true;
          setLater(true);
        }}
      />
    </>
  );
}
