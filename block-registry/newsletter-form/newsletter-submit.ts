import { captchaToken, createApiClient, isApiError, type Transport } from '../../runtime/core';
import { newsletterFieldsSchema } from '../../schemas';

/** What the fields hold; `problems` names each refused field's `form.*` message key. */
export interface NewsletterValues {
  readonly email: string;
  readonly policy: boolean;
}
export type NewsletterProblems = Partial<Record<keyof NewsletterValues, string>>;

/**
 * The newsletter fields' rules and call, loaded on the first focus of a field (not with the page): the validation
 * library and the API client stay out of every page's first load, though the form sits in every footer.
 */
export function checkNewsletter(values: NewsletterValues, only?: keyof NewsletterValues): NewsletterProblems {
  const parsed = newsletterFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const problems: NewsletterProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'policy') && (!only || only === field) && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/** `POST /consumers-v3/subscription`: null once sent, else the refused field's problems, or 'failed'. */
export async function sendNewsletter(
  transport: Transport,
  locale: string,
  values: NewsletterValues,
  type: 'Newsletter' | 'LoyaltyNewsletter' | undefined,
): Promise<NewsletterProblems | 'failed' | null> {
  try {
    await createApiClient(transport, { locale }).call('POST /consumers-v3/subscription', {
      body: { channel: 'email', email: values.email, policy: true, ...(type ? { type } : {}), recaptcha_response: await captchaToken('subscribe') },
    });
    return null;
  } catch (error) {
    if (isApiError(error) && error.envelope?.errorDetails[0]?.field === 'body.email') return { email: 'form.emailInvalid' };
    return 'failed';
  }
}
