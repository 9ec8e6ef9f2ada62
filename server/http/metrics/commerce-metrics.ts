import { Counter, type Registry } from 'prom-client';

/** Orders placed (by site), and the card gateway's answers to the store's payments, by outcome. */
export interface CommerceMetrics {
  readonly orderPlaced: (siteId: string) => void;
  /** The gateway answered an authorization or a challenge result: authorized, challenge, declined, or error (no answer). */
  readonly paymentAnswered: (outcome: string) => void;
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
  return {
    orderPlaced: (siteId) => orders.inc({ site: siteId }),
    paymentAnswered: (outcome) => payments.inc({ outcome }),
  };
}
