import { useMemo } from 'react';
import { CONSENT_COOKIE, p13nContext } from '../../runtime/core';
import type { P13nContext } from '../../runtime/core';
import { usePersistedFlag, useRuntime } from '../../runtime/react';

/**
 * The personalization context of the current page for the container blocks: consent (the `ts_consent`
 * cookie, the site's region, the page's mode) and the `p13n_testcontext` flag. Built from the location and the
 * request's cookies, so the server render already shows what the hydrated page shows.
 */
export function useP13nContext(): P13nContext {
  const { site, locationKey, mode } = useRuntime();
  const [consent] = usePersistedFlag(CONSENT_COOKIE);
  const region = site.brand.region;
  const preview = mode.mode === 'preview';
  return useMemo(() => p13nContext({ region, location: locationKey, consentCookie: consent, preview }), [region, locationKey, consent, preview]);
}
