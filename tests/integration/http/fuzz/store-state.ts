import type { FastifyInstance } from 'fastify';
import { documentId } from '../../../../server/admin/index';
import { type Database } from '../../../../server/db/index';
import { demoCatalogue, seedDemoStores } from '../../../../server/demo/index';
import { json } from '../../helpers/app';
import { accountsApi } from '../../helpers/consumer';
import { editorSession } from '../../helpers/editor-session';
import { addresses, cards, shopperApi } from '../../helpers/shopper';

/**
 * Who a fuzzed call comes from: nobody, a guest with a bearer token, a signed-in consumer with theirs (so junk
 * reaches the account calls' code, not only their token check), or a signed-in editor from the store's own pages.
 */
export interface Callers {
  readonly guest: Record<string, string>;
  readonly consumer: Record<string, string>;
  readonly editor: Record<string, string>;
}

/** A store in the middle of things: a guest's cart ready to order, a placed order, a challenge waiting, an editor's document. */
export interface StoreState {
  readonly callers: Callers;
  /** Real values by parameter or field name, so junk elsewhere reaches the code behind the checks. */
  readonly values: Readonly<Record<string, readonly string[]>>;
  /** A request each operation accepts as it is (`METHOD path` of the OpenAPI document), for junk to be put into. */
  readonly bodies: Readonly<Record<string, unknown>>;
}

/** Builds the state through the API itself, as shoppers and editors would. */
export async function storeState(app: FastifyInstance, db: Database): Promise<StoreState> {
  const api = shopperApi(app);
  await seedDemoStores(db);
  const product = demoCatalogue().find((p) => p.brandId === 'ridgeline' && p.skus.some((s) => s.quantity >= 50));
  const sku = product?.skus.find((s) => s.quantity >= 50);
  if (!product || !sku) throw new Error('the demo catalogue has no well-stocked Ridgeline sku');
  const line = { productId: product.masterId, upc: sku.sku, qty: 1 };
  const { accessToken, cart } = await api.readyCart('en-us', [line]);
  const placed = await api.readyCart('en-us', [line]);
  const order = api.orderOf(await api.place(placed.accessToken, placed.cart.id));
  const challenged = await api.readyCart('en-us', [line], { card: cards.challenge });
  const pending = api.orderOf(await api.place(challenged.accessToken, challenged.cart.id));
  const { token: cardToken } = await api.tokenize(cards.approves);
  const editor = await editorSession(app, db, 'publisher');
  const docId = documentId({ siteId: 'ridgeline-en-us', docType: 'page', key: 'about' });
  const doc = json<{ version: number; data: unknown }>(await app.inject({ url: `/admin/v1/documents/${docId}`, headers: editor.headers }));
  const itemId = cart.items[0]?.itemId ?? '';
  // A favourites list and a saved line of the guest's, for the list calls' parameters.
  const guest = { authorization: `Bearer ${accessToken}` };
  const favorites = json<{ favoriteId: string; items: { itemId: string }[] }>(
    await app.inject({ method: 'POST', url: '/wishlists/v2/favorites', headers: guest, payload: { id: product.masterId, locale: 'en-us' } }),
  );
  const aside = await api.readyCart('en-us', [line]);
  const saved = json<{ saveForLater: { saveForLaterId: string; items: { itemId: string }[] } }>(
    await app.inject({
      method: 'POST',
      url: `/cart/v2/cart/${aside.cart.id}/saveForLater`,
      headers: { authorization: `Bearer ${aside.accessToken}` },
      payload: { itemId: aside.cart.items[0]?.itemId },
    }),
  ).saveForLater;
  /** A consumer's sign-in as the storefront sends it (the challenge of a 43-character verifier). */
  const signIn = {
    type: 'Registered',
    username: 'fuzz@example.com',
    password: 'Sturdy-Boots-42',
    codeChallenge: 'c'.repeat(43),
    recaptcha_response: 'test-pass',
  };
  const consumer = await accountsApi(app).newConsumer({ firstName: 'Fuzz' });
  const challengeId = pending.flash.find((f) => f.type === 'PAYMENT_NOT_AUTHORIZED')?.action?.challengeId ?? 'ch_x';

  return {
    callers: {
      guest: { authorization: `Bearer ${accessToken}` },
      consumer: { authorization: `Bearer ${consumer.accessToken}` },
      editor: { ...editor.headers, origin: 'http://localhost' },
    },
    values: {
      basketId: [cart.id],
      cartId: [cart.id],
      itemId: [itemId, favorites.items[0]?.itemId ?? 'x', saved.items[0]?.itemId ?? 'x'],
      favoriteId: [favorites.favoriteId],
      saveForlaterId: [saved.saveForLaterId],
      upc: [sku.sku],
      productId: [product.masterId],
      masterId: [product.masterId],
      orderNumber: [order.orderNumber, pending.orderNumber],
      st: [order.st],
      siteId: ['ridgeline-en-us', 'kestrel-de-de'],
      locale: ['en-us', 'fr-ca'],
      page: ['home', 'about'],
      categoryId: ['1100'],
      fragmentId: ['footer-legal'],
      docType: ['page', 'category'],
      shippingId: ['me'],
      challengeId: [challengeId],
      addressId: ['a-00000000-0000-4000-8000-000000000000'],
      id: [docId],
      customerId: ['ridgeline'],
      file: ['rl-starry-ridge.svg', 'favicon.svg'],
      name: ['ridgeline-trail'],
      q: ['boots'],
      searchType: ['search'],
      parentPageSlug: ['help'],
      streamId: ['ridgeline-trail'],
      mediaId: ['x'],
      userId: ['x'],
      storeId: ['RL1001', 'KS3001'],
      countryCode: ['US', 'ca'],
    },
    bodies: {
      'POST /token/v2/auth/token': { type: 'Guest' },
      'POST /cart/v1/item': { cartId: cart.id, ...line },
      'DELETE /cart/v1/item': { cartId: cart.id, itemId, upc: sku.sku },
      'PUT /cart/v1/cart/{basketId}/item': { cartId: cart.id, itemId, productId: product.masterId, upc: sku.sku, qty: 2 },
      'POST /cart/v2/cart/{basketId}/shippingAddress': { address: [{ ...addresses.US, email: 'maya@example.com' }] },
      'POST /cart/v1/cart/{basketId}/shippingAddress/validation': { address: [{ ...addresses.US, email: 'maya@example.com' }] },
      'POST /cart/v1/cart/{basketId}/billingAddress': { address: { ...addresses.US } },
      'POST /cart/v1/shippingMethod': { cartId: cart.id, code: 'standard', shippingId: 'me' },
      'POST /cart/v1/cart/{basketId}/paymentInstruments': { payment_method_id: 'CREDIT_CARD', token: cardToken },
      'DELETE /cart/v1/cart/{basketId}/paymentInstruments': { payment_instrument_id: 'x' },
      'POST /cart/v1/cart/prepareOrder': { basketId: cart.id },
      'PUT /cart/v2/checkout/order': {
        cartId: cart.id,
        paymentMethod: { code: 'CREDIT_CARD' },
        billingAddress: { ...addresses.US },
        cartVersion: cart.version,
        inStoreSalesInfo: { storeId: 'RL1001', storeEmployeeId: 'E100101' },
      },
      'PATCH /cart/v2/checkout/order/{orderNumber}': { paymentMethod: 'CREDIT_CARD', threeDS2Result: `${challengeId}.Y` },
      'POST /wishlists/v2/favorites': { id: product.masterId, qty: 1, itemType: 'product', locale: 'en-us' },
      'POST /cart/v2/cart/{basketId}/saveForLater': { itemId },
      'PUT /cart/v2/saveForLater': { saveForLaterId: saved.saveForLaterId, itemId: saved.items[0]?.itemId },
      'POST /sandbox/gateway/v1/tokens': { number: cards.approves, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Maya Okafor' },
      'POST /sandbox/gateway/v1/challenge/{challengeId}': { pass: true },
      'POST /social/v1/users': { customerId: 'ridgeline', screenName: 'maya.o', email: 'maya@example.com', displayName: 'Maya' },
      'POST /social/v1/users/{userId}/media': { imageUrl: 'https://example.com/a.jpg', width: 100, height: 100, caption: 'Summit' },
      'POST /social/v1/media/{mediaId}/reports': { reason: 'spam', comment: 'Not a photo' },
      'POST /social/v1/stashes': { userId: 'x', name: 'Favourites', mediaIds: ['x'] },
      'POST /consumers-v3/auth/signup': { email: 'fuzz@example.com', password: 'Sturdy-Boots-42', recaptcha_response: 'test-pass' },
      'POST /consumers-v3/auth/signin': signIn,
      'POST /consumers-v3/consumer/agent/login': signIn,
      'POST /consumers-v3/consumer/auth/signout': { refreshToken: 'r'.repeat(43) },
      'POST /consumers-v3/consumer/changepassword': { currentPassword: 'Sturdy-Boots-42', newPassword: 'Sturdy-Boots-43' },
      'POST /consumers-v3/confirmforgotpassword': { email: 'fuzz@example.com', recaptcha_response: 'test-pass' },
      'POST /consumers-v3/consumer/resetpassword': { token: 't'.repeat(43), newPassword: 'Sturdy-Boots-43' },
      'PUT /consumers-v3/consumer/profile': { consumerProfile: { consumerDetails: { firstName: 'Maya' } } },
      'POST /consumers-v3/consumer/profile': {
        consumerProfile: {
          consumerDetails: { firstName: 'Maya', lastName: 'Okafor', birthDate: '1990-04-02', phone: '3035550142', postalCode: '80202' },
        },
      },
      'PUT /consumers-v3/consumer/employee-terms': { accepted: true },
      'POST /consumers-v3/consumer/retrieveUserData': { consumerId: 'c-x', email: 'fuzz@example.com' },
      'POST /consumers-v3/contactus': {
        firstName: 'Maya',
        lastName: 'Lindqvist',
        email: 'fuzz@example.com',
        category: 'product',
        subject: 'sizing-and-fit',
        message: 'Do the trail runners fit true to size?',
        recaptcha_response: 'test-pass',
      },
      'POST /consumers-v3/consumer/warranty': {
        productName: 'Summit Trail GTX',
        purchaseDate: '2026-01-15',
        purchasePlace: 'online',
        defect: 'sole-separation',
        description: 'The sole came away at the toe after two months.',
      },
      'POST /consumers-v3/consumer/address': { address: { ...addresses.US, approachType: 'S' } },
      'PUT /consumers-v3/consumer/address/{addressId}': { address: { ...addresses.US, approachType: 'S', main: true } },
      'POST /consumers-v3/consumer/event-registration': {
        email: 'fuzz@example.com',
        attendingDays: '2031-06-12, 2031-06-13',
        eventId: 'ridgeline-trail-days',
        eventTermsAccepted: true,
        plusOne: 'Sam Lee',
        registrationTimestamp: '2031-01-15T09:30:00.000Z',
      },
      'POST /consumers-v3/consumer/purchasehistory': { page: 1, pageSize: 10 },
      'POST /consumers-v3/consumer/payment_instruments': { card: { token: cardToken, main: true }, recaptcha_response: 'test-pass' },
      'PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}': { card: { main: true } },
      'POST /consumers-v3/subscription': { channel: 'email', email: 'fuzz@tessera.test', policy: true, recaptcha_response: 'test-pass' },
      'POST /consumers-v3/subscription/confirm': { token: 't'.repeat(43) },
      'POST /consumers-v3/subscription/unsubscribe': { token: `s-00000000-0000-4000-8000-000000000000.${'m'.repeat(43)}` },
      'PUT /consumers-v3/consumer/subscription': { channel: 'email', type: 'Newsletter', optin: true },
      'PUT /consumers-v3/consumer/notification': {
        notifications: {
          orderUpdates: { email: true, sms: false },
          backInStock: { email: false, sms: false },
          loyaltyUpdates: { email: false, sms: false },
        },
      },
      'POST /fapi/session/signin': { authorizationCode: 'c'.repeat(43), codeVerifier: 'v'.repeat(43), guestObjects: { basketId: cart.id } },
      'POST /admin/v1/session': { email: 'publisher@tessera.test', password: 'wrong password' },
      'POST /admin/v1/documents': { siteId: 'ridgeline-en-us', docType: 'page', key: 'fuzzed', name: 'Fuzzed', parentKey: null },
      'PUT /admin/v1/documents/{id}': { baseVersion: doc.version, data: doc.data },
      'PATCH /admin/v1/documents/{id}': { name: 'About us' },
      'POST /admin/v1/documents/{id}/publish': { version: doc.version, at: null },
      'POST /admin/v1/documents/{id}/restore': { version: doc.version },
      'POST /admin/v1/documents/{id}/duplicate': { key: 'about-copy', name: 'About copy' },
      'POST /admin/v1/documents/{id}/share': { expiresInHours: 24 },
    },
  };
}
