import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import type { MailMessage } from '../../providers/mail/port';

/** How long a confirmation link works: two days, for a mailbox read at the weekend. */
export const CONFIRM_LINK_MS = 48 * 60 * 60_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A newsletter mail's unsubscribe page on the site (`/{locale}/newsletter/unsubscribe?token=…`): one press opts out. */
export const unsubscribeLinkOf = (token: string, site: Site, publicUrl: string): string =>
  `${publicUrl}/${site.locale.locale}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The double opt-in mail, in the site's language (`mail.subscriptionConfirm.*`): the link to the site's confirmation
 * page with the token, and for how long it works; at the end, as every newsletter mail, the unsubscribe link.
 */
export function subscriptionConfirmMail(to: string, token: string, unsubscribeToken: string, site: Site, publicUrl: string): MailMessage {
  const t = wordsOf(site.locale.tag);
  const brand = site.brand.name;
  const link = `${publicUrl}/${site.locale.locale}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  const hours = Math.round(CONFIRM_LINK_MS / 3_600_000);
  const subject = t('mail.subscriptionConfirm.subject', { brand });
  const intro = t('mail.subscriptionConfirm.intro', { brand });
  const expiry = t('mail.subscriptionConfirm.expiry', { hours });
  const ignore = t('mail.subscriptionConfirm.ignore');
  const unsubscribe = unsubscribeLinkOf(unsubscribeToken, site, publicUrl);
  const text = [
    intro,
    '',
    t('mail.subscriptionConfirm.link', { link }),
    '',
    expiry,
    ignore,
    '',
    t('mail.newsletter.unsubscribeText', { link: unsubscribe }),
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(site.locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<main><h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.subscriptionConfirm.button'))}</a></p>
<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p></main>
<footer style="font-size:12px;color:#555"><p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('mail.newsletter.unsubscribe'))}</a></p></footer></body></html>`;
  return { to, subject, text, html };
}
