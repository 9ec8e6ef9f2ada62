import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import type { MailMessage } from '../../providers/mail/port';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CaseMail {
  readonly to: string;
  readonly firstName: string;
  readonly caseNumber: string;
  readonly kind: 'contact' | 'warranty';
  /** The topic in the site's words (a subject, or the kind of defect). */
  readonly topic: string;
  readonly message: string;
}

/**
 * The acknowledgement of a case, in the site's language (`mail.supportCase.*`): its number to quote, what it is
 * about, the shopper's own words back, and when to expect an answer. Sent to the address the form gave.
 */
export function supportCaseMail(mail: CaseMail, site: Site): MailMessage {
  const t = wordsOf(site.locale.tag);
  const brand = site.brand.name;
  const subject = t('mail.supportCase.subject', { brand, caseNumber: mail.caseNumber });
  const greeting = mail.firstName ? t('mail.supportCase.greeting', { name: mail.firstName }) : t('mail.supportCase.greetingPlain');
  const intro = t('mail.supportCase.intro', { kind: mail.kind, brand });
  const about = t('mail.supportCase.about', { topic: mail.topic, caseNumber: mail.caseNumber });
  const reply = t('mail.supportCase.reply');
  const yours = t('mail.supportCase.yourMessage');
  const text = [greeting, '', intro, about, '', `${yours}:`, mail.message, '', reply].join('\n');
  const paragraphs = mail.message
    .split(/\n{2,}/)
    .map((part) => `<p style="white-space:pre-wrap">${escapeHtml(part)}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${escapeHtml(site.locale.tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<main><h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(about)}</strong></p>
<h2 style="font-size:16px">${escapeHtml(yours)}</h2><blockquote style="margin:0;padding-left:12px;border-left:3px solid #ccc">${paragraphs}</blockquote>
<p>${escapeHtml(reply)}</p></main></body></html>`;
  return { to: mail.to, subject, text, html };
}
