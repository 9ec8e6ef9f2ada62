import { Counter, type Registry } from 'prom-client';
import type { AuthorizeResult, CardGateway } from '../../providers/payments/port';

/** Orders placed (by site), and the card gateway's answers to the store's payments, by outcome. */
export interface CommerceMetrics {
  readonly orderPlaced: (siteId: string) => void;
  /** The gateway, its authorizations and challenge results counted: authorized, challenge, declined, or error (no answer). */
  readonly measured: (gateway: CardGateway) => CardGateway;
}

export function commerceMetrics(registry: Registry): CommerceMetrics {
  const orders = new Counter({
    name: 'tessera_orders_placed_total',
    help: 'Orders placed (stock taken, payment asked for), by site.',
    labelNames: ['site'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'tessera_payments_total',
    help: "The card gateway's answers to authorizations and 3-D Secure results, by outcome: authorized, challenge, declined, error (none in time or a failure).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const counted = async (answer: Promise<AuthorizeResult>): Promise<AuthorizeResult> => {
    try {
      const result = await answer;
      payments.inc({ outcome: result.outcome });
      return result;
    } catch (error) {
      payments.inc({ outcome: 'error' });
      throw error;
    }
  };
  return {
    orderPlaced: (siteId) => orders.inc({ site: siteId }),
    measured: (gateway) => ({
      describe: (token) => gateway.describe(token),
      authorize: (request) => counted(gateway.authorize(request)),
      completeChallenge: (challengeId, result) => counted(gateway.completeChallenge(challengeId, result)),
      cancel: (reference) => gateway.cancel(reference),
      lookup: (reference) => gateway.lookup(reference),
    }),
  };
}
