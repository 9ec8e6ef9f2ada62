import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../runtime/core';
import { accountProblem } from '../../../../storefront/account';

const refused = (status: number, errorId: string, message = 'Server words', extra: Record<string, unknown> = {}) =>
  new ApiError(status, { errorDetails: [{ errorId, message, ...extra }], correlationId: 'c-1' }, '/consumers-v3/auth/signup');

describe('accountProblem (spec 000 §8)', () => {
  it('words the known codes from the catalogue, on their field where they have one', () => {
    expect(accountProblem(refused(401, 'AUT401'), 'US')).toEqual({ errorId: 'AUT401', message: 'account.error.invalidCredentials' });
    expect(accountProblem(refused(409, 'AUT439'), 'US')).toMatchObject({ message: 'account.error.emailInUse', field: 'email' });
    expect(accountProblem(refused(409, 'PRO400'), 'US')).toMatchObject({ message: 'account.error.emailInUse', field: 'email' });
    expect(accountProblem(refused(409, 'AUT442'), 'US')).toMatchObject({ message: 'account.error.phoneInUse', field: 'phone' });
    expect(accountProblem(refused(409, 'AUT444'), 'US')).toMatchObject({ message: 'account.error.phoneInUse', field: 'phone' });
    expect(accountProblem(refused(400, 'PRO411'), 'GB')).toMatchObject({ message: 'form.required', field: 'birthDate' });
    expect(accountProblem(refused(400, 'AUT450'), 'US')).toMatchObject({ message: 'account.error.wrongCurrentPassword', field: 'currentPassword' });
    expect(accountProblem(refused(400, 'AUT452'), 'US')).toMatchObject({ message: 'account.error.sameAsPrevious', field: 'newPassword' });
    expect(accountProblem(refused(400, 'FE340'), 'US')).toMatchObject({ message: 'form.passwordMismatch', field: 'confirmPassword' });
    expect(accountProblem(refused(410, 'AUT402'), 'US')).toEqual({ errorId: 'AUT402', message: 'account.error.resetExpired' });
    expect(accountProblem(refused(423, 'AUT441'), 'US')).toMatchObject({ message: 'account.error.locked' });
  });

  it('gives the minimal age of an under-age refusal: the server’s, else the country’s', () => {
    expect(accountProblem(refused(400, 'PRO410'), 'DE')).toMatchObject({ message: 'form.tooYoung', field: 'birthDate', values: { age: 16 } });
    expect(accountProblem(refused(400, 'PRO410'), 'US')).toMatchObject({ values: { age: 13 } });
    expect(accountProblem(refused(400, 'PRO410', 'Too young', { minimumAge: 15 }), 'DE')).toMatchObject({ values: { age: 15 } });
  });

  it('falls back to the server’s words, on the field its path names', () => {
    expect(accountProblem(refused(400, 'API400', 'body.phone: too long', { field: 'body.phone' }), 'US')).toEqual({
      errorId: 'API400',
      message: 'too long',
      field: 'phone',
    });
    expect(accountProblem(refused(500, 'GEN500', 'Database down'), 'US')).toEqual({ errorId: 'GEN500', message: 'Database down' });
  });

  it('says the network failed, or something else did, without an envelope', () => {
    expect(accountProblem(new ApiError(0, undefined, '/x'), 'US')).toMatchObject({ message: 'account.error.offline' });
    expect(accountProblem(new Error('bug'), 'US')).toMatchObject({ message: 'account.error.generic' });
  });
});
