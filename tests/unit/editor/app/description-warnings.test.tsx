import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminApi, DocumentQuery, DocumentSummary } from '../../../../editor/api';
import { type DescribedDocument, descriptionWarnings, loadSiteDescriptions } from '../../../../editor/app/description-warnings';
import { DocumentSettings } from '../../../../editor/app/DocumentSettings';
import { createEditorCore, type EditorDocument } from '../../../../editor/core';
import { documentForm, SchemaForm } from '../../../../editor/inspector';
import { EditorCoreProvider } from '../../../../editor/react/editor-context';
import { loadEditorMessages, type Translate } from '../../../../runtime/core';

let t: Translate;
beforeAll(async () => {
  t = await loadEditorMessages('en-US');
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const others: DescribedDocument[] = [
  { id: 'explore', docType: 'page', key: 'explore', name: 'Explore', seoDescription: 'Boots, shells and layers for every mile.' },
  { id: 'c3101', docType: 'category', key: '3101', name: "Kids' Hiking Boots", seoDescription: 'boots,  shells and layers for every mile. ' },
  { id: 'about', docType: 'page', key: 'about', name: 'About Ridgeline', seoDescription: 'Who we are.' },
];

function settingsOf(description: string, given: readonly DescribedDocument[] = others) {
  const document: EditorDocument = { seo: { title: 'Home', description }, sections: [] };
  render(
    <EditorCoreProvider core={createEditorCore(document)}>
      <DocumentSettings t={t} form={documentForm('page')} SchemaForm={SchemaForm} others={given} />
    </EditorCoreProvider>,
  );
  return screen.getByLabelText('Description');
}

describe('descriptionWarnings', () => {
  it('names every other page that says the same, whatever the case and spacing', () => {
    expect(descriptionWarnings('Boots, shells and layers for every mile.', others, t)).toEqual([
      "2 other pages of this site have the same description: “Explore” (explore), “Kids' Hiking Boots” (3101). Search engines may show only one of them: give each page its own.",
    ]);
    expect(descriptionWarnings('Who we are.', others, t)[0]).toMatch(
      /^Another page of this site has the same description: “About Ridgeline” \(about\)\./,
    );
  });

  it('says nothing about an empty or unique description, and warns past 160 characters', () => {
    expect(descriptionWarnings('', others, t)).toEqual([]);
    expect(descriptionWarnings('A page of its own.', others, t)).toEqual([]);
    expect(descriptionWarnings('x'.repeat(160), [], t)).toEqual([]);
    expect(descriptionWarnings('x'.repeat(161), [], t)).toEqual(['Search engines cut descriptions after about 160 characters; this one has 161.']);
  });
});

describe('DocumentSettings', () => {
  it('shows the warning under the description, names it in aria-describedby and keeps the field valid', () => {
    const field = settingsOf('Who we are.');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('“About Ridgeline” (about)'));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(/Another page of this site/).closest('.ts-inspector__warning')).not.toBeNull();
  });

  it('follows what is typed: the warning goes when the text is the page’s own, and comes back past 160 characters', () => {
    const field = settingsOf('Who we are.');
    fireEvent.change(field, { target: { value: 'Who we are, where we come from.' } });
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/same description/)).toBeNull();
    fireEvent.change(field, { target: { value: 'Long '.repeat(40) } });
    expect(field).toHaveAccessibleDescription('Search engines cut descriptions after about 160 characters; this one has 199.');
  });
});

describe('loadSiteDescriptions', () => {
  it('reads the site’s pages and categories page by page, leaving out the page edited and those without a description', async () => {
    const summary = (id: string, docType: 'page' | 'category', seoDescription?: string): DocumentSummary => ({
      id,
      siteId: 'ridgeline-en-us',
      docType,
      key: id,
      name: id,
      status: 'published',
      version: 1,
      publishAt: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      liveVersion: 1,
      ...(seoDescription === undefined ? {} : { seoDescription }),
    });
    const pages = Array.from({ length: 201 }, (_, i) => summary(`p${i}`, 'page', `Page ${i}`));
    const calls: DocumentQuery[] = [];
    const api = {
      listDocuments: (query: DocumentQuery) => {
        calls.push(query);
        const all = query.docType === 'page' ? pages : [summary('c1', 'category', 'A category'), summary('c2', 'category')];
        return Promise.resolve(all.slice(query.offset ?? 0, (query.offset ?? 0) + (query.limit ?? 100)));
      },
    } as unknown as AdminApi;
    const found = await loadSiteDescriptions(api, 'ridgeline-en-us', 'p0');
    expect(found.map((d) => d.id)).toEqual([...pages.slice(1).map((p) => p.id), 'c1']);
    expect(calls).toEqual([
      { siteId: 'ridgeline-en-us', docType: 'page', limit: 200, offset: 0 },
      { siteId: 'ridgeline-en-us', docType: 'page', limit: 200, offset: 200 },
      { siteId: 'ridgeline-en-us', docType: 'category', limit: 200, offset: 0 },
    ]);
  });
});
