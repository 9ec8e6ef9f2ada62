import { errorIds, type ErrorId } from '../../../schemas';
import { randomBytes } from 'node:crypto';
import type { Cart, CartItem } from '../../../schemas';
import { productPagePath, purchasableQty, siteById, siteForLocale, type Site } from '../../../runtime/core';
import type { Database } from '../../db/index';
import type { TokenHolder } from '../auth/index';
import { cartErrors } from './errors';
import type { Transaction } from '../../platform/index';
import { type CartChangeQueries, type CartRepository, type CartRow, closeCart, createCartRepository, type LineRow, reopenCart } from './repository';
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
  const siteOf = (locale: string, field = 'query.locale'): Site => {
    const site = siteForLocale(locale);
    if (!site) throw ApiError.badRequest(`${field}: unknown locale "${locale}"`, field);
    return site;
  };

  /** The holder's open cart, or BSK404 (unknown or placed) / 403 (another holder's). */
  function holders(cart: CartRow | undefined, holder: TokenHolder, basketId: string): CartRow {
    if (!cart || cart.status !== 'open') throw cartErrors.notFound(basketId);
    if (cart.holderId !== holder.holderId) throw cartErrors.notYours();
    return cart;
  }

  async function owned(holder: TokenHolder, basketId: string): Promise<CartRow> {
    return holders(await repository.cart(basketId), holder, basketId);
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

  /** Where an answer reads the lines and tax rates: the database, or the transaction of the change it answers. */
  type Reads = Pick<CartRepository, 'lines' | 'taxRate'>;

  /** Sales tax where it is added at checkout (North America), once the shipping address names the region. */
  async function salesTaxOf(reads: Reads, cart: CartRow, site: Site): Promise<number | undefined> {
    if (includedVatRate(site) !== undefined || !cart.shippingAddress) return undefined;
    return reads.taxRate(cart.shippingAddress.country, cart.shippingAddress.province);
  }
  const salesTax = (cart: CartRow, site: Site) => salesTaxOf(repository, cart, site);

  async function answerOf(reads: Reads, cart: CartRow): Promise<Cart> {
    const site = siteById(cart.siteId);
    if (!site) throw cartErrors.notFound(cart.id);
    const lines = await reads.lines(cart.id, site.locale.language, cart.currency);
    const items = lines.map((line) => item(line, site));
    const totals = cartTotals(
      items.map((i) => ({ current: i.price.current, original: i.price.original, qty: i.qty })),
      site,
      await salesTaxOf(reads, cart, site),
    );
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
      shippingMethods: [
        {
          shippingId: SHIPMENT_ID,
          code: cart.shippingCode,
          applicableShippingMethods: [
            {
              code: 'standard',
              price: standard.price,
              deliveryTime: standard.deliveryTime,
              ...(standard.freeOver !== undefined ? { freeOver: standard.freeOver } : {}),
            },
          ],
        },
      ],
      payment_instruments: instrument
        ? [
            {
              payment_instrument_id: instrument.paymentInstrumentId,
              payment_method_id: 'CREDIT_CARD',
              card: {
                brand: instrument.brand,
                last4: instrument.last4,
                expiryMonth: instrument.expiryMonth,
                expiryYear: instrument.expiryYear,
                holderName: instrument.holderName,
              },
            },
          ]
        : [],
      email: cart.email,
      shippingAddress: cart.shippingAddress,
      billingAddress: cart.billingAddress,
      // Per line that cannot be ordered as it is: ORD430 when it is no longer sold here (no price), INV406 when stock is short.
      flash: lines.flatMap((line, i): { type: ErrorId; message: string; itemId: string }[] => {
        const it = items[i];
        if (!it || it.available) return [];
        return line.current === null
          ? [{ type: errorIds.noLongerAvailable, message: `${it.name} (${it.size}) is no longer available`, itemId: it.itemId }]
          : [{ type: errorIds.itemsOutOfStock, message: `${it.name} (${it.size}) is no longer available in this quantity`, itemId: it.itemId }];
      }),
    };
  }

  const answer = (cart: CartRow): Promise<Cart> => answerOf(repository, cart);

  /**
   * The cart's row again after a change in its transaction: a change of its lines moves its `version` on (the database's
   * trigger touches the row), so the answer to a change names the version a review will compare against.
   */
  async function changed(queries: CartChangeQueries, cartId: string): Promise<CartRow> {
    const cart = await queries.cart(cartId);
    if (!cart) throw cartErrors.notFound(cartId);
    return cart;
  }

  /** A new cart of the holder's on a site, should they have no open one there. */
  const newCart = (holder: TokenHolder, site: Site) => ({
    id: newId(),
    holderId: holder.holderId,
    siteId: site.siteId,
    currency: site.locale.currency,
  });

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
      return answer(open ?? (await repository.openOrCreate(newCart(holder, site))));
    },

    async get(holder: TokenHolder, basketId: string): Promise<Cart> {
      return answer(await owned(holder, basketId));
    },

    /**
     * `POST /cart/v1/item`: one more `qty` of a sku in the cart `cartId` names, or (without it) in the holder's open cart
     * on the site of `locale`, made if there is none. One transaction: the cart found or made and locked, the sku and
     * its stock checked against the line's new quantity, the line written (the cart's version moves on), the cart read
     * again for the answer. A refusal leaves nothing behind, not even a cart made for it.
     */
    async addItem(
      holder: TokenHolder,
      body: { cartId?: string | undefined; locale?: string | undefined; productId: string; upc: string; qty: number },
    ): Promise<Cart> {
      const { cartId } = body;
      const target = cartId === undefined ? newCart(holder, siteOf(body.locale ?? '', 'body.locale')) : undefined;
      return repository.change(async (queries: CartChangeQueries) => {
        const cart = target ? await queries.lockedOpenCart(target) : holders(await queries.lockedCart(cartId ?? ''), holder, cartId ?? '');
        const sku = await queries.sku(body.upc);
        const site = siteById(cart.siteId);
        if (!sku || !site || sku.masterId !== body.productId || sku.brandId !== site.brand.id) throw cartErrors.notAvailable(body.upc);
        const existing = await queries.itemBySku(cart.id, body.upc);
        checkStock(body.upc, sku.stock, (existing?.qty ?? 0) + body.qty);
        await queries.insertItem({ id: newId(), cartId: cart.id, sku: body.upc, masterId: sku.masterId, qty: body.qty });
        return answerOf(queries, await changed(queries, cart.id));
      });
    },

    /**
     * A line's new quantity, in one transaction like an add: the cart locked (a placing of it under way is waited for),
     * the line and its sku's stock checked, the quantity written, the cart read again for the answer.
     */
    async updateItem(holder: TokenHolder, basketId: string, body: { cartId: string; itemId: string; qty: number }): Promise<Cart> {
      if (body.cartId !== basketId) throw ApiError.badRequest('body.cartId: must be the basket of the path', 'body.cartId');
      return repository.change(async (queries) => {
        const cart = holders(await queries.lockedCart(basketId), holder, basketId);
        const line = await queries.item(cart.id, body.itemId);
        if (!line) throw cartErrors.itemNotFound(body.itemId);
        const sku = await queries.sku(line.sku);
        checkStock(line.sku, sku?.stock ?? 0, body.qty);
        await queries.setQty(cart.id, line.id, body.qty);
        return answerOf(queries, await changed(queries, cart.id));
      });
    },

    /** A line taken out, in one transaction: the cart locked, the line found and deleted, the cart read again. */
    async deleteItem(holder: TokenHolder, body: { cartId: string; itemId: string }): Promise<Cart> {
      return repository.change(async (queries) => {
        const cart = holders(await queries.lockedCart(body.cartId), holder, body.cartId);
        if (!(await queries.item(cart.id, body.itemId))) throw cartErrors.itemNotFound(body.itemId);
        await queries.deleteItem(cart.id, body.itemId);
        return answerOf(queries, await changed(queries, cart.id));
      });
    },

    /** The holder's open cart, or BSK404 / 403: for the checkout calls, which change the cart and answer it. */
    owned,
    /** The cart's answer read in a change's transaction (the saved-for-later moves answer the cart they changed). */
    answerIn: async (queries: CartChangeQueries, cartId: string): Promise<Cart> => answerOf(queries, await changed(queries, cartId)),
    /** The lines of a list as the shopper sees them now, read in a change's transaction. */
    async itemsIn(queries: Pick<CartRepository, 'lines'>, cart: CartRow): Promise<CartItem[]> {
      const site = siteById(cart.siteId);
      if (!site) throw cartErrors.notFound(cart.id);
      return (await queries.lines(cart.id, site.locale.language, cart.currency)).map((line) => item(line, site));
    },
    newCart,
    checkStock,
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
