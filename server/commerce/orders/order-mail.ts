import { wordsOf } from '../../../messages/interpret';
import { addressLines, formatPrice, regionNamer, siteById } from '../../../runtime/core';
import { isShippingCountry } from '../../../schemas/constants';
import { formatPhone } from '../../../schemas/forms';
import type { MailMessage } from '../../providers/mail/port';
import type { OrderRow } from './repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order's confirmation e-mail, in the site's language, with its items, addresses, totals and payment: the same
 * words as the page (the message catalogue, card networks by name), the address as its country writes it and the
 * phone by its country's mask, like the order's page.
 */
export function orderMail(order: OrderRow, publicUrl: string): MailMessage {
  const site = siteById(order.siteId);
  const tag = site?.locale.tag ?? 'en-US';
  const t = wordsOf(tag);
  const money = (minor: number) => formatPrice(minor, order.currency, tag);
  const brand = site?.brand.name ?? 'Tessera';
  const link = `${publicUrl}/${site?.locale.locale ?? 'en-us'}/order-confirmation?orderNumber=${order.orderNumber}&st=${order.st}`;
  const ship = order.shippingAddress;
  const shipCountry = ship.countryCode || ship.country;
  const phone = ship.phone && isShippingCountry(shipCountry) ? formatPhone(ship.phone, shipCountry) : ship.phone;
  const shipTo = [...addressLines(ship, regionNamer(tag)), ...(phone ? [phone] : [])];
  const lines = order.items.map((item) =>
    t('mail.order.itemLine', {
      qty: item.qty,
      name: item.name,
      colour: item.colour.name,
      size: item.size,
      price: money(item.price.rowTotal),
    }),
  );
  const totals = [
    [t('mail.order.items'), money(order.totals.itemTotal)],
    [t('mail.order.shipping'), order.totals.shipping === 0 ? t('mail.order.free') : money(order.totals.shipping)],
    [order.totals.taxIncluded ? t('mail.order.vatIncluded') : t('mail.order.tax'), money(order.totals.tax)],
    [t('mail.order.total'), money(order.totals.total)],
  ];
  const payment = t('mail.order.paidWith', { brand: t('checkout.card.brand', { brand: order.payment.brand }), last4: order.payment.last4 });
  const subject = t('mail.order.subject', { brand, orderNumber: order.orderNumber });
  const greeting = t('mail.order.greeting', { name: ship.firstName });
  const text = [
    greeting,
    t('mail.order.intro', { orderNumber: order.orderNumber }),
    '',
    ...lines,
    '',
    ...totals.map(([label, value]) => t('mail.order.totalLine', { label: label ?? '', amount: value ?? '' })),
    '',
    payment,
    '',
    t('mail.order.shipTo'),
    ...shipTo,
    '',
    t('mail.order.viewLink', { link }),
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(tag)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">
<main><h1 style="font-size:22px">${escapeHtml(brand)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('mail.order.intro', { orderNumber: order.orderNumber }))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${order.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #ddd">${item.qty} × ${escapeHtml(item.name)}<br><span style="color:#555">${escapeHtml(item.colour.name)}, ${escapeHtml(item.size)}</span></td><td style="text-align:right;border-bottom:1px solid #ddd">${escapeHtml(money(item.price.rowTotal))}</td></tr>`,
    )
    .join('')}
${totals.map(([label, value]) => `<tr><td style="padding:4px 0">${escapeHtml(label ?? '')}</td><td style="text-align:right">${escapeHtml(value ?? '')}</td></tr>`).join('')}</table>
<p>${escapeHtml(payment)}</p><h2 style="font-size:16px">${escapeHtml(t('mail.order.shipTo'))}</h2><p>${shipTo.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.order.view'))}</a></p></main></body></html>`;
  return { to: order.email, subject, text, html };
}
