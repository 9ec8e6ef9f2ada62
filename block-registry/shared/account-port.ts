import { createContext, useContext, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { EventRegistrationAnswer, EventRegistrationBody } from '../../schemas';

/** The signed-in shopper as the event form shows and sends them (spec 001 §4: e-mail read-only, phone from the profile). */
export interface AccountShopper {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly gender: string | null;
  readonly phoneNumber: string | null;
}

export interface SignInPanelProps {
  /** Heading level of the form's title: 2 in a block or a dialog (the page has its h1). */
  readonly headingLevel: 2 | 3;
  readonly onSignedIn: () => void;
  /** Set in a dialog: "forgot password" opens its own dialog instead of leaving the page. */
  readonly onForgotPassword?: () => void;
  /** Set where the form switches to sign-up in place (the event dialog); otherwise a link to `/sign-up`. */
  readonly onCreateAccount?: () => void;
}

export type SignUpPanelVariant = 'full' | 'simplified' | 'loyalty';

export interface SignUpPanelProps {
  readonly headingLevel: 2 | 3;
  readonly variant: SignUpPanelVariant;
  /** After the account was made and the shopper signed in with it. */
  readonly onSignedUp: () => void;
  /** Set where the form switches back to sign-in in place. */
  readonly onSignIn?: () => void;
}

/**
 * What the account blocks (sign-in, sign-up, event sign-up) take from the app around them: the storefront's own
 * forms and session (PKCE sign-in, sign-up, forgot password), which the registry may not import. The storefront
 * provides a loader (`AccountPortContext`), so the forms' code and the account words load only with such a block.
 */
export interface AccountPort {
  readonly SignInPanel: ComponentType<SignInPanelProps>;
  readonly SignUpPanel: ComponentType<SignUpPanelProps>;
  readonly ForgotPasswordPanel: ComponentType<{ readonly headingLevel: 2 | 3 }>;
  /** The signed-in shopper, or null for a guest. */
  readonly shopper: () => Promise<AccountShopper | null>;
  /** `POST /consumers-v3/consumer/event-registration`; throws the API's error. */
  readonly registerForEvent: (body: EventRegistrationBody) => Promise<EventRegistrationAnswer>;
  /** The signed-in shopper's SMS subscription (`GET /consumers-v3/consumer/subscription`): its number and whether it is on. */
  readonly smsSubscription: () => Promise<{ readonly recipient: string | null; readonly optin: boolean }>;
  /** `PUT /consumers-v3/consumer/subscription` for SMS: on with the number and the terms accepted, or off; throws the API's error. */
  readonly saveSmsSubscription: (values: { readonly phone: string; readonly smsTermsAccepted: boolean }) => Promise<void>;
  /** The site's root (`/en-gb`), for links to the account. */
  readonly home: string;
}

export type AccountPortLoader = () => Promise<AccountPort>;

export const AccountPortContext = createContext<AccountPortLoader | null>(null);

/** The account port once loaded (after hydration only: the server renders the blocks' buttons alone), or undefined. */
export function useAccountPort(wanted: boolean): AccountPort | undefined {
  const load = useContext(AccountPortContext);
  const [port, setPort] = useState<AccountPort>();
  useEffect(() => {
    if (!wanted || !load || port) return undefined;
    let live = true;
    void load().then((loaded) => {
      if (live) setPort(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, load, port]);
  return port;
}
