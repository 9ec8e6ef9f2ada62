import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import type { ConsumerProfile } from '../../schemas';
import { answerApi, profiles, refusal, session, withQueries, type FakeApi } from '../fixtures/account';
import { historyPage, mayaOrders } from '../fixtures/account-orders';
import { orders } from '../fixtures/checkout';

const HISTORY = 'POST /consumers-v3/consumer/purchasehistory';

/** A signed-in shopper's `/{locale}/account/orders…`, over the API's answers at the fetch boundary. */
const signedIn = (profile: ConsumerProfile, more: FakeApi = {}): FakeApi => ({
  ...session('Registered'),
  'GET /consumers-v3/consumer/profile': () => ({ status: 200, body: { consumerProfile: profile } }),
  ...more,
});

const meta = {
  title: 'Storefront/Account/Orders',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account/orders', navigate: fn() },
  decorators: [withQueries],
  beforeEach: answerApi(
    signedIn(profiles.maya, {
      [HISTORY]: (body) =>
        (body as { page?: number }).page === 2
          ? { status: 200, body: historyPage(mayaOrders.slice(10), 2, mayaOrders.length) }
          : { status: 200, body: historyPage(mayaOrders.slice(0, 10), 1, mayaOrders.length) },
    }),
  ),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's orders, newest first: number (a link), date, status in words, units, total; "Show more" adds the rest and takes the focus there. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders', current: 'page' })).toBeVisible();
    await canvas.findByRole('link', { name: 'Order RL1048291307' });
    const rows = canvas.getAllByRole('listitem').filter((li) => li.classList.contains('ts-orders__row'));
    await expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    await expect(first.getByRole('link', { name: 'Order RL1048291307' })).toHaveAttribute('href', '/en-us/account/orders/rl1048291307');
    await expect(first.getByText('Placed on April 12, 2026')).toBeVisible();
    await expect(first.getByText('Confirmed')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Total $291.61');
    await expect(within(rows[1]!).getByText('Shipped')).toBeVisible();
    await expect(within(rows[2]!).getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Showing 10 of 11 orders')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Order RL1048280007' })).toHaveFocus());
    await expect(canvas.getByText('Showing 11 of 11 orders')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  },
};

/** Claire has ordered nothing yet, in French: says so, and leads to the shop. */
export const EmptyFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account/orders' },
  globals: { locale: 'fr-fr' },
  beforeEach: answerApi(signedIn(profiles.claire, { [HISTORY]: () => ({ status: 200, body: historyPage([], 1, 0) }) })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Vos commandes' })).toBeVisible();
    await expect(await canvas.findByText('Vous n’avez encore passé aucune commande.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Commencer vos achats' })).toHaveAttribute('href', '/fr-fr');
  },
};

/** One of Jonas's orders, in German: lines, totals, address, delivery, card and status; the focus on its heading; a way back. */
export const DetailGerman: Story = {
  args: { locale: 'de-de', path: `/de-de/account/orders/${orders.de.orderNumber}` },
  globals: { locale: 'de-de' },
  beforeEach: answerApi(
    signedIn(profiles.jonas, {
      [`GET /consumers-v3/consumer/purchase/${orders.de.orderNumber}`]: () => ({ status: 200, body: { ...orders.de, status: 'shipped' } }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 2, name: `Bestellung ${orders.de.orderNumber}` });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Versandt')).toBeVisible();
    await expect(canvas.getByText('Bestellt am 13. April 2026')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: 'Zurück zu deinen Bestellungen' })).toHaveAttribute('href', '/de-de/account/orders');
    await expect(canvasElement.querySelector('.ts-line-items')).not.toBeNull();
    await expect(canvasElement.querySelector('.ts-order-totals')).not.toBeNull();
  },
};

/** An order number that is not this account's (or no order at all): the same "not found", and the way back. */
export const NotFound: Story = {
  args: { path: '/en-us/account/orders/RL1048299999' },
  beforeEach: answerApi(
    signedIn(profiles.maya, { 'GET /consumers-v3/consumer/purchase/RL1048299999': () => refusal(404, 'OHS4004', 'Order not found') }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'We couldn’t find this order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/en-us/account/orders');
  },
};
