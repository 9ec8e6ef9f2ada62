import { randomBytes } from 'node:crypto';
import type { Cart, CartItem } from '../../../schemas';
import { productPagePath, purchasableQty, siteById, siteForLocale, type Site } from '../../../runtime/core';
import type { Database } from '../../db/index';
import type { TokenHolder } from '../auth/index';
import { cartErrors } from './errors';
import type { Transaction } from '../../platform/index';
import { type CartRepository, type CartRow, closeCart, createCartRepository, type LineRow, reopenCart } from './repository';
import { includedVatRate, standardShipping } from './shipping';
import { cartTotals } from './totals';
import { ApiError } from '../../http/api-error';
import { picturePath, sizedPicture } from '../catalog/pictures';
import { sizeLabel } from '../catalog/size-label';

const newId = () => randomBytes(12).toString('hex');

/** Every cart ships as one shipment (pickup and split shipments come later). */
export const SHIPMENT_ID = 'me';

/**
 * The cart (spec 000 §3 and §7): it belongs to its token's holder (anyone else gets 403, never the cart) and sells
 * on one site. Prices, stock and words come from the catalogue each time the cart is answered; totals are
 * computed here in integer minor units: items, standard shipping (free over the site's threshold, where it has
 * one), VAT within the total in Europe, North American tax at checkout.
 */
export function createCartService(db: Database, repository: CartRepository = createCartRepository(db)) {
  const siteOf = (locale: string): Site => {
    const site = siteForLocale(locale);
    if (!site) throw ApiError.badRequest(`query.locale: unknown locale "${locale}"`, 'query.locale');
    return site;
  };

  /**
   * The cart's row as it is now: a change of its lines moves its `version` on (the database's trigger touches the row),
   * so the answer to a change names the version a review will compare against.
   */
  async function current(basketId: string): Promise<CartRow> {
    const cart = await repository.cart(basketId);
    if (!cart) throw cartErrors.notFound(basketId);
    return cart;
  }

  async function owned(holder: TokenHolder, basketId: string): Promise<CartRow> {
    const cart = await repository.cart(basketId);
    if (!cart || cart.status !== 'open') throw cartErrors.notFound(basketId);
    if (cart.holderId !== holder.holderId) throw cartErrors.notYours();
    return cart;
  }

  function item(line: LineRow, site: Site): CartItem {
    const language = site.locale.language;
    const current = line.current ?? 0;
    const stock = line.stock ?? 0;
    const colourName = line.colourNames?.[language] ?? line.colourNames?.en ?? line.colourCode;
    const slug = line.slug ?? line.masterId.toLowerCase();
    return {
      itemId: line.itemId,
      productId: line.masterId,
      masterId: line.masterId,
      upc: line.sku,
      qty: line.qty,
      maxQty: purchasableQty(stock),
      name: line.name ?? line.masterId,
      slug,
      colour: { code: line.colourCode, name: colourName },
      size: sizeLabel(line.sizeLabels, site),
      price: { current, original: line.original ?? current, rowTotal: current * line.qty, currency: site.locale.currency },
      pdpUrl: productPagePath(site.locale.locale, slug, line.masterId, line.colourCode),
      productImageURL: sizedPicture(picturePath(line.images, line.masterId, line.colourCode, 'main'), 300),
      available: line.current !== null && stock >= line.qty,
    };
  }

  /** Sales tax where it is added at checkout (North America), once the shipping address names the region. */
  async function salesTax(cart: CartRow, site: Site): Promise<number | undefined> {
    if (includedVatRate(site) !== undefined || !cart.shippingAddress) return undefined;
    return repository.taxRate(cart.shippingAddress.country, cart.shippingAddress.province);
  }

  async function answer(cart: CartRow): Promise<Cart> {
    const site = siteById(cart.siteId);
    if (!site) throw cartErrors.notFound(cart.id);
    const lines = await repository.lines(cart.id, site.locale.language, cart.currency);
    const items = lines.map((line) => item(line, site));
    const totals = cartTotals(items.map((i) => ({ current: i.price.current, original: i.price.original, qty: i.qty })), site, await salesTax(cart, site));
    const standard = standardShipping(site);
    const instrument = cart.paymentInstrument;
    return {
      id: cart.id,
      version: cart.version,
      siteId: cart.siteId,
      currency: cart.currency,
      totalItems: totals.totalUnits,
      items,
      totals: { ...totals, itemSubTotal: totals.itemTotal, currency: cart.currency },
      shippingMethods: [{
        shippingId: SHIPMENT_ID, code: cart.shippingCode,
        applicableShippingMethods: [{ code: 'standard', price: standard.price, deliveryTime: standard.deliveryTime, ...(standard.freeOver !== undefined ? { freeOver: standard.freeOver } : {}) }],
      }],
      payment_instruments: instrument ? [{
        payment_instrument_id: instrument.paymentInstrumentId, payment_method_id: 'CREDIT_CARD',
        card: { brand: instrument.brand, last4: instrument.last4, expiryMonth: instrument.expiryMonth, expiryYear: instrument.expiryYear, holderName: instrument.holderName },
      }] : [],
      email: cart.email,
      shippingAddress: cart.shippingAddress,
      billingAddress: cart.billingAddress,
      // Per line that cannot be ordered as it is: ORD430 when it is no longer sold here (no price), INV406 when stock is short.
      flash: lines.flatMap((line, i) => {
        const it = items[i];
        if (!it || it.available) return [];
        return line.current === null
          ? [{ type: 'ORD430', message: `${it.name} (${it.size}) is no longer available`, itemId: it.itemId }]
          : [{ type: 'INV406', message: `${it.name} (${it.size}) is no longer available in this quantity`, itemId: it.itemId }];
      }),
    };
  }

  /** Checks a quantity against the sku's stock: INV700 when none is left, INV408 above what is. */
  function checkStock(upc: string, stock: number, qty: number): void {
    if (stock <= 0) throw cartErrors.outOfStock(upc);
    const most = purchasableQty(stock);
    if (qty > most) throw cartErrors.maxQuantity(most);
  }

  return {
    /** The holder's open cart on the site, or a new one: creating twice, even at once, answers the same cart. */
    async create(holder: TokenHolder, locale: string): Promise<Cart> {
      const site = siteOf(locale);
      const open = await repository.openCart(holder.holderId, site.siteId);
      return answer(open ?? await repository.openOrCreate({ id: newId(), holderId: holder.holderId, siteId: site.siteId, currency: site.locale.currency }));
    },

    async get(holder: TokenHolder, basketId: string): Promise<Cart> {
      return answer(await owned(holder, basketId));
    },

    async addItem(holder: TokenHolder, body: { cartId: string; productId: string; upc: string; qty: number }): Promise<Cart> {
      const cart = await owned(holder, body.cartId);
      const sku = await repository.sku(body.upc);
      const site = siteById(cart.siteId);
      if (!sku || !site || sku.masterId !== body.productId || sku.brandId !== site.brand.id) throw cartErrors.notAvailable(body.upc);
      const existing = await repository.itemBySku(cart.id, body.upc);
      checkStock(body.upc, sku.stock, (existing?.qty ?? 0) + body.qty);
      await repository.insertItem({ id: newId(), cartId: cart.id, sku: body.upc, masterId: sku.masterId, qty: body.qty });
      return answer(await current(cart.id));
    },

    async updateItem(holder: TokenHolder, basketId: string, body: { cartId: string; itemId: string; qty: number }): Promise<Cart> {
      if (body.cartId !== basketId) throw ApiError.badRequest('body.cartId: must be the basket of the path', 'body.cartId');
      const cart = await owned(holder, basketId);
      const line = await repository.item(cart.id, body.itemId);
      if (!line) throw cartErrors.itemNotFound(body.itemId);
      const sku = await repository.sku(line.sku);
      checkStock(line.sku, sku?.stock ?? 0, body.qty);
      await repository.setQty(cart.id, line.id, body.qty);
      return answer(await current(cart.id));
    },

    async deleteItem(holder: TokenHolder, body: { cartId: string; itemId: string }): Promise<Cart> {
      const cart = await owned(holder, body.cartId);
      if (!(await repository.item(cart.id, body.itemId))) throw cartErrors.itemNotFound(body.itemId);
      await repository.deleteItem(cart.id, body.itemId);
      return answer(await current(cart.id));
    },

    /** The holder's open cart, or BSK404 / 403: for the checkout calls, which change the cart and answer it. */
    owned,
    answer,
    /** The lines of a cart as the shopper sees them now (prices, stock, words). */
    async items(cart: CartRow): Promise<CartItem[]> {
      const site = siteById(cart.siteId);
      if (!site) throw cartErrors.notFound(cart.id);
      return (await repository.lines(cart.id, site.locale.language, cart.currency)).map((line) => item(line, site));
    },
    salesTax,

    /** Closes the open cart its order is being placed from, in the placing's transaction (see `closeCart`). */
    close: (tx: Transaction, cartId: string, version?: number): Promise<boolean> => closeCart(tx, cartId, version),
    /** Puts a failed order's lines back in an open cart, in the failing's transaction (see `reopenCart`); its id. */
    reopen: (tx: Transaction, cartId: string): Promise<string> => reopenCart(tx, cartId),

    /** The holder's open cart id (any site), for the token call's `basketId`. */
    async openCartOf(holderId: string): Promise<string | null> {
      return (await repository.openCart(holderId))?.id ?? null;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
