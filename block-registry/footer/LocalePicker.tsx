import { useId } from 'react';
import { brands } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';

/**
 * Every locale of every brand, grouped by brand, each a plain link to `/{locale}`. A full page load on
 * purpose: switching locale may switch brand, theme and content.
 */
export function LocalePicker() {
  const { site } = useRuntime();
  const t = useMessages();
  const headingId = useId();
  return (
    <details className="ts-footer__locales">
      <summary className="ts-footer__locale-summary">
        <span className="ts-visually-hidden">{t('footer.chooseLocationLabel')} </span>
        <GlobeIcon />
        {site.locale.label}
      </summary>
      <div className="ts-footer__locale-panel" role="group" aria-labelledby={headingId}>
        <p id={headingId} className="ts-footer__locale-heading">
          {t('footer.chooseLocation')}
        </p>
        {brands.map((brand) => (
          <div key={brand.id} className="ts-footer__locale-brand">
            <p className="ts-footer__locale-brand-name">{brand.name}</p>
            <ul>
              {brand.locales.map((l) => (
                <li key={l.locale}>
                  <a href={`/${l.locale}`} hrefLang={l.tag} lang={l.tag} aria-current={l.locale === site.locale.locale ? 'true' : undefined}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}

const GlobeIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </svg>
);
