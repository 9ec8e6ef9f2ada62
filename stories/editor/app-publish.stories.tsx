import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError, type BlockIssue } from '../../editor/api';
import { useWords } from '../../editor/app';
import { PublishDialog } from '../../editor/saving';

const issues: BlockIssue[] = [
  { blockId: 'hero-1', type: 'hero', path: 'title', message: 'Required' },
  { blockId: 'cta-2', type: 'ctaButtons', path: 'targets.0.url', message: 'must be an http(s) URL or a path starting with /' },
];

function Publish(props: {
  readonly role: 'editor' | 'publisher';
  readonly issues: readonly BlockIssue[];
  readonly onPublish: (at?: string) => Promise<void>;
  readonly onSelectIssue: (id: string) => void;
}) {
  const { t } = useWords();
  return <PublishDialog t={t} version={9} saved onClose={() => undefined} {...props} />;
}

const meta = {
  title: 'Editor/App/Publish',
  component: Publish,
  args: { role: 'publisher', issues: [], onPublish: fn(() => Promise.resolve()), onSelectIssue: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Publish>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Publish now, or choose a date and time to schedule. */
export const Ready: Story = {};

/** Blocks failing their schemas block publishing; each names its type, field and message, and selects its block. */
export const BlockedByErrors: Story = {
  args: { issues },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Publish' });
    const publish = within(dialog).getByRole('button', { name: 'Publish version 9 now' });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(publish);
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /hero title Required/ }));
    await expect(args.onSelectIssue).toHaveBeenCalledWith('hero-1');
  },
};

/** The server's own check refused it (422): its errors are listed the same way. */
export const RefusedByServer: Story = {
  args: {
    onPublish: fn(() =>
      Promise.reject(
        new ApiError(
          422,
          {
            errorDetails: [
              { errorId: 'CNT422', message: 'Required', field: 'sections.0.items.0.title', path: 'title', blockId: 'hero-1', blockType: 'hero' },
            ],
            appId: 'tessera',
            correlationId: 'story',
          },
          '/admin/v1/documents/x/publish',
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Publish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish version 9 now' }));
    await expect(await within(dialog).findByRole('button', { name: /hero title Required/ })).toBeVisible();
  },
};

/** An editor sees why they cannot publish. */
export const EditorRole: Story = {
  args: { role: 'editor' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Publish' });
    await expect(within(dialog).getByRole('button', { name: 'Publish version 9 now' })).toHaveAccessibleDescription(
      /Only publishers can publish or schedule/,
    );
  },
};
