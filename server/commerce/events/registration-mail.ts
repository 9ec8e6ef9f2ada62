import { wordsOf } from '../../../messages/interpret';
import { formatDate, type Site } from '../../../runtime/core';
import type { MailMessage } from '../../providers/mail/port';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RegistrationMail {
  readonly to: string;
  readonly firstName: string | null;
  readonly eventTitle: string;
  readonly days: readonly string[];
  readonly plusOne: string | null;
  readonly updated: boolean;
}

/**
 * The confirmation of an event registration, in the site's language (`mail.eventRegistration.*`): the event, the
 * days the shopper will come on, their guest, and that registering again changes it.
 */
export function eventRegistrationMail(mail: RegistrationMail, site: Site): MailMessage {
  const t = wordsOf(site.locale.tag);
  const brand = site.brand.name;
  const subject = t('mail.eventRegistration.subject', { brand, event: mail.eventTitle });
  const greeting = mail.firstName ? t('mail.eventRegistration.greeting', { name: mail.firstName }) : t('mail.eventRegistration.greetingPlain');
  const intro = t(mail.updated ? 'mail.eventRegistration.updated' : 'mail.eventRegistration.intro', { event: mail.eventTitle });
  const daysLabel = t('mail.eventRegistration.days', { count: mail.days.length });
  const days = mail.days.map((day) => formatDate(day, site.locale.tag, 'long'));
  const guest = mail.plusOne ? t('mail.eventRegistration.guest', { name: mail.plusOne }) : '';
  const change = t('mail.eventRegistration.change');
  const text = [greeting, '', intro, '', `${daysLabel}:`, ...days.map((day) => `- ${day}`), ...(guest ? ['', guest] : []), '', change].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(site.locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<main><h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<h2 style="font-size:16px">${escapeHtml(daysLabel)}</h2><ul>${days.map((day) => `<li>${escapeHtml(day)}</li>`).join('')}</ul>
${guest ? `<p>${escapeHtml(guest)}</p>` : ''}<p>${escapeHtml(change)}</p></main></body></html>`;
  return { to: mail.to, subject, text, html };
}
