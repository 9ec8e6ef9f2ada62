import type { FooterBlock } from '../../schemas';
import { CONSENT_SETTINGS_EVENT } from '../../runtime/core';
import { RichText, SmartLink, useMessages } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { NewsletterFields } from '../newsletter-form/NewsletterFields';
import { FooterColumns } from './FooterColumns';
import { LocalePicker } from './LocalePicker';
import { SocialIcon, networkNames } from './social-icons';

/** Footer: newsletter call-out (with the newsletter's form), link columns, social links, the locale picker and legal text. */
export default function Footer({ block }: BlockProps<FooterBlock>) {
  const t = useMessages();
  return (
    <footer className="ts-footer">
      <div className="ts-footer__inner">
        {block.newsletter && (
          <div className="ts-footer__newsletter">
            <h2 className="ts-footer__newsletter-title">{block.newsletter.title}</h2>
            {block.newsletter.richText && <RichText className="ts-footer__newsletter-text" html={block.newsletter.richText} />}
            <NewsletterFields />
          </div>
        )}
        {block.columns.length > 0 && <FooterColumns columns={block.columns} />}
        <div className="ts-footer__bottom">
          {block.social.length > 0 && (
            <ul className="ts-footer__social">
              {block.social.map((s) => (
                <li key={s.network}>
                  <SmartLink
                    href={s.url}
                    target="_blank"
                    className="ts-footer__social-link"
                    aria-label={t('footer.socialLink', { network: networkNames[s.network] })}
                  >
                    <SocialIcon network={s.network} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
          {block.showLocaleSelector && <LocalePicker />}
          {/* The way back to the consent settings, on every site: a shopper may change the answer at any time. */}
          <button
            type="button"
            className="ts-footer__consent"
            aria-haspopup="dialog"
            onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}
          >
            {t('consent.settings')}
          </button>
          {block.legal && <p className="ts-footer__legal">{block.legal}</p>}
        </div>
      </div>
    </footer>
  );
}
