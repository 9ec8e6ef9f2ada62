import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import '../../storefront/styles/account.css';
import { AccountFlow } from '../../storefront/account';
import { profiles, refusal, withQueries } from '../fixtures/account';
import { savedAddresses, withAddressBook } from '../fixtures/addresses';

const { mayaHome, mayaOffice, mayaBilling, claireHome, claireParents } = savedAddresses;

const meta = {
  title: 'Storefront/Account/Addresses',
  component: AccountFlow,
  args: { locale: 'en-us', path: '/en-us/account/addresses', navigate: fn() },
  decorators: [withQueries],
  beforeEach: withAddressBook(profiles.maya, [mayaHome, mayaOffice, mayaBilling]),
} satisfies Meta<typeof AccountFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved addresses: each a card with its kind, the main one of each kind badged; the section marked in the nav. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Your addresses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '2250 Blake St, Denver',
      '1420 Larimer St, Denver',
      '1700 Lincoln St, Denver',
    ]);
    await expect(within(cards[0]!).getByText('Main shipping address')).toBeVisible();
    await expect(within(cards[1]!).getByText('Main billing address')).toBeVisible();
    await expect(within(cards[2]!).queryByText(/^Main/)).toBeNull();
    await expect(within(cards[2]!).getByRole('button', { name: 'Make it my main shipping address' })).toBeVisible();
    await expect(within(cards[0]!).getByText('(303) 555 - 0117')).toBeVisible();
  },
};

/** Making another address main: the badge moves, the status says so, the focus is on the address. */
export const MakeMain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make it my main shipping address' }));
    await expect(await canvas.findByText('1700 Lincoln St, Denver is now your main shipping address.')).toBeInTheDocument();
    const office = canvas.getByRole('article', { name: '1700 Lincoln St, Denver' });
    await waitFor(() => expect(office).toHaveFocus());
    await expect(within(office).getByText('Main shipping address')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: '2250 Blake St, Denver' })).queryByText('Main shipping address')).toBeNull();
  },
};

/** No addresses yet, in French: the words say so, and the way to add one is there. */
export const EmptyFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account/addresses' },
  globals: { locale: 'fr-fr' },
  beforeEach: withAddressBook(profiles.claire, []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Vos adresses' })).toBeVisible();
    await expect(canvas.getByText('Vous n’avez encore aucune adresse enregistrée. Ajoutez-en une pour commander plus vite.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ajouter une adresse' })).toBeVisible();
  },
};

/** Adding an address in German with mistakes: each field says what is wrong, the first takes the focus; then saved. */
export const AddWithErrorsGerman: Story = {
  args: { locale: 'de-de', path: '/de-de/account/addresses' },
  globals: { locale: 'de-de' },
  beforeEach: withAddressBook(profiles.jonas, []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adresse hinzufügen' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Neue Adresse' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'J');
    await userEvent.type(canvas.getByRole('textbox', { name: 'PLZ' }), '1011');
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }));
    const first = canvas.getByRole('textbox', { name: 'Vorname' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleDescription('Gib mindestens 2 Zeichen ein');
    await expect(canvas.getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription('Dieses Feld ist erforderlich');
    await expect(canvas.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription('Gib eine 5-stellige Postleitzahl ein');
  },
};

/** A new address saved: the form closes, the address is listed as main (the first of its kind), the status says so. */
export const AddSaved: Story = {
  beforeEach: withAddressBook(profiles.maya, [mayaBilling]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Maya');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Thompson');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '9 Aspen Way');
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Boulder');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'CO');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '80302');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '3035550188');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the address' }));
    await expect(await canvas.findByText('The address 9 Aspen Way, Boulder is saved.')).toBeInTheDocument();
    const added = await canvas.findByRole('article', { name: '9 Aspen Way, Boulder' });
    await waitFor(() => expect(added).toHaveFocus());
    await expect(within(added).getByText('Main shipping address')).toBeVisible();
  },
};

/** Editing an address: the form holds its values; saved, the card shows the change and has the focus. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const office = await canvas.findByRole('article', { name: '1700 Lincoln St, Denver' });
    await userEvent.click(within(office).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Edit the address 1700 Lincoln St, Denver' })).toBeVisible();
    const line = canvas.getByRole('textbox', { name: 'Address' });
    await expect(line).toHaveValue('1700 Lincoln St');
    await userEvent.clear(line);
    await userEvent.type(line, '1701 Lincoln St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the address' }));
    await expect(await canvas.findByText('Your changes to 1701 Lincoln St, Denver are saved.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('article', { name: '1701 Lincoln St, Denver' })).toHaveFocus());
  },
};

/** Deleting in French asks first (the focus on keeping it); confirmed, the address is gone and the heading has the focus. */
export const DeleteConfirmFrench: Story = {
  args: { locale: 'fr-fr', path: '/fr-fr/account/addresses' },
  globals: { locale: 'fr-fr' },
  beforeEach: withAddressBook(profiles.claire, [claireHome, claireParents]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lyon = await canvas.findByRole('article', { name: '8 quai Saint-Vincent, Lyon' });
    await userEvent.click(within(lyon).getByRole('button', { name: 'Supprimer' }));
    const question = within(lyon).getByRole('group', { name: 'Supprimer l’adresse 8 quai Saint-Vincent, Lyon\u202f?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'La conserver' })).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Oui, la supprimer' }));
    await expect(await canvas.findByText('L’adresse 8 quai Saint-Vincent, Lyon est supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('article', { name: '8 quai Saint-Vincent, Lyon' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Vos adresses' })).toHaveFocus());
  },
};

/** The delete confirmation as it looks, before an answer (the screenshot's state). */
export const DeleteConfirmOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const office = await canvas.findByRole('article', { name: '1700 Lincoln St, Denver' });
    await userEvent.click(within(office).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(office).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await expect(within(office).getByText('Delete the address 1700 Lincoln St, Denver?')).toBeVisible();
  },
};

/** An address deleted in another tab: the words say so and the list is read again. */
export const GoneElsewhere: Story = {
  beforeEach: withAddressBook(profiles.maya, [mayaHome, mayaOffice], {
    'PUT /consumers-v3/consumer/address/a-office': () => refusal(404, 'ADR404', 'No saved address a-office'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make it my main shipping address' }));
    await expect(await canvas.findByText('This address no longer exists. The list has been brought up to date.')).toBeVisible();
  },
};
