import { describe, expect, it } from 'vitest';
import { cartCount } from '../../../storefront/commerce';

describe("the header's cart count cookie", () => {
  it("reads the count of the page's site only", () => {
    expect(cartCount('a=1; tessera_cart_count=en-us.3; b=2', 'en-us')).toBe(3);
    expect(cartCount('tessera_cart_count=en-us.3', 'en-ca')).toBe(0);
    expect(cartCount('', 'en-us')).toBe(0);
    expect(cartCount('tessera_cart_count=en-us.x', 'en-us')).toBe(0);
    expect(cartCount('tessera_cart_count=en-us.-2', 'en-us')).toBe(0);
  });
});
