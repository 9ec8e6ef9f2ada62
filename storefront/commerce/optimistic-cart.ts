import type { Cart } from '../../schemas';

/**
 * What the cart will look like after a change, shown while the server answers (then replaced by its answer, or
 * rolled back on an error). Row and item totals follow the line; shipping and tax wait for the server.
 */
function withLines(cart: Cart, lines: Cart['items']): Cart {
  const itemTotal = lines.reduce((sum, line) => sum + line.price.rowTotal, 0);
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  const delta = itemTotal - cart.totals.itemTotal;
  return {
    ...cart,
    items: lines,
    totalItems: units,
    totals: { ...cart.totals, itemTotal, itemSubTotal: itemTotal, total: cart.totals.total + delta, totalUnits: units },
  };
}

export const withQuantity = (cart: Cart, upc: string, qty: number): Cart =>
  withLines(
    cart,
    cart.items.map((line) => (line.upc === upc ? { ...line, qty, price: { ...line.price, rowTotal: line.price.current * qty } } : line)),
  );

export const withoutLine = (cart: Cart, upc: string): Cart =>
  withLines(
    cart,
    cart.items.filter((line) => line.upc !== upc),
  );
