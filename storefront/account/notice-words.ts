import type { MessageKey } from '../../runtime/core';
import type { AccountNotice } from './use-account';

/** Spec 000 §8's success messages (accountCreated, youHaveSuccessfullyLoggedIn) and the account's others. */
export const noticeKeys: Readonly<Record<AccountNotice, MessageKey>> = {
  signedIn: 'account.notice.signedIn',
  merged: 'account.notice.merged',
  accountCreated: 'account.notice.accountCreated',
  passwordReset: 'account.notice.passwordReset',
  signedOut: 'account.notice.signedOut',
};
