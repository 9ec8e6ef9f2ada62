import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  DEFAULT_MAX_QTY,
  detectBrand,
  extractProductId,
  luhnValid,
  productPagePath,
  productSegment,
  purchasableQty,
} from '../../../runtime/core';
import { addItemBodySchema } from '../../../schemas';

describe('the product page path', () => {
  it('is /{locale}/p/{slug}-{id}, which the storefront reads back as that product', () => {
    const path = productPagePath('fr-ca', 'botte-summit', 'RL10062010');
    expect(path).toBe('/fr-ca/p/botte-summit-RL10062010');
    expect(extractProductId(path)).toBe('RL10062010');
    expect(productSegment(path.split('/')[3])).toEqual({ slug: 'botte-summit', id: 'RL10062010' });
  });

  it('opens on a colour when one is given', () => {
    expect(productPagePath('en-us', 'summit-trail', 'RL10062010', '220')).toBe('/en-us/p/summit-trail-RL10062010?colour=220');
  });
});

describe('the purchasable quantity', () => {
  it('is the stock, never above 999,999 (spec 000 §9)', () => {
    expect(DEFAULT_MAX_QTY).toBe(999_999);
    expect(purchasableQty(0)).toBe(0);
    expect(purchasableQty(12)).toBe(12);
    expect(purchasableQty(999_999)).toBe(999_999);
    expect(purchasableQty(5_000_000)).toBe(999_999);
  });

  it('is the ceiling the add-item contract refuses past', () => {
    const body = (qty: number) => ({ cartId: 'a'.repeat(24), productId: 'RL10062010', upc: '123456789012', qty });
    expect(addItemBodySchema.safeParse(body(DEFAULT_MAX_QTY)).success).toBe(true);
    expect(addItemBodySchema.safeParse(body(DEFAULT_MAX_QTY + 1)).success).toBe(false);
  });
});

describe('the card number rules shared by the card fields and the gateway', () => {
  it('checks the Luhn digit and refuses anything but digits', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names a whole number by its network, and the first digits typed', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
    expect(cardBrand('42424242')).toBeNull();
    expect(detectBrand('42')).toBe('visa');
    expect(detectBrand('2720')).toBe('mastercard');
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('6')).toBeNull();
  });
});
