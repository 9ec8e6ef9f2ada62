import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DocumentVersion } from '../../editor/api';
import { useWords } from '../../editor/app';
import { VersionsPanel } from '../../editor/saving';

const versions: DocumentVersion[] = [
  {
    version: 9,
    status: 'draft',
    publishedAt: null,
    publishAt: null,
    createdAt: '2026-03-28T09:12:00Z',
    updatedAt: '2026-03-28T09:12:00Z',
    updatedBy: 'editor@tessera.test',
    live: false,
    scheduled: false,
  },
  {
    version: 8,
    status: 'published',
    publishedAt: '2026-03-27T08:00:00Z',
    publishAt: '2026-04-01T07:00:00Z',
    createdAt: '2026-03-27T07:55:00Z',
    updatedAt: '2026-03-27T08:00:00Z',
    updatedBy: 'publisher@tessera.test',
    live: false,
    scheduled: true,
  },
  {
    version: 7,
    status: 'published',
    publishedAt: '2026-03-20T10:00:00Z',
    publishAt: null,
    createdAt: '2026-03-20T09:58:00Z',
    updatedAt: '2026-03-20T10:00:00Z',
    updatedBy: 'publisher@tessera.test',
    live: true,
    scheduled: false,
  },
  {
    version: 6,
    status: 'published',
    publishedAt: '2026-03-01T10:00:00Z',
    publishAt: null,
    createdAt: '2026-03-01T09:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    updatedBy: null,
    live: false,
    scheduled: false,
  },
];

function Versions({ role }: { readonly role: 'editor' | 'publisher' }) {
  const { t } = useWords();
  return (
    <VersionsPanel t={t} role={role} loadVersions={() => Promise.resolve(versions)} onRestore={() => Promise.resolve()} onClose={() => undefined} />
  );
}

const meta = {
  title: 'Editor/App/Versions',
  component: Versions,
  args: { role: 'publisher' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Versions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: a draft, a scheduled publish, the live version, an older one; each can be restored as a new draft. */
export const Publisher: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Versions' });
    await expect(await within(dialog).findByRole('button', { name: 'Restore version 7' })).not.toHaveAttribute('aria-disabled');
    await expect(within(dialog).getByText('Live')).toBeVisible();
  },
};

/** An editor sees restore disabled, and why. */
export const Editor: Story = {
  args: { role: 'editor' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Versions' });
    const restore = await within(dialog).findByRole('button', { name: 'Restore version 7' });
    await expect(restore).toHaveAttribute('aria-disabled', 'true');
    await expect(restore).toHaveAccessibleDescription('Only publishers can restore a version.');
  },
};
