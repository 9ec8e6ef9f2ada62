import { useId } from 'react';
import { SmartLink, useMessages } from '../../runtime/react';

export interface ConsentBannerProps {
  /** The site's privacy page (`/en-gb/privacy`). */
  readonly privacyHref: string;
  readonly onAcceptAll: () => void;
  readonly onNecessaryOnly: () => void;
  readonly onSettings: () => void;
}

/**
 * The consent banner (issue 24 §4): a labelled region at the foot of the window, not a modal, so the page stays
 * usable while it asks. Its three answers are of equal weight: refusing is as easy as accepting.
 */
export function ConsentBanner({ privacyHref, onAcceptAll, onNecessaryOnly, onSettings }: ConsentBannerProps) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="ts-consent" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <div className="ts-consent__inner">
        <div className="ts-consent__words">
          <h2 className="ts-consent__title" id={`${id}-title`}>
            {t('consent.banner.title')}
          </h2>
          <p className="ts-consent__text" id={`${id}-text`}>
            {t('consent.banner.text')} <SmartLink href={privacyHref}>{t('consent.banner.privacy')}</SmartLink>
          </p>
        </div>
        <div className="ts-consent__actions">
          <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={onSettings} aria-haspopup="dialog">
            {t('consent.settings')}
          </button>
          <button type="button" className="ts-button ts-button--secondary ts-button--md" onClick={onNecessaryOnly}>
            {t('consent.rejectOptional')}
          </button>
          <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={onAcceptAll}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}
