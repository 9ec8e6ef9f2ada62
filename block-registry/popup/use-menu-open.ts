/** Any open mega-menu panel or mobile drawer: its trigger says `aria-expanded="true"`. */
const OPEN_MENU = '.ts-mega [aria-expanded="true"]';

export const isMenuOpen = (): boolean => typeof document !== 'undefined' && document.querySelector(OPEN_MENU) !== null;

/**
 * Runs `run` now if the site's mega menu is closed, otherwise as soon as it closes. The menu's own ARIA state
 * is read, so the pop-up needs no wiring into the header. Returns a cancel function.
 */
export function whenMenuClosed(run: () => void): () => void {
  if (!isMenuOpen()) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (isMenuOpen()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  return () => observer.disconnect();
}
