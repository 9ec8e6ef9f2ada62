/**
 * PKCE (RFC 7636, spec 000 §9): the sign-in sends the challenge, the token exchange the verifier, so a code read on
 * its way back is worth nothing without the verifier this tab kept. WebCrypto only: no hashing library in the bundle.
 */

/** Bytes as base64url without padding (RFC 4648 §5), the form both the verifier and the challenge take. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier: base64url(SHA-256(ASCII verifier)), 43 characters. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export interface PkcePair {
  readonly verifier: string;
  readonly challenge: string;
}

/** A fresh pair: 32 random bytes as a 43-character verifier, and its S256 challenge. */
export async function createPkcePair(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): Promise<PkcePair> {
  const verifier = base64url(random(new Uint8Array(32)));
  return { verifier, challenge: await challengeOf(verifier) };
}
