export { authRoutes, bearerToken, holderOf } from './routes';
export { createAuthService, ACCESS_TOKEN_SECONDS, type AuthService, type TokenHolder } from './service';
export { accessTokenKey } from './signing-key';
