import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/consent.css';
import { ConsentBanner } from '../../storefront/consent/ConsentBanner';
import { ConsentSettings } from '../../storefront/consent/ConsentSettings';

const meta = {
  title: 'Storefront/Consent',
  component: ConsentBanner,
  args: { privacyHref: '/en-gb/privacy', onAcceptAll: fn(), onNecessaryOnly: fn(), onSettings: fn() },
  globals: { locale: 'en-gb' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner at the foot of the window: three answers of equal weight, the privacy policy one link away. */
export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'We use cookies' });
    await expect(within(banner).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en-gb/privacy');
    await userEvent.click(within(banner).getByRole('button', { name: 'Necessary only' }));
    await expect(args.onNecessaryOnly).toHaveBeenCalledOnce();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

export const BannerFrench: Story = {
  globals: { locale: 'fr-fr' },
  args: { privacyHref: '/fr-fr/privacy' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Nous utilisons des cookies' });
    await expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeVisible();
  },
};

export const BannerGerman: Story = {
  globals: { locale: 'de-de' },
  args: { privacyHref: '/de-de/privacy' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Wir verwenden Cookies' });
    await expect(within(banner).getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
  },
};

const settingsArgs = { open: true, choice: null, onSave: fn(), onClose: fn() };

/** The settings dialog: the required group always on, each other one a switch; saved as chosen. */
export const Settings: StoryObj<typeof ConsentSettings> = {
  render: (args) => <ConsentSettings {...args} />,
  args: settingsArgs,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cookie settings' });
    const required = within(dialog).getByRole('switch', { name: 'Strictly necessary' });
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Performance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ required: true, performance: true, functional: false, targeting: false }));
  },
};

/** Opened again from the footer: the switches start from the kept answer. */
export const SettingsFrench: StoryObj<typeof ConsentSettings> = {
  render: (args) => <ConsentSettings {...args} />,
  globals: { locale: 'fr-fr' },
  args: { ...settingsArgs, choice: { required: true, performance: false, functional: true, targeting: true } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Paramètres des cookies' });
    await expect(within(dialog).getByRole('switch', { name: 'Fonctionnels' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Performance' })).not.toBeChecked();
  },
};

export const SettingsGerman: StoryObj<typeof ConsentSettings> = {
  render: (args) => <ConsentSettings {...args} />,
  globals: { locale: 'de-de' },
  args: settingsArgs,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(within(dialog).getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
  },
};
