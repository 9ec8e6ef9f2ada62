import { useState } from 'react';
import { firstUndismissed } from '../../block-registry';
import { CONSENT_COOKIE, consentPending, type ResolvedBlock } from '../../runtime/core';
import { BlockView, usePersistedFlag, useRuntime } from '../../runtime/react';

/**
 * The pop-up manager (spec 001 §2): shows the first of the site's pop-ups the shopper has not dismissed, one
 * at a time. The choice is made once per page load, so closing one never brings the next straight up: the
 * next shows on the following visit or reload.
 */
export default function PopupManager({ popups }: { readonly popups: readonly ResolvedBlock[] }) {
  const { persisted, site, mode } = useRuntime();
  const [chosen] = useState(() => firstUndismissed(popups, (name) => persisted.get(name)));
  const [consent] = usePersistedFlag(CONSENT_COOKIE);
  // Consent is asked first: a pop-up waits while the consent banner is up, and shows once it is answered.
  if (!chosen || consentPending(site.brand.region, mode.mode === 'preview', consent)) return null;
  return (
    <div className="ts-popup-layer" data-popup-id={chosen.id}>
      <BlockView block={chosen} />
    </div>
  );
}
