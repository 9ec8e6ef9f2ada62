export { signInGuard, type FailureVerdict, type SignInAttempt, type SignInGuard } from './guard';
export { failureOutcome, FORGET_AFTER_MS, waitAfter, waitSteps, type FailureOutcome, type SignInPolicy, type ThrottlePolicy } from './policy';
export { accountSubject, addressSubject, signInThrottlesRepository, type SignInThrottlesRepository, type ThrottleState } from './throttles';
export { clientNetworkOf } from './client-network';
