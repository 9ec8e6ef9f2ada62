import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useMessages, useRuntime } from '../../runtime/react';
import { accountProblem } from '../account/errors';
import { errorWords } from '../account/field-error';
import { siteRoot } from '../account/page-query';
import { SignInForm } from '../account/SignInForm';
import { sessionChanged, useProfile, useSession } from '../account/use-account';
import type { Navigate } from '../page/route-module';
import { agentSignIn, employeesOf, storesOf } from './agent-sign-in';
import { StorePicker } from './StorePicker';
import { startSelling } from './use-in-store';

export interface AssociateLoginFlowProps {
  readonly locale: string;
  readonly path: string;
  readonly navigate?: Navigate | undefined;
}

/** A page-level notice: the heading and a status or an alert, with a retry when something failed to load. */
function Notice({ words, onRetry }: { readonly words: string; readonly onRetry?: () => void }) {
  const t = useMessages();
  return (
    <div className="ts-account ts-account--narrow">
      <h1 className="ts-account__title">{t('account.associate.title')}</h1>
      <p className="ts-account__lead" role={onRetry ? 'alert' : 'status'}>
        {words}
      </p>
      {onRetry ? (
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={onRetry}>
          {t('account.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** The second step: the store and the associate, then the session starts and the associate goes to the home page. */
function ChooseStore({ locale, home, navigate }: { readonly locale: string; readonly home: string; readonly navigate?: Navigate | undefined }) {
  const t = useMessages();
  const { site } = useRuntime();
  const country = site.locale.country;
  const stores = useQuery({ queryKey: ['stores', locale, country], queryFn: () => storesOf(locale, country), staleTime: 300_000 });
  const [storeId, setStoreId] = useState('');
  const employees = useQuery({
    queryKey: ['store-employees', locale, storeId],
    queryFn: () => employeesOf(locale, storeId),
    enabled: storeId !== '',
    retry: false,
  });
  const onStore = useCallback((id: string) => setStoreId(id), []);

  if (stores.isPending) return <Notice words={t('account.associate.loading')} />;
  if (stores.isError) return <Notice words={t('account.associate.loadFailed')} onRetry={() => void stores.refetch()} />;
  if (stores.data.stores.length === 0) return <Notice words={t('account.associate.noStores')} />;
  const problem = employees.isError ? accountProblem(employees.error, country).message : undefined;
  return (
    <div className="ts-account ts-account--narrow">
      <StorePicker
        stores={stores.data.stores}
        employees={employees.data?.storeId === storeId ? employees.data.employees : undefined}
        employeesLoading={employees.isFetching}
        onStore={onStore}
        problem={errorWords(t, problem, country)}
        onSubmit={(pick) => {
          const store = stores.data.stores.find((s) => s.storeId === pick.storeId);
          const employee = employees.data?.employees.find((e) => e.storeEmployeeId === pick.storeEmployeeId);
          if (!store || !employee) return Promise.resolve({ errorId: 'API400', message: 'form.required', field: 'storeEmployeeId' });
          startSelling({
            storeId: store.storeId,
            storeName: store.name,
            storeEmployeeId: employee.storeEmployeeId,
            storeEmployeeName: employee.name,
          });
          if (navigate) navigate(home);
          else window.location.assign(home);
          return Promise.resolve();
        }}
      />
    </div>
  );
}

/**
 * `/{locale}/associate-login` (spec 000 §2, §6): an employee signs in at the agent's sign-in unless signed in as one
 * already, then chooses the store and who is selling; "Start selling" writes the buy-in-store session and opens the
 * home page. The session and the profile are read in the browser only.
 */
export function AssociateLoginFlow({ locale, path, navigate }: AssociateLoginFlowProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const client = useQueryClient();
  const home = siteRoot(locale, path);
  const session = useSession();
  const registered = session.data?.tokenType === 'Registered';
  const profile = useProfile(locale, registered);

  if (session.isPending || (registered && profile.isPending)) return <Notice words={t('account.associate.loading')} />;
  if (session.isError || profile.isError)
    return <Notice words={t('account.error.generic')} onRetry={() => void (session.isError ? session.refetch() : profile.refetch())} />;
  if (registered && profile.data?.consumerProfile.consumerDetails.consumerType === 'EMPLOYEE')
    return <ChooseStore locale={locale} home={home} navigate={navigate} />;
  return (
    <div className="ts-account ts-account--narrow ts-associate">
      <h1 className="ts-account__title">{t('account.associate.title')}</h1>
      <p className="ts-account__lead">{t(registered ? 'account.associate.notEmployee' : 'account.associate.lead')}</p>
      <SignInForm
        home={home}
        headingLevel={2}
        signUpOpen={false}
        onSubmit={async ({ email, password }) => {
          try {
            sessionChanged(client, await agentSignIn(email, password, locale));
            return undefined;
          } catch (error) {
            return accountProblem(error, site.locale.country);
          }
        }}
      />
    </div>
  );
}
