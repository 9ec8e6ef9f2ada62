export { signInGuard, type FailureVerdict, type SignInAttempt, type SignInGuard } from './guard';
export { failureOutcome, FORGET_AFTER_MS, waitAfter, waitSteps, type FailureOutcome, type SignInPolicy, type ThrottlePolicy } from './policy';
export { accountSubject, addressSubject, signInThrottlesRepository, type SignInThrottlesRepository, type ThrottleState } from './throttles';
export { clientNetworkOf } from './client-network';
export { describeWait, RETRY_AFTER_DETAIL, retryAfterOf, secondsOf } from './wait-words';
export { hashPassword, MAX_PASSWORD_LENGTH, verifyNoAccount, verifyPassword } from './passwords';
