import './subscriptions.css';
import { useId, useState } from 'react';
import { useMessages, useRuntime } from '../../../runtime/react';
import type { SubscriptionsAnswer } from '../../../schemas';
import { SmsFields, type SmsProblem } from '../../../block-registry';
import { AccountAlert } from '../AccountAlert';
import type { AccountSectionProps } from '../section-views';
import { NotificationsForm } from './NotificationsForm';
import { subscriptionProblem, subscriptionStatus } from './subscription-words';
import { useSubscriptionChange, useSubscriptions, type SubscriptionChange } from './use-subscriptions';

export interface SubscriptionsViewProps {
  readonly state: SubscriptionsAnswer | undefined;
  readonly loyaltyMember: boolean;
  /** The account's phone: the SMS number offered before one is subscribed. */
  readonly phone: string | null;
  /** An error the section opens with (stories, a failed read). */
  readonly error?: string | undefined;
  /** Sends one change; answers a problem when refused. */
  readonly onChange: (change: SubscriptionChange) => Promise<SmsProblem | undefined>;
  readonly announce: (words: string) => void;
}

/** The account's Subscriptions section over the subscriptions' calls. */
export function SubscriptionsSection({ profile, locale, announce }: AccountSectionProps) {
  const t = useMessages();
  const state = useSubscriptions(locale);
  const change = useSubscriptionChange(locale);
  return (
    <SubscriptionsView
      state={state.data}
      loyaltyMember={profile.isLoyaltyMember}
      phone={profile.consumerDetails.phone}
      {...(state.isError ? { error: t('account.subscriptions.loadFailed') } : {})}
      announce={announce}
      onChange={async (each) => {
        try {
          await change.mutateAsync(each);
          return undefined;
        } catch (error) {
          return subscriptionProblem(t, error);
        }
      }}
    />
  );
}

type EmailType = 'Newsletter' | 'LoyaltyNewsletter';

/**
 * The newsletters by e-mail (a switch each; opting in mails a confirmation link, shown as "check your inbox" until
 * followed), the SMS subscription (a number and the consent given through the SMS terms), and which service messages
 * go by e-mail or SMS. Each change is sent at once, said in the shell's status line, and the section shows the state
 * the server holds after it.
 */
export function SubscriptionsView({ state, loyaltyMember, phone, error, onChange, announce }: SubscriptionsViewProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message?: string | undefined; revision: number }>({ message: error, revision: 0 });
  const tag = site.locale.tag;
  const find = (channel: 'email' | 'sms', type: EmailType) =>
    state?.subscriptions.find((each) => each.channel === channel && each.type === type && each.optin) ??
    state?.subscriptions.find((each) => each.channel === channel && each.type === type);
  const sms = find('sms', 'Newsletter');
  const smsOn = sms?.optin === true;

  const send = async (change: SubscriptionChange, done: string): Promise<SmsProblem | undefined> => {
    setProblem((p) => ({ revision: p.revision + 1 }));
    setBusy(true);
    try {
      const refused = await onChange(change);
      if (refused && !refused.field) setProblem((p) => ({ message: refused.message, revision: p.revision + 1 }));
      if (!refused) announce(done);
      return refused;
    } finally {
      setBusy(false);
    }
  };

  const emailSwitch = (type: EmailType, label: 'account.subscriptions.newsletter' | 'account.subscriptions.loyaltyNewsletter') => {
    const current = find('email', type);
    const on = current?.optin === true;
    const box = `${id}-${type}`;
    return (
      <li className="ts-subscriptions__item">
        <div className="ts-subscriptions__switch">
          <input
            id={box}
            className="ts-checkbox__input"
            type="checkbox"
            role="switch"
            checked={on}
            // Not `disabled`: the switch keeps the focus while its change is sent.
            aria-disabled={!state || busy || undefined}
            aria-describedby={`${box}-status`}
            onChange={(event) =>
              state &&
              !busy &&
              void send(
                { kind: 'subscription', body: { channel: 'email', type, optin: event.target.checked } },
                t(event.target.checked ? 'account.subscriptions.subscribed' : 'account.subscriptions.unsubscribed', { list: t(label) }),
              )
            }
          />
          <label htmlFor={box}>{t(label)}</label>
        </div>
        <p className="ts-subscriptions__status" id={`${box}-status`} data-status={on ? (current.doubleOptin ? 'confirmed' : 'pending') : 'off'}>
          {state ? subscriptionStatus(t, tag, current) : t('account.subscriptions.loading')}
        </p>
      </li>
    );
  };

  return (
    <section className="ts-account-section ts-subscriptions" aria-labelledby={`${id}-title`} aria-busy={!state && !error}>
      <div className="ts-account-section__header">
        <h2 className="ts-account-section__title" id={`${id}-title`} tabIndex={-1}>
          {t('account.subscriptions.title')}
        </h2>
      </div>
      <AccountAlert message={problem.message} revision={problem.revision} />
      <h3 className="ts-address-card__title">{t('account.subscriptions.emailTitle')}</h3>
      <ul className="ts-subscriptions__list">
        {emailSwitch('Newsletter', 'account.subscriptions.newsletter')}
        {loyaltyMember ? emailSwitch('LoyaltyNewsletter', 'account.subscriptions.loyaltyNewsletter') : null}
      </ul>
      <div className="ts-subscriptions__sms" role="group" aria-labelledby={`${id}-sms`}>
        <h3 className="ts-address-card__title" id={`${id}-sms`}>
          {t('account.subscriptions.smsTitle')}
        </h3>
        <p className="ts-subscriptions__status" data-status={smsOn ? 'confirmed' : 'off'}>
          {state ? subscriptionStatus(t, tag, sms) : t('account.subscriptions.loading')}
        </p>
        {state ? (
          <SmsFields
            phone={smsOn ? sms.recipient : (phone ?? '')}
            consent={smsOn}
            manage
            submitLabel="account.subscriptions.smsSave"
            onSend={async (values) => {
              const refused = await send(
                {
                  kind: 'subscription',
                  body: values.smsTermsAccepted
                    ? { channel: 'sms', optin: true, phone: values.phone, smsTermsAccepted: true }
                    : { channel: 'sms', optin: false },
                },
                t(values.smsTermsAccepted ? 'account.subscriptions.smsOn' : 'account.subscriptions.smsOff'),
              );
              // A problem of the form as a whole is already at the section's top.
              return refused?.field ? refused : undefined;
            }}
          />
        ) : null}
      </div>
      {state ? (
        <NotificationsForm
          preferences={state.notifications}
          busy={busy}
          onSave={(notifications) => send({ kind: 'notifications', notifications }, t('account.subscriptions.notificationsSaved'))}
        />
      ) : null}
    </section>
  );
}
