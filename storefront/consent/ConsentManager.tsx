import '../styles/consent.css';
import { useEffect, useRef, useState } from 'react';
import { CONSENT_COOKIE, CONSENT_SETTINGS_EVENT, consentPending } from '../../runtime/core';
import { useMessages, usePersistedFlag, useRuntime } from '../../runtime/react';
import { ConsentBanner } from './ConsentBanner';
import { acceptAll, consentChoiceOf, consentCookieValue, rejectOptional, type ConsentChoice } from './consent-cookie';
import { ConsentSettings } from './ConsentSettings';

/**
 * Asks for consent and keeps the answer (issue 24 §4): the banner while a site that asks has no answer, the
 * settings dialog from the banner or from the footer's "Cookie settings" on any site. The answer is the `ts_consent`
 * cookie, written through the remembered-choices store, so personalization (which reads the same store) follows it
 * at once, and the server reads it with the next request.
 */
export default function ConsentManager({ openSettings = false }: { readonly openSettings?: boolean }) {
  const t = useMessages();
  const { site, mode } = useRuntime();
  const [answer, write] = usePersistedFlag(CONSENT_COOKIE);
  const [settings, setSettings] = useState(openSettings);
  const [saved, setSaved] = useState(0);
  const pending = consentPending(site.brand.region, mode.mode === 'preview', answer);
  // The banner goes with the answer, and its button had the focus (or opened the dialog that had it): once the
  // dialog is closed, the page's main region takes the focus rather than the body.
  const focusMain = useRef(false);
  useEffect(() => {
    if (!focusMain.current || settings) return;
    focusMain.current = false;
    document.getElementById('main')?.focus({ preventScroll: true });
  });

  useEffect(() => {
    const open = () => setSettings(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, open);
  }, []);

  const keep = (choice: ConsentChoice) => {
    focusMain.current = pending;
    write(consentCookieValue(choice));
    setSettings(false);
    setSaved((n) => n + 1);
  };

  return (
    <>
      {pending ? (
        <ConsentBanner
          privacyHref={`/${site.locale.locale}/privacy`}
          onAcceptAll={() => keep(acceptAll)}
          onNecessaryOnly={() => keep(rejectOptional)}
          onSettings={() => setSettings(true)}
        />
      ) : null}
      <ConsentSettings open={settings} choice={consentChoiceOf(answer)} onSave={keep} onClose={() => setSettings(false)} />
      <p className="ts-visually-hidden" role="status">
        {saved > 0 ? t('consent.saved') : ''}
      </p>
    </>
  );
}
