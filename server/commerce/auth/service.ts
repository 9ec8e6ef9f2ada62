import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { authRefreshTokens, authTokenFamilies, type Database } from '../../db/index';
import type { Transaction } from '../../platform/index';
import { authErrors } from './errors';

/** Access tokens live 15 minutes; refresh tokens 30 days (each refresh replaces its token). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'tessera';

export type TokenType = 'Guest' | 'Registered';

/** Who a valid access token says is asking. */
export interface TokenHolder {
  readonly holderId: string;
  readonly tokenType: TokenType;
  /** The token family (sign-in) the access token was issued to, so account calls can refuse one signed out. */
  readonly familyId?: string;
}

export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: TokenType;
  readonly expiresIn: number;
  readonly holderId: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/**
 * Tokens (spec 000 §7, `POST /token/v2/auth/token`): short-lived signed access tokens (JWT, HS256) that name their
 * holder, and rotating refresh tokens stored by their hash. A refresh token used twice revokes its family.
 */
export function createAuthService(db: Database, key: Uint8Array, now: () => Date = () => new Date()) {
  async function accessToken(holder: TokenHolder, familyId: string): Promise<string> {
    return new SignJWT({ typ: holder.tokenType, fid: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(holder.holderId)
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(Math.floor(now().getTime() / 1000) + ACCESS_TOKEN_SECONDS)
      .sign(key);
  }

  const expiry = () => new Date(now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000);

  /** A new token family of a holder and its first tokens, written on `tx` (the caller's transaction). */
  async function issueOn(tx: Transaction, holder: TokenHolder): Promise<IssuedTokens> {
    const familyId = randomUUID();
    const refreshToken = newRefreshToken();
    await tx.insert(authTokenFamilies).values({ id: familyId, holderId: holder.holderId, tokenType: holder.tokenType });
    await tx.insert(authRefreshTokens).values({ tokenHash: hash(refreshToken), familyId, expiresAt: expiry() });
    return {
      accessToken: await accessToken(holder, familyId),
      refreshToken,
      tokenType: holder.tokenType,
      expiresIn: ACCESS_TOKEN_SECONDS,
      holderId: holder.holderId,
    };
  }

  const revokedNow = { revokedAt: sql`coalesce(${authTokenFamilies.revokedAt}, now())` };

  return {
    /** A new guest: a holder id, a token family and its first tokens. */
    issueGuest(): Promise<IssuedTokens> {
      return db.transaction((tx) => issueOn(tx, { holderId: `guest-${randomUUID()}`, tokenType: 'Guest' }));
    },

    /**
     * A new sign-in's tokens (a consumer's: `Registered`), in the caller's transaction, so the sign-in code it
     * exchanges is spent only if the tokens exist, and the other way round.
     */
    issueOn,

    /**
     * Revokes the family of a refresh token (a sign-out): no token of that sign-in refreshes again, and its access
     * tokens are refused once they expire. The holder it named, or undefined for an unknown token.
     */
    async revokeFamilyOf(refreshToken: string): Promise<TokenHolder | undefined> {
      const [row] = await db
        .select({ familyId: authRefreshTokens.familyId, holderId: authTokenFamilies.holderId, tokenType: authTokenFamilies.tokenType })
        .from(authRefreshTokens)
        .innerJoin(authTokenFamilies, eq(authTokenFamilies.id, authRefreshTokens.familyId))
        .where(eq(authRefreshTokens.tokenHash, hash(refreshToken)));
      if (!row) return undefined;
      await db.update(authTokenFamilies).set(revokedNow).where(eq(authTokenFamilies.id, row.familyId));
      return { holderId: row.holderId, tokenType: row.tokenType as TokenType };
    },

    /** Whether a token family is still signed in (not revoked by a sign-out, a reuse or a password reset). */
    async isLive(familyId: string): Promise<boolean> {
      const [row] = await db.select({ revokedAt: authTokenFamilies.revokedAt }).from(authTokenFamilies).where(eq(authTokenFamilies.id, familyId));
      return row !== undefined && row.revokedAt === null;
    },

    /** Revokes every token family of a holder (a password reset: every device signs in again), on `runner`. */
    async revokeHolder(runner: Database | Transaction, holderId: string): Promise<void> {
      await runner.update(authTokenFamilies).set(revokedNow).where(eq(authTokenFamilies.holderId, holderId));
    },

    /**
     * Exchanges a refresh token for new tokens of the same holder. The exchange marks the token used with a
     * conditional update, so two exchanges of one token racing each other cannot both win: the loser (and any later
     * reuse) revokes the family.
     */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const tokenHash = hash(refreshToken);
      const [row] = await db
        .select({
          familyId: authRefreshTokens.familyId,
          expiresAt: authRefreshTokens.expiresAt,
          usedAt: authRefreshTokens.usedAt,
          holderId: authTokenFamilies.holderId,
          tokenType: authTokenFamilies.tokenType,
          revokedAt: authTokenFamilies.revokedAt,
        })
        .from(authRefreshTokens)
        .innerJoin(authTokenFamilies, eq(authTokenFamilies.id, authRefreshTokens.familyId))
        .where(eq(authRefreshTokens.tokenHash, tokenHash));
      if (!row || row.revokedAt !== null) throw authErrors.unauthorized('Unknown or revoked refresh token');
      if (row.expiresAt.getTime() <= now().getTime()) throw authErrors.unauthorized('Expired refresh token');
      const next = newRefreshToken();
      const won = await db.transaction(async (tx) => {
        const used = await tx
          .update(authRefreshTokens)
          .set({ usedAt: now() })
          .where(and(eq(authRefreshTokens.tokenHash, tokenHash), isNull(authRefreshTokens.usedAt)))
          .returning({ tokenHash: authRefreshTokens.tokenHash });
        if (used.length === 0) return false;
        await tx.insert(authRefreshTokens).values({ tokenHash: hash(next), familyId: row.familyId, expiresAt: expiry() });
        return true;
      });
      if (!won) {
        await db.update(authTokenFamilies).set(revokedNow).where(eq(authTokenFamilies.id, row.familyId));
        throw authErrors.duplicatedToken();
      }
      const holder: TokenHolder = { holderId: row.holderId, tokenType: row.tokenType as TokenType };
      return {
        accessToken: await accessToken(holder, row.familyId),
        refreshToken: next,
        tokenType: holder.tokenType,
        expiresIn: ACCESS_TOKEN_SECONDS,
        holderId: holder.holderId,
      };
    },

    /** The holder an access token names; 401 AUT401 for a missing, malformed, forged or expired one. */
    async verify(token: string | undefined): Promise<TokenHolder> {
      if (!token) throw authErrors.unauthorized('This call needs an access token: Authorization: Bearer {accessToken}');
      try {
        // Every token this service signs says when it was made, when it ends and whose it is: one without them
        // (only a holder of the key could make one) would never expire, so it is refused like a forged one.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ACCESS_TOKEN_SECONDS,
        });
        if (typeof payload.sub !== 'string' || (payload.typ !== 'Guest' && payload.typ !== 'Registered')) throw new Error('bad claims');
        return { holderId: payload.sub, tokenType: payload.typ, ...(typeof payload.fid === 'string' ? { familyId: payload.fid } : {}) };
      } catch {
        throw authErrors.unauthorized('Invalid or expired access token');
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
