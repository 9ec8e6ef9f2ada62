import { useState } from 'react';
import { useRuntime } from '../../runtime/react';
import { captchaToken } from '../account/captcha';
import { accountProblem } from '../account/errors';
import { commerce } from '../commerce';
import { ContactUsForm, type ContactValues } from './ContactUsForm';

/**
 * Sends the contact form (`POST /consumers-v3/contactus`) for the page's site, with a captcha token (a signed-in
 * customer's cookie links the case to the account; the server skips the captcha then). Once sent, the case number.
 */
export function ContactUsFlow() {
  const { site } = useRuntime();
  const [sent, setSent] = useState<{ caseNumber: string; email: string } | undefined>(undefined);
  const [round, setRound] = useState(0);
  const send = async ({ orderNumber, category, ...values }: ContactValues) => {
    try {
      const body = {
        ...values,
        category: category as Exclude<ContactValues['category'], ''>,
        ...(orderNumber ? { orderNumber } : {}),
        recaptcha_response: await captchaToken('contact'),
      };
      const { caseNumber } = await commerce.call('POST /consumers-v3/contactus', { query: { locale: site.locale.locale }, body });
      setSent({ caseNumber, email: values.email });
      return undefined;
    } catch (error) {
      return accountProblem(error, site.locale.country);
    }
  };
  return (
    <ContactUsForm
      key={round}
      onSubmit={send}
      sentCase={sent}
      onWriteAgain={() => {
        setSent(undefined);
        setRound((n) => n + 1);
      }}
    />
  );
}
