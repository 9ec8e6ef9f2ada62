import { use } from 'react';
import { loadedMessages, loadMessages } from '../core';
import type { Translate } from '../core';
import { useRuntime } from './runtime-context';

/**
 * The words of a locale. Loaded ones answer at once; otherwise the render waits (suspends) for the locale's
 * chunk, e.g. after a client-side navigation to another locale (the router's transition keeps the old page up).
 */
export function useLocaleMessages(tag: string): Translate {
  return loadedMessages(tag) ?? use(loadMessages(tag));
}

/** The interface words of the runtime's site: `const t = useMessages(); t('carousel.goToSlide', { n: 2 })`. */
export function useMessages(): Translate {
  return useLocaleMessages(useRuntime().site.locale.tag);
}
