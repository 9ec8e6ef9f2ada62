import { useEffect } from 'react';
import { useLocaleMessages } from '../../runtime/react';
import type { Site } from '../../runtime/core';
import { usePage } from '../page/page-context';
import { endSelling, sessionLost, useInStoreSession } from './use-in-store';

/**
 * The in-store associate's bar above the header (spec 000 §3, §6): which store and who is selling while the tab is
 * connected, and "End session", which clears it and opens `/{locale}/associate-login`. A page of the mode that finds
 * its session cleared (on arrival, after a navigation, or when the tab comes back into focus) goes there too.
 */
export function InStoreBar({ site }: { readonly site: Site }) {
  const t = useLocaleMessages(site.locale.tag);
  const { state, navigate } = usePage();
  const session = useInStoreSession();
  const login = `${state.path.startsWith('/pre/') ? '/pre' : ''}/${site.locale.locale}/associate-login`;
  const onLogin = state.path.split('?')[0] === login;
  const go = (href: string, replace = false) => {
    if (navigate) navigate(href, { replace });
    else window.location.assign(href);
  };
  useEffect(() => {
    if (!session && !onLogin && sessionLost()) go(login, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is made each render from `navigate`, which is listed
  }, [session, onLogin, login, navigate, state.path]);
  if (!session) return null;
  return (
    <InStoreBarView
      t={t}
      storeName={session.storeName}
      employeeName={session.storeEmployeeName}
      onEnd={() => {
        endSelling();
        go(login);
      }}
    />
  );
}

export interface InStoreBarViewProps {
  /** The shell's words of the page's locale. */
  readonly t: ReturnType<typeof useLocaleMessages>;
  readonly storeName: string;
  readonly employeeName: string;
  readonly onEnd: () => void;
}

/** The bar itself: a labelled region saying where and who, and the button that ends the session. */
export function InStoreBarView({ t, storeName, employeeName, onEnd }: InStoreBarViewProps) {
  return (
    <section className="ts-in-store" aria-label={t('shell.inStore.label')}>
      <p className="ts-in-store__status">{t('shell.inStore.status', { store: storeName, employee: employeeName })}</p>
      <button type="button" className="ts-button ts-button--secondary ts-button--sm ts-in-store__end" onClick={onEnd}>
        {t('shell.inStore.end')}
      </button>
    </section>
  );
}
