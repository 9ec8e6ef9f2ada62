/**
 * The card gateway port: what the store asks of a payment provider. Cards are tokenized in the shopper's browser
 * by the provider's own fields, so the store only ever holds a token. The sandbox (./sandbox.ts) is one
 * implementation; a real provider is another adapter of this interface.
 */

/** What a provider lets a merchant know of a tokenized card. */
export interface CardDetails {
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly holderName: string;
}

export interface AuthorizeRequest {
  readonly token: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  /** The merchant's reference (the order number): asking twice for one reference answers the first outcome. */
  readonly reference: string;
}

/** Why a provider refused: each maps to one of the spec's payment error codes. */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed' | 'unavailable';

export type AuthorizeResult =
  | { readonly outcome: 'authorized'; readonly paymentId: string }
  | { readonly outcome: 'declined'; readonly reason: DeclineReason; readonly paymentId?: string }
  /** The card's bank wants the shopper to confirm (3-D Secure): show `challengeUrl`, then complete the challenge. */
  | { readonly outcome: 'challenge'; readonly paymentId: string; readonly challengeId: string; readonly challengeUrl: string };

export interface CardGateway {
  /** The card behind a token, or null for an unknown token. */
  describe(token: string): Promise<CardDetails | null>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** The payment after the shopper's challenge: `result` is what the challenge page handed the storefront. */
  completeChallenge(challengeId: string, result: string): Promise<AuthorizeResult>;
  /**
   * Voids a reference: what was authorized for it is released, a challenge waiting on it can no longer be passed,
   * and any later authorization of it is refused, even when the gateway had never seen it (a request still on its
   * way then never charges).
   */
  cancel(reference: string): Promise<void>;
  /**
   * What the gateway did with a reference, for a store that lost the answer (a crash, a cut connection): the same
   * outcome `authorize` gave or would give, or null when it was never asked to authorize it.
   */
  lookup(reference: string): Promise<AuthorizeResult | null>;
}
