import { describe, expect, it } from 'vitest';
import type { Address } from '../../../schemas';
import { address } from '../../support/address';
import { orderMail } from '../../../server/commerce/orders/order-mail';
import type { OrderRow } from '../../../server/commerce/orders/repository';

function order(siteId: string, currency: string, ship: Address, brand = 'visa'): OrderRow {
  return {
    orderNumber: 'RL10000042',
    st: 'secret',
    cartId: 'c1',
    holderId: 'h1',
    siteId,
    currency,
    email: 'maya@example.com',
    channel: 'web',
    status: 'authorized',
    idempotencyKey: null,
    inStoreStoreId: null,
    inStoreEmployeeId: null,
    items: [
      {
        itemId: 'i1',
        productId: 'p1',
        upc: '1',
        qty: 2,
        name: 'Summit Trail GTX',
        colour: { code: '001', name: 'Black' },
        size: '9',
        price: { current: 15000, original: 15000, rowTotal: 30000, currency },
        pdpUrl: '/p',
        productImageURL: '/i.jpg',
      },
    ],
    shippingAddress: ship,
    billingAddress: ship,
    shippingMethod: { code: 'standard', price: 0, deliveryTime: '3-5' },
    totals: { itemTotal: 30000, shipping: 0, tax: 2400, taxIncluded: false, totalDiscount: 0, total: 32400, currency, totalUnits: 2 },
    payment: { brand, last4: '4242', token: 't', amount: 32400 },
    failure: null,
    statusNote: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

describe('the order e-mail', () => {
  it('names the card network and writes the address and phone as the order page does', () => {
    const mail = orderMail(order('ridgeline-en-us', 'USD', address({})), 'https://shop.example');
    expect(mail.text).toContain('Paid with Visa ending in 4242');
    expect(mail.text).toContain('Maya Okafor\n1420 Larimer St\nDenver, CO 80202\nUnited States\n(303) 555 - 0142');
    expect(mail.html).toContain('Denver, CO 80202<br>United States<br>(303) 555 - 0142');
    expect(mail.text).toContain('$300.00');
  });

  it('speaks the site’s language: French words, the network by name, the French address and phone', () => {
    const ship = address({
      addressLine1: '12 rue de Rivoli',
      city: 'Paris',
      province: '',
      postalCode: '75004',
      country: 'FR',
      countryCode: 'FR',
      phone: '+33612345678',
    });
    const mail = orderMail(order('kestrel-fr-fr', 'EUR', ship, 'mastercard'), 'https://shop.example');
    expect(mail.text).toContain('Payé avec Mastercard se terminant par 4242');
    expect(mail.text).toContain('12 rue de Rivoli\n75004 Paris\nFrance\n+33 6 12 34 56 78');
    expect(mail.subject).toContain('RL10000042');
  });

  it('writes a German phone by its area code', () => {
    const ship = address({
      addressLine1: 'Torstraße 1',
      city: 'Berlin',
      province: '',
      postalCode: '10119',
      country: 'DE',
      countryCode: 'DE',
      phone: '+4930123456',
    });
    const mail = orderMail(order('kestrel-de-de', 'EUR', ship, 'amex'), 'https://shop.example');
    expect(mail.text).toContain('Bezahlt mit American Express, endet auf 4242');
    expect(mail.text).toContain('10119 Berlin\nDeutschland\n+49 30 123456');
  });
});
