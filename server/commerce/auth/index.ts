export { authRoutes, bearerToken, holderOf, isCookieAuthenticated, optionalHolderOf, type RegisteredExchange } from './routes';
export { sessionRoutes } from './session-routes';
export { createAuthService, ACCESS_TOKEN_SECONDS, type AuthService, type IssuedTokens, type TokenHolder } from './service';
export { accessTokenKey } from './signing-key';
