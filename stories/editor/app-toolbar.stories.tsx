import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../editor/api';
import { Toolbar, useWords } from '../../editor/app';
import type { Viewport } from '../../editor/commands';
import type { SaveState } from '../../editor/saving';

function ToolbarStory({
  saveState,
  role,
  issueCount,
}: {
  readonly saveState: SaveState;
  readonly role: 'editor' | 'publisher';
  readonly issueCount: number;
}) {
  const { t } = useWords();
  const [viewport, setViewport] = useState<Viewport>('lg');
  const [previewAt, setPreviewAt] = useState<string | undefined>(undefined);
  const noop = () => undefined;
  return (
    <Toolbar
      t={t}
      name="Home"
      role={role}
      onBack={noop}
      viewport={viewport}
      onViewport={setViewport}
      saveState={saveState}
      onSaveNow={noop}
      issueCount={issueCount}
      onIssues={noop}
      onVersions={noop}
      onPublish={noop}
      previewAt={previewAt}
      onPreviewAt={setPreviewAt}
      createShareLink={() => Promise.resolve({ url: 'https://shop.example/en-us?share=token', expiresAt: '2026-04-01T09:00:00Z' })}
      onPalette={noop}
      onSignOut={noop}
    />
  );
}

const meta = {
  title: 'Editor/App/Toolbar',
  component: ToolbarStory,
  args: { saveState: { kind: 'saved', version: 12 }, role: 'publisher', issueCount: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToolbarStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything saved; the viewport switcher toggles the pressed width. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Saved (version 12)')).toBeVisible();
  },
};

/** Changes waiting for the editor to pause. */
export const Pending: Story = { args: { saveState: { kind: 'pending', version: 12 } } };

/** A save under way. */
export const Saving: Story = { args: { saveState: { kind: 'saving', version: 12 } } };

/** Offline: the edit is kept and sent again; "Save now" tries at once. */
export const OfflineRetrying: Story = { args: { saveState: { kind: 'retrying', version: 12, attempt: 2, retryAt: 0 } } };

/** Another editor saved first. */
export const Conflict: Story = { args: { saveState: { kind: 'conflict', version: 12 } } };

/** The server refused the save (signed out), said assertively. */
export const Refused: Story = {
  args: {
    saveState: { kind: 'error', version: 12, error: new ApiError(401, { errorDetails: [{ errorId: 'AUT401', message: 'no session' }] }, '/x') },
  },
};

/** No network at all, with blocks failing their schemas and an editor (not a publisher). */
export const EditorWithErrors: Story = {
  args: {
    role: 'editor',
    issueCount: 3,
    saveState: { kind: 'error', version: 4, error: new ApiError(0, undefined, '/x', { cause: new TypeError('Failed to fetch') }) },
  },
};
