import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../runtime/core';
import { accountProblem, ChangePasswordForm, ResetPasswordForm, SignInForm, SignUpForm, type SignUpFormProps } from '../../../../storefront/account';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const today = () => new Date('2026-03-14T12:00:00Z');
const refused = (errorId: string, country = 'US') =>
  Promise.resolve(
    accountProblem(new ApiError(409, { errorDetails: [{ errorId, message: `Server: ${errorId}` }], correlationId: 'c' }, '/x'), country),
  );

function renderSignUp(props: Partial<SignUpFormProps> = {}, locale = 'en-us') {
  const onSubmit = vi.fn<SignUpFormProps['onSubmit']>(() => Promise.resolve());
  renderWithRuntime(<SignUpForm home={`/${locale}`} birthDateRequired={false} today={today} onSubmit={onSubmit} {...props} />, { locale });
  return onSubmit;
}

async function fillSignUp(birthDate?: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /email|e-mail/i }), 'maya@example.com');
  await user.type(screen.getByLabelText(/create a password|passwort festlegen|créez un mot de passe/i), 'Trail2026');
  const first = screen.getAllByRole('textbox').find((box) => box.getAttribute('autocomplete') === 'given-name');
  const last = screen.getAllByRole('textbox').find((box) => box.getAttribute('autocomplete') === 'family-name');
  await user.type(first!, 'Maya');
  await user.type(last!, 'Thompson');
  if (birthDate) await user.type(document.querySelector<HTMLInputElement>('input[type="date"]')!, birthDate);
  await user.click(screen.getByRole('checkbox', { name: /terms|conditions|Nutzungsbedingungen/i }));
  return user;
}

describe('the sign-up form', () => {
  it('checks every field by the contract’s rules before sending, and says so at each field', async () => {
    const onSubmit = renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription('Please accept the terms to continue');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ticks the password’s rules as they are typed, and refuses a weak one', async () => {
    renderSignUp();
    const password = screen.getByLabelText('Create a password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'trail');
    const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rules).toEqual(['At least 8 characters (not yet)', 'A number (not yet)', 'An uppercase letter (not yet)', 'A lowercase letter (done)']);
    await userEvent.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Use at least 8 characters/));
  });

  it('sends what was typed, and keeps it when the server says the e-mail is in use (AUT439): the words at the e-mail', async () => {
    const onSubmit = vi.fn<SignUpFormProps['onSubmit']>(() => refused('AUT439'));
    renderSignUp({ onSubmit });
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'maya@example.com',
      password: 'Trail2026',
      firstName: 'Maya',
      lastName: 'Thompson',
      birthDate: '',
      newsletter: false,
      terms: true,
    });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account already uses this email. Sign in instead, or reset your password.'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('maya@example.com');
    expect(screen.getByLabelText('Create a password')).toHaveValue('Trail2026');
  });

  it('requires the birth date on the EMEA brand and refuses one under the country’s age (13 in the UK)', async () => {
    const onSubmit = renderSignUp({ birthDateRequired: true }, 'en-gb');
    await fillSignUp('2015-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const birth = document.querySelector<HTMLInputElement>('input[type="date"]')!;
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('You must be at least 13 years old to have an account')).toBeVisible();
    expect(birth).toHaveAttribute('max', '2013-03-14');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s under-age refusal (PRO410) at the birth date, in German with 16', async () => {
    renderSignUp({ birthDateRequired: true, onSubmit: vi.fn(() => refused('PRO410', 'DE')) }, 'de-de');
    await fillSignUp('2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(screen.getByText('Du musst mindestens 16 Jahre alt sein, um ein Konto zu haben')).toBeVisible());
  });

  it('puts a problem without a field at the top, as an alert (AUT440)', async () => {
    renderSignUp({ onSubmit: vi.fn(() => refused('AUT440')) });
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('New accounts can’t be created on this site right now.'));
  });
});

describe('the sign-in form', () => {
  it('offers a reset and the contact page after the last attempt (AUT426)', async () => {
    renderWithRuntime(<SignInForm home="/en-us" onSubmit={() => refused('AUT426')} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('One more wrong try will lock your account'));
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/en-us/forgot-password');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-us/help/contact-us');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('shows the server’s words for a code it does not know', async () => {
    renderWithRuntime(<SignInForm home="/en-us" onSubmit={() => refused('AUT999')} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server: AUT999'));
  });
});

describe('the password forms', () => {
  it('refuse two different new passwords (FE340) and put a wrong current one on its field (AUT450)', async () => {
    const onSubmit = vi.fn(() => refused('AUT450'));
    renderWithRuntime(<ChangePasswordForm email="maya@example.com" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'Old2026pass');
    await userEvent.type(screen.getByLabelText('New password'), 'Summit2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Summit2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match'));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Summit2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(screen.getByLabelText('New password')).toHaveValue('Summit2026');
  });

  it('turns an expired reset link (AUT402) into the way to a new one', async () => {
    renderWithRuntime(<ResetPasswordForm home="/en-us" onSubmit={() => refused('AUT402')} />);
    await userEvent.type(screen.getByLabelText('New password'), 'Summit2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Summit2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used.'));
    expect(screen.getByRole('link', { name: 'Get a new link' })).toHaveAttribute('href', '/en-us/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
