import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { onAPage } from '../fixtures/page-frame';
import { expanded, newsletter, notClosable, withLogo } from '../fixtures/popups';

const meta = {
  title: 'Blocks/Pop-up',
  component: BlockView,
  args: { block: newsletter },
  parameters: { docs: { story: { inline: false, height: '32rem' } } },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Minimised: a tab in the corner until its delay passes; clicking it opens the dialog and moves focus in. */
export const Minimized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('button', { name: 'Open: Get 10% off' });
    await expect(tab).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(tab);
    await expect(canvas.getByRole('dialog', { name: 'Trail notes, straight to your inbox' })).toHaveFocus();
  },
};
/**
 * Expanded after its delay (0 here), without taking the focus from the page; the shopper goes to it, and Escape
 * closes it for good (a cookie) and for the rest of the visit no other pop-up comes up (a session cookie).
 */
export const Expanded: Story = {
  decorators: [onAPage],
  args: { block: expanded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Trail notes, straight to your inbox' });
    await expect(dialog).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Sign up for emails' })).toHaveAttribute('href', '/en-us/loyalty');
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Trail notes, straight to your inbox' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(document.cookie).toContain('ts_popup_newsletter_popup-expanded=1');
    await expect(document.cookie).toContain('ts_popup_visit=closed');
  },
};
/**
 * Opening by itself while the shopper is on a link: focus stays on the link (Enter still follows it) and a
 * status line tells screen readers the pop-up opened.
 */
export const BesideAFocusedLink: Story = {
  args: { block: { ...newsletter, id: 'popup-beside-link', delay: 300 } },
  decorators: [
    (Story) => (
      <>
        <p style={{ padding: '1rem' }}>
          <a href="/en-us/c/trail-boots">Shop trail boots</a>
        </p>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Shop trail boots' });
    link.focus();
    await canvas.findByRole('dialog', { name: 'Trail notes, straight to your inbox' });
    await expect(link).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened in the corner: Trail notes, straight to your inbox');
  },
};
/** With a logo and small print; the close button is named after the pop-up. */
export const WithLogoAndDisclaimer: Story = {
  decorators: [onAPage],
  args: { block: withLogo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Join Ridgeline Rewards' });
    // The dialog fades in (unless motion is reduced): wait for it to be fully shown.
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Ridgeline' })).toBeVisible());
    await expect(dialog).toHaveTextContent('Open to US residents aged 16 or over.');
    await userEvent.click(canvas.getByRole('button', { name: 'Close: Join Ridgeline Rewards' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
/** Dismissed earlier: nothing renders. */
export const RememberedClosed: Story = {
  decorators: [onAPage],
  args: { block: withLogo },
  parameters: { persisted: { 'ts_popup_account_popup-loyalty': '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
/** Not closable: no close button; Escape folds it back into its tab. */
export const NotClosable: Story = {
  args: { block: notClosable },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Store hours this weekend' });
    await expect(canvas.queryByRole('button', { name: /^Close/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Store hours this weekend' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Open: Store hours' })).toHaveFocus();
  },
};
