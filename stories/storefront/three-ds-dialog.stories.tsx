import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../storefront/styles/base.css';
import '../../storefront/styles/checkout.css';
import { ThreeDSDialog } from '../../storefront/checkout';
import { onAPage } from '../fixtures/page-frame';

/**
 * The bank's page is the gateway's (/sandbox/gateway/v1/challenge/…) in the app; here a page of the story's own
 * origin stands in for it (there is no gateway in Storybook), so a story can post from inside the frame as the
 * bank's script does.
 */
const bankPage = URL.createObjectURL(
  new Blob(
    [
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Bank</title>
<style>body{font:16px/1.5 sans-serif;margin:0;padding:24px;color:#1a1a1a}h1{font-size:1.25rem;margin:0 0 8px}
.b{display:inline-block;margin-right:12px;padding:10px 20px;border:2px solid #1a3a6b;border-radius:4px}.p{background:#1a3a6b;color:#fff}</style></head>
<body><main><h1>Sandbox Bank</h1><p>Confirm the payment of <strong>$194.48</strong>. This is a test page: no bank is asked.</p>
<p><span class="b p">Approve payment</span><span class="b">Fail authentication</span></p></main></body></html>`,
    ],
    { type: 'text/html' },
  ),
);

const meta = {
  title: 'Storefront/Checkout/3-D Secure dialog',
  component: ThreeDSDialog,
  args: { url: bankPage, onResult: fn(), onCancel: fn() },
} satisfies Meta<typeof ThreeDSDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: modal, titled, the bank's page framed; a message from anywhere but that frame is ignored. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Your bank asks you to confirm this payment/);
    const frame = body.getByTitle('Your bank’s confirmation page');
    await expect(frame).toBeVisible();
    // The page itself (not the frame) posting a result: ignored.
    window.postMessage({ type: 'tessera:3ds-result', challengeId: 'ch_x', threeDS2Result: 'ch_x.Y' }, window.location.origin);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/** The bank's page answers: its result, from the frame's window, is taken. */
export const Answered: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const frame = body.getByTitle<HTMLIFrameElement>('Your bank’s confirmation page');
    await waitFor(() => expect(frame.contentWindow).not.toBeNull());
    // A function made in the frame's window posts from it, as the bank's script would.
    const post = new (frame.contentWindow as unknown as { Function: FunctionConstructor }).Function(
      'data',
      'origin',
      'window.parent.postMessage(data, origin)',
    ) as (data: unknown, origin: string) => void;
    post({ type: 'tessera:3ds-result', challengeId: 'ch_x', threeDS2Result: 'ch_x.Y' }, window.location.origin);
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('ch_x.Y'));
  },
};

/** Escape (or Cancel) gives up: the checkout decides what follows. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
  },
};

/** Closed: nothing shown. */
export const Closed: Story = {
  args: { url: null },
  decorators: [onAPage],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** French (vous). */
export const French: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Confirmez votre paiement' })).toBeVisible();
    await expect(body.getByTitle('Page de confirmation de votre banque')).toBeVisible();
  },
};
