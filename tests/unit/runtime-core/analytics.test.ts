import { describe, expect, it } from 'vitest';
import { analyticsEvent, dataLayerSink } from '../../../runtime/core';

describe('analytics events', () => {
  it('keeps strings, booleans and safe integers, and drops anything else', () => {
    expect(analyticsEvent('e', { a: 'x', b: true, c: 3, d: 1.5, e: 2 ** 60, f: null, g: { nested: 1 }, h: undefined }).attributes).toEqual({
      a: 'x',
      b: true,
      c: 3,
    });
  });

  it('keeps revenue (integer) and value (decimal) only when they parse as finite numbers', () => {
    expect(analyticsEvent('buy', { revenue: '129.90', value: '12.5' }).attributes).toEqual({ revenue: 129, value: 12.5 });
    expect(analyticsEvent('buy', { revenue: 'free', value: Number.POSITIVE_INFINITY }).attributes).toEqual({});
  });

  it('pushes to a data layer it creates when missing', () => {
    const target: { dataLayer?: unknown[] } = {};
    dataLayerSink(target)(analyticsEvent('popup_click', { popupName: 'newsletter' }));
    expect(target.dataLayer).toEqual([{ event: 'popup_click', popupName: 'newsletter' }]);
  });
});
