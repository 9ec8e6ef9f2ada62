import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/shell.css';
import { useMessages } from '../../runtime/react';
import { InStoreBarView } from '../../storefront/associate/InStoreBar';

/** The bar with the site's words (the shell gives it the page's locale's). */
function Bar(props: { readonly storeName: string; readonly employeeName: string; readonly onEnd: () => void }) {
  return <InStoreBarView t={useMessages()} {...props} />;
}

/** The in-store associate's bar above the header while a tab sells in store (spec 000 §3, §6). */
const meta = {
  title: 'Storefront/In-store bar',
  component: Bar,
  args: { storeName: 'Ridgeline Denver Larimer', employeeName: 'Priya S.', onEnd: fn() },
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'In-store selling' });
    await expect(region).toHaveTextContent('In store: Ridgeline Denver Larimer · Priya S.');
    await userEvent.click(canvas.getByRole('button', { name: 'End session' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

export const ConnectedFrench: Story = {
  args: { storeName: 'Kestrel Paris Marais', employeeName: 'Camille D.' },
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(/Kestrel Paris Marais · Camille D\./);
    await expect(status.textContent).toBe('En magasin\u202f: Kestrel Paris Marais · Camille D.');
  },
};

export const ConnectedGerman: Story = {
  args: { storeName: 'Kestrel Berlin Mitte', employeeName: 'Lena K.' },
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sitzung beenden' })).toBeVisible();
  },
};
