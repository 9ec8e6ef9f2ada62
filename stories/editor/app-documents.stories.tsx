import '../../editor/editor.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminApi, DocumentSummary } from '../../editor/api';
import { DocumentsScreen, useWords } from '../../editor/app';

const documents: DocumentSummary[] = [
  {
    id: 'd-home',
    siteId: 'ridgeline-en-us',
    docType: 'page',
    key: 'home',
    name: 'Home',
    status: 'draft',
    version: 7,
    publishAt: null,
    updatedAt: '2026-03-28T09:12:00Z',
    liveVersion: 6,
  },
  {
    id: 'd-about',
    siteId: 'ridgeline-en-us',
    docType: 'page',
    key: 'about',
    name: 'About Ridgeline',
    status: 'published',
    version: 2,
    publishAt: null,
    updatedAt: '2026-02-11T16:40:00Z',
    liveVersion: 2,
  },
  {
    id: 'd-sale',
    siteId: 'ridgeline-en-us',
    docType: 'page',
    key: 'summer-sale',
    name: 'Summer sale',
    status: 'published',
    version: 4,
    publishAt: '2026-06-01T07:00:00Z',
    updatedAt: '2026-03-20T10:00:00Z',
    liveVersion: 3,
  },
];

/** Storybook has no admin API: a list in memory, searched by name or key, that deletes and renames. */
function fakeApi(): AdminApi {
  let list = [...documents];
  const never = () => Promise.reject(new Error('not in this story'));
  return {
    signIn: never,
    session: () => Promise.resolve(null),
    signOut: () => Promise.resolve(),
    listDocuments: ({ q }) => Promise.resolve(list.filter((d) => !q || `${d.name} ${d.key}`.toLowerCase().includes(q.toLowerCase()))),
    getDocument: never,
    saveDraft: never,
    publish: never,
    versions: never,
    restore: never,
    createDocument: (d) => Promise.resolve({ id: `d-${d.key}` }),
    duplicateDocument: (_id, copy) => Promise.resolve({ id: `d-${copy.key}` }),
    renameDocument: (id, name) => {
      list = list.map((d) => (d.id === id ? { ...d, name } : d));
      return Promise.resolve();
    },
    deleteDocument: (id) => {
      list = list.filter((d) => d.id !== id);
      return Promise.resolve();
    },
    shareLink: never,
  };
}

/** The screen over a list of its own: each mount starts from the same three documents, whatever a story did before. */
function Documents() {
  const { t } = useWords();
  const [api] = useState(fakeApi);
  return <DocumentsScreen t={t} api={api} initial={{ siteId: 'ridgeline-en-us', docType: 'page', q: '' }} onOpen={() => undefined} />;
}

const meta = {
  title: 'Editor/App/Documents',
  component: Documents,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Documents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A site's pages: name, key, status (a scheduled publish too), version, last saved, and the actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 documents');
  },
};

/** Searching narrows the list as the editor types. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Home' });
    await userEvent.type(canvas.getByLabelText('Search by name or key'), 'sale');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 document'));
    await expect(canvas.getByRole('link', { name: 'Summer sale' })).toBeVisible();
  },
};

/** Deleting asks first, in an alert dialog; confirmed, the document leaves the list. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'About Ridgeline' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete About Ridgeline' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete “About Ridgeline”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'About Ridgeline' })).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('2 documents');
  },
};
