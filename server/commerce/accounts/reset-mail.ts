import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import type { MailMessage } from '../../providers/mail/port';
import { RESET_LINK_MS } from './codes';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The password-reset e-mail, in the site's language (the message catalogue's `mail.resetPassword.*`): the link to
 * the site's reset page with the token, and for how long it works. Nothing in it says more about the account.
 */
export function resetPasswordMail(to: string, token: string, site: Site, publicUrl: string): MailMessage {
  const t = wordsOf(site.locale.tag);
  const brand = site.brand.name;
  const link = `${publicUrl}/${site.locale.locale}/reset-password?token=${encodeURIComponent(token)}`;
  const hours = Math.round(RESET_LINK_MS / 3_600_000);
  const subject = t('mail.resetPassword.subject', { brand });
  const intro = t('mail.resetPassword.intro', { brand });
  const expiry = t('mail.resetPassword.expiry', { hours });
  const ignore = t('mail.resetPassword.ignore');
  const text = [intro, '', t('mail.resetPassword.link', { link }), '', expiry, ignore].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(site.locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<main><h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.resetPassword.button'))}</a></p>
<p>${escapeHtml(expiry)}</p><p>${escapeHtml(ignore)}</p></main></body></html>`;
  return { to, subject, text, html };
}
