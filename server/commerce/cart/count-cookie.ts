import type { FastifyInstance } from 'fastify';
import { siteById } from '../../../runtime/core';
import { isCookieAuthenticated } from '../auth/index';
import { setCartCountCookie } from '../auth/cookies';

/**
 * Keeps the browser's cart count cookie in step with what its cart calls answer: a cart's `totalItems`, or 0 once
 * an order is paid for (a payment that fails hands the shopper a new cart with the same items). Only for calls the browser made with its cookie (an app's calls set nothing).
 */
export function keepCartCount(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isCookieAuthenticated(request) || reply.statusCode !== 200 || typeof payload !== 'object' || payload === null) return payload;
    const body = payload as { siteId?: unknown; totalItems?: unknown; orderNumber?: unknown; status?: unknown };
    const site = typeof body.siteId === 'string' ? siteById(body.siteId) : undefined;
    if (!site) return payload;
    if (typeof body.totalItems === 'number') setCartCountCookie(request, reply, site.locale.locale, body.totalItems);
    else if (typeof body.orderNumber === 'string' && body.status !== 'cancelled' && body.status !== 'payment_pending') setCartCountCookie(request, reply, site.locale.locale, 0);
    return payload;
  });
}
