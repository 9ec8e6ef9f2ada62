import { Suspense, lazy, memo, useEffect, useState } from 'react';
import { CONSENT_COOKIE, CONSENT_SETTINGS_EVENT, consentPending } from '../../runtime/core';
import { usePersistedFlag, useRuntime } from '../../runtime/react';

// NB: a chunk of its own, requested after hydration: asking for consent adds nothing to first-load JavaScript.
const ConsentManager = lazy(() => import('../consent/ConsentManager'));

/**
 * Where consent is asked. Client-only, like the pop-ups: the server HTML has nothing here (a cached page is the
 * same for everyone, and nothing shifts as it hydrates). The manager's code comes once hydrated when the site asks
 * and the shopper had not answered as the page opened, or when the footer's "Cookie settings" asks for it on any
 * site. Once there it stays for the page's life: it says the answer was kept and hands the focus on.
 */
export const ConsentSlot = memo(function ConsentSlot() {
  const { site, mode } = useRuntime();
  const [answer] = usePersistedFlag(CONSENT_COOKIE);
  const [askedAtLoad] = useState(() => consentPending(site.brand.region, mode.mode === 'preview', answer));
  const [hydrated, setHydrated] = useState(false);
  const [settings, setSettings] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setHydrated(true));
    const open = () => setSettings(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, open);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener(CONSENT_SETTINGS_EVENT, open);
    };
  }, []);
  if (!hydrated || (!askedAtLoad && !settings)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager openSettings={settings} />
    </Suspense>
  );
});
