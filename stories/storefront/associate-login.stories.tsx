import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import type { ConsumerProfile, StoresAnswer } from '../../schemas';
import { AssociateLoginFlow } from '../../storefront/associate/AssociateLoginFlow';
import { answerApi, profiles, session, withQueries, type FakeApi } from '../fixtures/account';

/** A store as the stores call answers it. */
const store = (storeId: string, name: string, city: string, countryCode: string): StoresAnswer['stores'][number] => {
  const week = [{ opens: '10:00', closes: '20:00' }];
  return {
    storeId,
    name,
    address: { addressLine1: '1 Main St', city, postalCode: '00000', countryCode },
    latitude: 0,
    longitude: 0,
    phone: '+10000000000',
    openingHours: { mon: week, tue: week, wed: week, thu: week, fri: week, sat: week, sun: [] },
  };
};
const storesByCountry: Readonly<Record<string, StoresAnswer['stores']>> = {
  US: [store('RL1002', 'Ridgeline Boulder Pearl Street', 'Boulder', 'US'), store('RL1001', 'Ridgeline Denver Larimer', 'Denver', 'US')],
  FR: [store('KS4002', 'Kestrel Lyon Presqu’île', 'Lyon', 'FR'), store('KS4001', 'Kestrel Paris Marais', 'Paris', 'FR')],
  DE: [store('KS5001', 'Kestrel Berlin Mitte', 'Berlin', 'DE'), store('KS5002', 'Kestrel Hamburg Neuer Wall', 'Hamburg', 'DE')],
};
const employee: ConsumerProfile = {
  ...profiles.maya,
  consumerDetails: { ...profiles.maya.consumerDetails, consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true },
};

/** An employee signed in: the profile, the country's stores and each store's associates. */
const employeeApi = (country: string): FakeApi => ({
  ...session('Registered'),
  'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: employee } }),
  'GET /consumers-v3/utilities/stores': () => ({ status: 200, body: { stores: storesByCountry[country] ?? [] } }),
  [`GET /consumers-v3/utilities/stores/${storesByCountry[country]?.[1]?.storeId ?? ''}/employees`]: () => ({
    status: 200,
    body: {
      storeId: storesByCountry[country]?.[1]?.storeId,
      employees: [
        { storeEmployeeId: 'E100101', name: 'Alex P.' },
        { storeEmployeeId: 'E100103', name: 'Priya S.' },
      ],
    },
  }),
});

/** `/{locale}/associate-login`: the employee's sign-in, then the store and who is selling (over the API at the fetch boundary). */
const meta = {
  title: 'Storefront/Associate sign-in',
  component: AssociateLoginFlow,
  args: { locale: 'en-us', path: '/en-us/associate-login', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi(session('Guest')),
} satisfies Meta<typeof AssociateLoginFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not signed in: the agent's sign-in form, without the way to a new account. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
    await expect(await canvas.findByText('Sign in with your employee account to sell in store.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.queryByRole('link', { name: 'Create an account' })).toBeNull();
  },
};

export const SignInFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/associate-login' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Connexion vendeur' })).toBeVisible();
  },
};

export const SignInGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/associate-login' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Anmeldung für Verkaufsteams' })).toBeVisible();
  },
};

/** An employee signed in: the store, then its associates, then "Start selling" writes the session and goes home. */
export const ChooseStore: Story = {
  beforeEach: answerApi(employeeApi('US')),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Where are you selling today?' })).toBeVisible();
    await expect(canvas.getByText('Choose a store first')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start selling' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Store' }), 'Ridgeline Denver Larimer, Denver');
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Sales associate' }),
      await canvas.findByRole('option', { name: 'Priya S.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start selling' }));
    await expect(args.navigate).toHaveBeenCalledWith('/en-us');
    await expect(sessionStorage.getItem('tessera.inStore.storeEmployeeName')).toBe('Priya S.');
    sessionStorage.clear();
  },
};

export const ChooseStoreFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/associate-login' },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi(employeeApi('FR')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Où vendez-vous aujourd’hui\u202f?' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Kestrel Paris Marais, Paris' })).toBeInTheDocument();
  },
};

export const ChooseStoreGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/associate-login' },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(employeeApi('DE')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wo verkaufst du heute?' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Verkäufer oder Verkäuferin' })).toBeInTheDocument();
  },
};
