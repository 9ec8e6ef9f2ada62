import { useMessages } from '../../runtime/react';

/** While the session (and the profile) load: the page's heading, and a status that says why there is nothing yet. */
export function AccountLoading() {
  const t = useMessages();
  return (
    <div className="ts-account" aria-busy="true">
      <h1 className="ts-account__title">{t('account.title')}</h1>
      <p className="ts-account__lead" role="status">
        {t('account.loading')}
      </p>
    </div>
  );
}
