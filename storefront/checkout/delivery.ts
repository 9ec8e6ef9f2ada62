import type { Translate } from '../../runtime/core';
import type { Cart } from '../../schemas';

export type ShippingMethod = Cart['shippingMethods'][number]['applicableShippingMethods'][number];

/** A method's delivery time in words: "3-5" → "3–5 business days", "2" → "2 business days"; anything else as given. */
export function deliveryTimeText(deliveryTime: string, t: Translate): string {
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(deliveryTime);
  if (range) return t('checkout.deliveryRange', { min: range[1] ?? '', max: range[2] ?? '' });
  if (/^\d+$/.test(deliveryTime)) return t('checkout.deliveryDays', { days: Number(deliveryTime) });
  return deliveryTime;
}

/** What a method costs this cart: nothing from its free-shipping threshold on. */
export const methodCost = (method: ShippingMethod, itemTotal?: number): number =>
  method.freeOver !== undefined && itemTotal !== undefined && itemTotal >= method.freeOver ? 0 : method.price;

export const methodName = (code: string, t: Translate): string => t('checkout.method.name', { code });
