import { announceCartChange, noteShopperKind, refreshSession } from '../commerce';
import { signIn } from './session-api';

/**
 * Signs in from a dialog (the account blocks', the enrollment's) with the guest's cart (spec 000 §4), the header told;
 * a refusal is thrown for the form to word.
 */
export async function signInWith(email: string, password: string, locale: string): Promise<void> {
  const guest = await refreshSession();
  const change = await signIn({ username: email, password, basketId: guest.basketId, locale });
  noteShopperKind(change.tokenType);
  announceCartChange();
}
