import { readFileSync } from 'node:fs';
import { formatPrice, siteById } from '../../../runtime/core';
import type { MailMessage } from '../../providers/mail/port';
import type { OrderRow } from './repository';

type Catalogue = Readonly<Record<string, string>>;
const read = (tag: string): Catalogue => JSON.parse(readFileSync(new URL(`../../../messages/${tag}.json`, import.meta.url), 'utf8')) as Catalogue;

/** A locale's words after its `@extends` chain (the mail uses plain `{name}` arguments only). */
function catalogue(tag: string): Catalogue {
  const { '@extends': parent, ...own } = read(tag);
  return { ...(parent ? catalogue(parent) : {}), ...own };
}
const catalogues = new Map<string, Catalogue>();
function words(tag: string) {
  let found = catalogues.get(tag);
  if (!found) {
    try {
      found = catalogue(tag);
    } catch {
      found = catalogue('en-US');
    }
    catalogues.set(tag, found);
  }
  const source = found;
  return (key: string, values: Readonly<Record<string, string>> = {}) =>
    (source[key] ?? key).replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order's confirmation e-mail, in the site's language, with its items, addresses, totals and payment. */
export function orderMail(order: OrderRow, publicUrl: string): MailMessage {
  const site = siteById(order.siteId);
  const tag = site?.locale.tag ?? 'en-US';
  const t = words(tag);
  const money = (minor: number) => formatPrice(minor, order.currency, tag);
  const brand = site?.brand.name ?? 'Tessera';
  const link = `${publicUrl}/${site?.locale.locale ?? 'en-us'}/order-confirmation?orderNumber=${order.orderNumber}&st=${order.st}`;
  const ship = order.shippingAddress;
  const addressLines = [`${ship.firstName} ${ship.lastName}`, ship.addressLine1, ship.addressLine2, `${ship.postalCode} ${ship.city} ${ship.province}`.trim(), ship.country].filter(Boolean);
  const lines = order.items.map((item) => `${item.qty} × ${item.name}, ${item.colour.name}, ${item.size}: ${money(item.price.rowTotal)}`);
  const totals = [
    [t('mail.order.items'), money(order.totals.itemTotal)],
    [t('mail.order.shipping'), order.totals.shipping === 0 ? t('mail.order.free') : money(order.totals.shipping)],
    [order.totals.taxIncluded ? t('mail.order.vatIncluded') : t('mail.order.tax'), money(order.totals.tax)],
    [t('mail.order.total'), money(order.totals.total)],
  ];
  const payment = t('mail.order.paidWith', { brand: order.payment.brand, last4: order.payment.last4 });
  const subject = t('mail.order.subject', { brand, orderNumber: order.orderNumber });
  const greeting = t('mail.order.greeting', { name: ship.firstName });
  const text = [
    greeting, t('mail.order.intro', { orderNumber: order.orderNumber }), '', ...lines, '',
    ...totals.map(([label, value]) => `${label}: ${value}`), '', payment, '', t('mail.order.shipTo'), ...addressLines, '', `${t('mail.order.view')}: ${link}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('mail.order.intro', { orderNumber: order.orderNumber }))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${order.items.map((item) =>
    `<tr><td style="padding:6px 0;border-bottom:1px solid #ddd">${item.qty} × ${escapeHtml(item.name)}<br><span style="color:#555">${escapeHtml(item.colour.name)}, ${escapeHtml(item.size)}</span></td><td style="text-align:right;border-bottom:1px solid #ddd">${escapeHtml(money(item.price.rowTotal))}</td></tr>`).join('')}
${totals.map(([label, value]) => `<tr><td style="padding:4px 0">${escapeHtml(label ?? '')}</td><td style="text-align:right">${escapeHtml(value ?? '')}</td></tr>`).join('')}</table>
<p>${escapeHtml(payment)}</p><h2 style="font-size:16px">${escapeHtml(t('mail.order.shipTo'))}</h2><p>${addressLines.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.order.view'))}</a></p></body></html>`;
  return { to: order.email, subject, text, html };
}
