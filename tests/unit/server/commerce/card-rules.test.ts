import { describe, expect, it } from 'vitest';
import { cardBrand, luhnValid } from '../../../../runtime/core';
import { expired, testBehaviours } from '../../../../server/providers/payments/card-rules';

describe("the sandbox gateway's card rules", () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('tells the network by its leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('keeps a card valid through the last day of its month', () => {
    const now = new Date(Date.UTC(2026, 10, 30, 23, 59));
    expect(expired(11, 2026, now)).toBe(false);
    expect(expired(10, 2026, now)).toBe(true);
    expect(expired(1, 2027, now)).toBe(false);
  });

  it('gives every well-known test number its behaviour, each a valid card', () => {
    expect(testBehaviours).toMatchObject({
      '4000000000000002': 'decline',
      '4000000000009995': 'insufficient_funds',
      '4000000000003220': 'challenge',
    });
    for (const number of Object.keys(testBehaviours)) expect(luhnValid(number)).toBe(true);
  });
});
