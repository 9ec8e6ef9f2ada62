import { parseConsentGroups, personalizationAllowed } from './consent';
import { parseQueryFlags } from './query-flags';
import type { Region } from './sites';
import { parseTestContext } from './test-context';
import type { TestContext } from './test-context';

export interface P13nInputs {
  readonly region: Region;
  /** pathname + search of the page (the runtime's `locationKey`). */
  readonly location: string;
  /** The `ts_consent` cookie's value, if any. */
  readonly consentCookie: string | undefined;
  /** The page is a preview (its mode, decided where the request entered). */
  readonly preview: boolean;
}

export interface P13nContext {
  /** Decisions and forced test contexts apply; otherwise containers show their baselines. */
  readonly allowed: boolean;
  readonly preview: boolean;
  readonly testContext: TestContext;
}

/**
 * Everything personalization needs from the request, computed from what both the server render and the
 * browser have (the page's mode, query, cookies), so hydration makes the same choice the server did.
 */
export function p13nContext({ region, location, consentCookie, preview }: P13nInputs): P13nContext {
  const at = location.indexOf('?');
  const flags = parseQueryFlags(at < 0 ? '' : location.slice(at));
  const allowed = personalizationAllowed({ region, consentGroups: parseConsentGroups(consentCookie), preview });
  return { allowed, preview, testContext: parseTestContext(flags.p13n_testcontext) };
}
