import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteById } from '../../../runtime/core';
import type { Cart, Order } from '../../../schemas';
import { setCookie } from '../../platform/index';
import { isCookieAuthenticated } from '../auth/index';
import { REFRESH_SECONDS } from '../auth/cookies';

/**
 * The cart's item count, the one cookie the page's scripts read: the header shows it on every page without asking
 * the server. `en-us.3`: the site's path locale and its cart's units (a shopper may hold a cart on each site).
 */
export const CART_COUNT_COOKIE = 'tessera_cart_count';

function putCount(request: FastifyRequest, reply: FastifyReply, siteId: string, count: number): void {
  // Only for calls the browser made with its cookie: an app's calls (a bearer token) set nothing.
  if (!isCookieAuthenticated(request)) return;
  const site = siteById(siteId);
  if (site)
    setCookie(reply, CART_COUNT_COOKIE, `${site.locale.locale}.${count}`, { path: '/', maxAge: REFRESH_SECONDS, httpOnly: false, sameSite: 'Lax' });
}

/** A cart call's answer, with the browser's count cookie set to its units. */
export function withCartCount(request: FastifyRequest, reply: FastifyReply, cart: Cart): Cart {
  putCount(request, reply, cart.siteId, cart.totalItems);
  return cart;
}

/**
 * An order call's answer: once the order is paid for, the cart it came from is gone and the count is 0. An order still
 * waiting on its payment (a 3-D Secure challenge) leaves the count alone, and so does a cancelled one (its failed
 * payment handed the shopper a cart with the same items).
 */
export function withOrderCount(request: FastifyRequest, reply: FastifyReply, order: Order): Order {
  if (order.status !== 'cancelled' && order.status !== 'payment_pending') putCount(request, reply, order.siteId, 0);
  return order;
}
