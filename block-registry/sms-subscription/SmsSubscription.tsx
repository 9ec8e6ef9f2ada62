import { useEffect, useId, useMemo, useState } from 'react';
import { captchaToken, createApiClient } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import type { SmsSubscriptionBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { useAccountPort } from '../shared/account-port';
import { SmsFields } from './SmsFields';
import { smsProblemOf } from './sms-problem';

type Shopper = { readonly signedIn: false } | { readonly signedIn: true; readonly phone: string; readonly optin: boolean };

/**
 * The SMS subscription block (spec 001 "SMS opt-in: … Visitors create SMS subscriptions; logged-in users update
 * them"): a visitor subscribes (`POST /consumers-v3/subscription`, with the captcha, as the newsletter form); once the
 * account port says the shopper is signed in, the form shows their subscription and saves it through the account
 * (`PUT /consumers-v3/consumer/subscription`; unticking opts out).
 */
export default function SmsSubscription({ block }: BlockProps<SmsSubscriptionBlock>) {
  const t = useMessages();
  const { site, transport } = useRuntime();
  const id = useId();
  const api = useMemo(() => createApiClient(transport, { locale: site.locale.locale }), [transport, site]);
  const port = useAccountPort(true);
  const [shopper, setShopper] = useState<Shopper>({ signedIn: false });
  const [done, setDone] = useState<string>();

  useEffect(() => {
    if (!port) return undefined;
    let live = true;
    void port
      .shopper()
      .then(async (found) => {
        if (!found) return;
        const sms = await port.smsSubscription();
        if (live) setShopper({ signedIn: true, phone: sms.recipient ?? found.phoneNumber ?? '', optin: sms.optin });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [port]);

  return (
    <section className="ts-sms" aria-labelledby={`${id}-title`}>
      <h2 className="ts-sms__title" id={`${id}-title`}>
        {block.title ?? t('subscriptions.sms.title')}
      </h2>
      {block.subtitle ? <p>{block.subtitle}</p> : null}
      <div role="status" className="ts-sms__status">
        {done ? <p data-sms-sent="true">{done}</p> : null}
      </div>
      {done && !shopper.signedIn ? null : shopper.signedIn && port ? (
        <SmsFields
          key="member"
          phone={shopper.phone}
          consent={shopper.optin}
          manage
          submitLabel="subscriptions.sms.save"
          onSend={async (values) => {
            setDone(undefined);
            try {
              await port.saveSmsSubscription(values);
              setDone(t('subscriptions.sms.updated'));
              return undefined;
            } catch (error) {
              return smsProblemOf(t, error);
            }
          }}
        />
      ) : (
        <SmsFields
          key="visitor"
          submitLabel="subscriptions.sms.submit"
          onSend={async (values) => {
            try {
              const answer = await api.call('POST /consumers-v3/subscription', {
                body: { channel: 'sms', phone: values.phone, smsTermsAccepted: true, recaptcha_response: await captchaToken('subscribe') },
              });
              setDone(t('subscriptions.sms.success', { phone: answer.recipient }));
              return undefined;
            } catch (error) {
              return smsProblemOf(t, error);
            }
          }}
        />
      )}
    </section>
  );
}
