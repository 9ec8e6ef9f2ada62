import { useMessages } from '../../runtime/react';
import { PASSWORD_MIN } from '../../schemas/forms';
import { CheckoutIcon } from '../checkout/icons';

/** Spec 000 §5's four rules of a new password, each with its test (the same as `newPasswordSchema`'s). */
const rules = [
  { key: 'account.password.ruleLength', met: (value: string) => value.length >= PASSWORD_MIN },
  { key: 'account.password.ruleNumber', met: (value: string) => /\d/.test(value) },
  { key: 'account.password.ruleUpper', met: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'account.password.ruleLower', met: (value: string) => /\p{Ll}/u.test(value) },
] as const;

/**
 * The rules under a new password, ticked as the shopper types. Not a live region (it would speak at every key): the
 * list is the field's description, read with it, and each rule says in words whether it is met.
 */
export function PasswordRules({ id, value }: { readonly id: string; readonly value: string }) {
  const t = useMessages();
  return (
    <ul id={id} className="ts-password-rules">
      {rules.map((rule) => {
        const met = rule.met(value);
        return (
          <li key={rule.key} className={`ts-password-rules__rule${met ? ' ts-password-rules__rule--met' : ''}`}>
            {met ? <CheckoutIcon name="check" /> : <span className="ts-password-rules__dot" aria-hidden="true" />}
            <span>{t(rule.key, { min: PASSWORD_MIN })}</span>
            <span className="ts-sr-only"> {t(met ? 'account.password.ruleMet' : 'account.password.ruleNotMet')}</span>
          </li>
        );
      })}
    </ul>
  );
}
