export { accountRoutes } from './routes';
export { accountSessionRoutes } from './session-routes';
export { createAccountService, type AccountService, type AccountServiceOptions } from './service';
export { consumersRepository, normalizeEmail as normalizeConsumerEmail } from './repository';
export { CONSUMER_SIGN_IN, AGENT_SIGN_IN } from './lockout';
export { CODE_SECONDS, RESET_LINK_MS } from './codes';
export type { SignedIn } from './token-exchange';
