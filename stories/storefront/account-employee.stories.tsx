import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import { TERMS_LATER_KEY } from '../../storefront/employee/use-employee-terms';
import type { ConsumerProfile } from '../../schemas';
import { answerApi, profiles, refusal, session, withQueries, type FakeApi } from '../fixtures/account';

type Details = ConsumerProfile['consumerDetails'];
const withDetails = (profile: ConsumerProfile, details: Partial<Details>): ConsumerProfile => ({
  ...profile,
  consumerDetails: { ...profile.consumerDetails, ...details },
});
const employee = (profile: ConsumerProfile, accepted: boolean) =>
  withDetails(profile, { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: accepted, employee: { currentSpend: 48_250, annualCap: 150_000 } });

/**
 * A signed-in shopper's account whose terms PUT is answered as the server does: accepted, the profile read again says
 * so. `refuse` answers the PUT with that error instead.
 */
function employeeApi(profile: ConsumerProfile, refuse?: ReturnType<typeof refusal>): FakeApi {
  let accepted = profile.consumerDetails.isEmployeeDiscountTCAccepted;
  return {
    ...session('Registered'),
    'GET /consumers-v3/consumer/profile': () => ({
      status: 200,
      body: { consumerProfile: withDetails(profile, { isEmployeeDiscountTCAccepted: accepted }) },
    }),
    'PUT /consumers-v3/consumer/employee-terms': () => {
      if (refuse) return refuse;
      accepted = true;
      return { status: 200, body: { isEmployeeDiscountTCAccepted: true, acceptedAt: '2026-03-14T12:00:00.000Z' } };
    },
  };
}

/**
 * Each mount starts afresh: the terms not put off (the tab's "Not now" would carry over from another story) and the
 * server's answers not yet accepted (a mount before may have accepted them).
 */
const fresh = (api: () => FakeApi) => () => {
  window.sessionStorage.removeItem(TERMS_LATER_KEY);
  return answerApi(api())();
};

const meta = {
  title: 'Storefront/Account/Employee',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account', navigate: fn() },
  decorators: [withQueries],
  beforeEach: fresh(() => employeeApi(employee(profiles.maya, false))),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An employee who has not accepted the discount terms: the dialog asks, its title focused; Accept closes it, the banner shows. */
export const TermsDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Employee discount terms' });
    await expect(within(dialog).getByRole('heading', { name: 'Employee discount terms' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: /Read the full employee discount terms/ })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    );
    await expect(page.queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByRole('progressbar', { name: 'Employee discount' })).toBeVisible();
    await expect(page.getByText('$482.50 spent of your $1,500.00 annual cap')).toBeVisible();
  },
};

/** The dialog as the employee first sees it: summary, the full terms' link, Accept and Not now; Tab stays inside. */
export const TermsAsked: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Employee discount terms' });
    await expect(dialog).toHaveAccessibleDescription(/Your employee discount applies once you accept its terms/);
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: /Read the full employee discount terms/ })).toHaveFocus();
  },
};

/** In French: "Plus tard" closes the dialog; the account says the discount does not apply and offers the terms again. */
export const TermsNotNowFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account' },
  globals: { locale: 'fr-fr' },
  beforeEach: fresh(() => employeeApi(employee(profiles.claire, false))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Conditions de la remise employé' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const review = page.getByRole('button', { name: 'Voir les conditions' });
    await waitFor(() => expect(review).toHaveFocus());
    await expect(page.getByText('Votre remise employé ne s’applique pas tant que vous n’en avez pas accepté les conditions.')).toBeVisible();
    await userEvent.click(review);
    await expect(await page.findByRole('dialog', { name: 'Conditions de la remise employé' })).toBeVisible();
  },
};

/** In German, the acceptance refused (EMP403): the dialog stays and says why. */
export const TermsRefusedGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/account' },
  globals: { locale: 'de-de' },
  beforeEach: fresh(() => employeeApi(employee(profiles.jonas, false), refusal(403, 'EMP403', 'Employees only'))),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Bedingungen des Mitarbeiterrabatts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    const said = await within(dialog).findByText('Nur ein Mitarbeiterkonto hat Bedingungen für den Mitarbeiterrabatt anzunehmen.');
    await waitFor(() => expect(said).toHaveFocus());
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

/** An employee with the terms accepted: the employee discount's spend against the annual cap. */
export const EmployeeSpend: Story = {
  beforeEach: fresh(() => employeeApi(employee(profiles.maya, true))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Employee discount' });
    await expect(bar).toHaveAttribute('aria-valuetext', '$482.50 spent of your $1,500.00 annual cap');
    await expect(canvas.getByText('$1,017.50 left this year')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** An athlete, in French: the credit used this year. */
export const AthleteSpendFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account' },
  globals: { locale: 'fr-fr' },
  beforeEach: fresh(() => employeeApi(withDetails(profiles.claire, { athlete: { currentSpend: 152_000, annualCredit: 200_000 } }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Programme athlètes' })).toBeVisible();
    await expect(canvas.getByText(/utilisés sur votre crédit annuel de/)).toBeVisible();
  },
};

/** An IPA professional, in German. */
export const IpaSpendGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/account' },
  globals: { locale: 'de-de' },
  beforeEach: fresh(() =>
    employeeApi(withDetails(profiles.jonas, { identity: [{ type: 'IPA' }], prosumer: { currentSpend: 31_990, annualCredit: 80_000 } })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'IPA-Profiprogramm' })).toBeVisible();
    await expect(canvas.getByText(/von deinem Jahresguthaben von/)).toBeVisible();
  },
};

/** A WRANX professional over the credit: the bar full, nothing left. */
export const WranxSpend: Story = {
  beforeEach: fresh(() =>
    employeeApi(withDetails(profiles.maya, { identity: [{ type: 'WRANX' }], prosumer: { currentSpend: 91_500, annualCredit: 90_000 } })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'WRANX pro program' })).toBeVisible();
    await expect(canvas.getByText('$0.00 left this year')).toBeVisible();
  },
};
