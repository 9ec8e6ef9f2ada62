import { useState } from 'react';
import { useMessages } from '../../runtime/react';
import * as errorIds from '../../schemas/error-ids';
import { commerce, errorDetail } from '../commerce';
import { EmployeeTermsDialog } from './EmployeeTermsDialog';
import { needsEmployeeTerms } from './spend-banner';
import { putTermsOff } from './use-employee-terms';

/**
 * After a sign-in outside the account (a sign-in block, the event dialog): whether the shopper is an employee with the
 * discount terms to accept (spec 000 §4), read from their profile. A failed read asks nothing: the account asks later.
 */
export async function termsToAsk(locale: string): Promise<string | null> {
  try {
    const details = (await commerce.call('GET /consumers-v3/consumer/profile', { query: { locale } })).consumerProfile.consumerDetails;
    return needsEmployeeTerms(details) ? details.consumerId : null;
  } catch {
    return null;
  }
}

/**
 * The terms dialog right after such a sign-in, without the account's queries: Accept records them, "Not now" leaves
 * them for the account to offer again; either way `onDone` carries on with what the sign-in was for.
 */
export function SignInTerms({ consumerId, home, onDone }: { readonly consumerId: string; readonly home: string; readonly onDone: () => void }) {
  const t = useMessages();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onDone();
  };
  return (
    <EmployeeTermsDialog
      open={open}
      termsHref={`${home}/associate-discount-terms`}
      pending={pending}
      error={error}
      onAccept={() => {
        setPending(true);
        setError(undefined);
        commerce.call('PUT /consumers-v3/consumer/employee-terms', { body: { accepted: true } }).then(close, (failure: unknown) => {
          setPending(false);
          setError(
            errorDetail(failure)?.errorId === errorIds.employeeTermsEmployeesOnly
              ? t('account.employee.terms.employeesOnly')
              : t('account.employee.terms.failed'),
          );
        });
      }}
      onNotNow={() => {
        putTermsOff(consumerId);
        close();
      }}
    />
  );
}
