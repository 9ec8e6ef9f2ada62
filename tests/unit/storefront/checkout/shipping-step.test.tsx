import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShippingStep, type ShippingStepProps } from '../../../../storefront/checkout';
import { renderWithRuntime } from '../../runtime-react/with-runtime';

const methods = [{ code: 'standard' as const, price: 800, deliveryTime: '3-5', freeOver: 7500 }];
const denver = {
  firstName: 'Maya',
  lastName: 'Thompson',
  addressLine1: '1550 Wewatta St',
  addressLine2: 'Apt 4B',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  phone: '+13035550142',
};

function renderStep(props: Partial<ShippingStepProps> = {}, locale = 'en-us') {
  const onSubmit = vi.fn<ShippingStepProps['onSubmit']>(() => Promise.resolve());
  renderWithRuntime(
    <ShippingStep country="US" currency="USD" methods={methods} selectedMethod="standard" itemTotal={5000} onSubmit={onSubmit} {...props} />,
    { locale },
  );
  return { onSubmit: props.onSubmit ?? onSubmit, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Continue to billing' });

// Typing key by key runs the form rules each time: slow on a busy machine.
describe('ShippingStep', { timeout: 20_000 }, () => {
  it('marks every required field on an empty submit, focuses the first, and sends nothing', async () => {
    const { onSubmit, user } = renderStep();
    await user.click(submit());
    await waitFor(() => expect(field('Email')).toHaveFocus());
    for (const name of ['Email', 'First name', 'Last name', 'Address', 'City', 'ZIP code', 'Phone']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('This field is required') as string);
    }
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('This field is required');
    expect(field('Apartment, suite, etc. (optional)')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each rule’s own words', async () => {
    const { user } = renderStep({ defaultValues: { address: { province: 'ZZ' } } });
    await user.type(field('Email'), 'maya@example');
    await user.type(field('First name'), 'M');
    await user.type(field('Last name'), 'Th0mpson');
    await user.type(field('Address'), '1550 Wewatta Street Building North');
    await user.type(field('ZIP code'), '8020');
    await user.type(field('Phone'), '555 0142');
    await user.click(submit());
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(/^Email is not valid/));
    expect(field('First name')).toHaveAccessibleDescription('Enter at least 2 characters');
    expect(field('Last name')).toHaveAccessibleDescription('Name is not valid.');
    expect(field('Address')).toHaveAccessibleDescription('This is too long. Please shorten it.');
    // The per-country checks answer even while other fields still fail (zod would hold them back).
    expect(field('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(field('Phone')).toHaveAccessibleDescription(/^A valid phone number is required/);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Choose a state or province from the list');
  });

  it('checks a field as the shopper leaves it, then again as they type', async () => {
    const { user } = renderStep();
    await user.click(field('ZIP code'));
    await user.tab();
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('This field is required'));
    await user.type(field('ZIP code'), '802');
    await waitFor(() => expect(field('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code'));
    await user.type(field('ZIP code'), '02');
    await waitFor(() => expect(field('ZIP code')).not.toHaveAttribute('aria-invalid'));
  });

  it('uses the country’s postal code rule and words (Canada)', async () => {
    const { user } = renderStep({ country: 'CA', currency: 'CAD' }, 'en-ca');
    await user.type(field('Postal code'), '12345');
    await user.tab();
    await waitFor(() => expect(field('Postal code')).toHaveAccessibleDescription('Enter a postal code like A1A 1A1'));
  });

  it('submits the values as the rules normalise them', async () => {
    const { onSubmit, user } = renderStep(
      { country: 'CA', currency: 'CAD', methods: [{ code: 'standard', price: 1200, deliveryTime: '3-6' }] },
      'en-ca',
    );
    await user.type(field('Email'), '  liam.tremblay@example.ca ');
    await user.type(field('First name'), ' Liam');
    await user.type(field('Last name'), 'Tremblay');
    await user.type(field('Address'), '220 King St W');
    await user.type(field('City'), 'Toronto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Ontario');
    await user.type(field('Postal code'), 'm5h1k4');
    await user.type(field('Phone'), '416 555 0182');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'liam.tremblay@example.ca',
      address: {
        firstName: 'Liam',
        lastName: 'Tremblay',
        addressLine1: '220 King St W',
        addressLine2: '',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5H 1K4',
        country: 'CA',
        phone: '+14165550182',
      },
      method: 'standard',
    });
  });

  it('keeps what was typed through a reload until the server holds it, and only for its own cart', async () => {
    sessionStorage.clear();
    const first = renderStep({ draftKey: 'shipping:c1', defaultValues: { email: 'old@example.com' } });
    await first.user.clear(field('Email'));
    await first.user.type(field('Email'), 'maya@example.com');
    await first.user.type(field('First name'), 'Maya');
    await first.user.type(field('City'), 'Denver');
    cleanup();
    // The tab reloads: the form starts again from the cart's values, and the draft is laid over them.
    renderStep({ draftKey: 'shipping:c1', defaultValues: { email: 'old@example.com' } });
    await waitFor(() => expect(field('Email')).toHaveValue('maya@example.com'));
    expect(field('First name')).toHaveValue('Maya');
    expect(field('City')).toHaveValue('Denver');
    expect(field('Last name')).toHaveValue('');
    cleanup();
    renderStep({ draftKey: 'shipping:c2' });
    expect(field('Email')).toHaveValue('');
    cleanup();
    // Saved: the cart holds it now, and the draft goes.
    const saved = renderStep({ draftKey: 'shipping:c1' });
    await waitFor(() => expect(field('Email')).toHaveValue('maya@example.com'));
    for (const [name, value] of [
      ['Last name', 'Thompson'],
      ['Address', '1550 Wewatta St'],
      ['ZIP code', '80202'],
      ['Phone', '3035550142'],
    ] as const)
      await saved.user.type(field(name), value);
    await saved.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Colorado');
    await saved.user.click(submit());
    await waitFor(() => expect(saved.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sessionStorage.getItem('ts_draft:shipping:c1')).toBeNull());
  });

  it('puts the server’s field errors on their fields, focuses the first, and shows its message at the top', async () => {
    const onSubmit = vi.fn<ShippingStepProps['onSubmit']>(() =>
      Promise.resolve({
        fieldErrors: { 'body.address.0.postalCode': 'form.postalInvalid.US', email: 'This e-mail cannot be used' },
        message: 'We can’t ship to this address from this store.',
      }),
    );
    const { user } = renderStep({ onSubmit, defaultValues: { email: 'maya.thompson@example.com', address: denver } });
    await user.click(submit());
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription(/^This e-mail cannot be used/);
    expect(field('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(field('ZIP code')).toHaveValue('80202');
    expect(screen.getByRole('alert')).toHaveTextContent('We can’t ship to this address from this store.');
  });

  it('shows a server field error the form has no field for at the top, rather than lose it', async () => {
    const onSubmit = vi.fn<ShippingStepProps['onSubmit']>(() =>
      Promise.resolve({ fieldErrors: { 'body.address.0.country': 'form.countryInvalid' } }),
    );
    const { user } = renderStep({ onSubmit, defaultValues: { email: 'maya.thompson@example.com', address: denver } });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We can’t ship to this country from this store'));
  });

  it('shows the shipping method, free from its threshold', () => {
    renderStep({ itemTotal: 9000 });
    const method = screen.getByRole('radio', { name: /Standard delivery/ });
    expect(method).toBeChecked();
    expect(method.closest('label')).toHaveTextContent('3–5 business days');
    expect(method.closest('label')).toHaveTextContent('Free');
  });
});
