/** The shopper's account: session (sign-in with PKCE, sign-out), the account pages' flows and their forms. */
export { AccountFlow, type AccountFlowProps } from './AccountFlow';
export { SignUpFlow, type SignUpFlowProps } from './SignUpFlow';
export { ForgotPasswordFlow, ResetPasswordFlow, type PasswordFlowProps } from './PasswordFlows';
export { AccountOverview, type AccountOverviewProps } from './AccountOverview';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { SignUpForm, type SignUpFormProps } from './SignUpForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export { accountProblem, type AccountProblem } from './errors';
export { createPkcePair, challengeOf, base64url, type PkcePair } from './pkce';
export { signIn, signOut, withConflictRetry, EXCHANGE_RETRY_MS, type SessionChange } from './session-api';
export { homeAfterSignOut } from './sign-out-redirect';
export { captchaToken, setCaptchaSource, type CaptchaSource } from './captcha';
export { useSession, useProfile, useSignIn, useSignOut, sessionQueryKey, profileQueryKey, type Profile } from './use-account';
