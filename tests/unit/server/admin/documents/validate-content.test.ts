// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { docTypes } from '../../../../../schemas';
import { contentIssues } from '../../../../../server/admin/documents/index';
import { defaultData } from '../../../../../server/admin/documents/default-data';
import { demoDocuments } from '../../../../../server/demo/demo-content';

const page = (...items: unknown[]) => ({ sections: [{ name: 'main', items }], seo: { title: 'T', description: '' } });
/** What a reader checks first: block, type, path and place. */
const brief = (issues: ReturnType<typeof contentIssues>) => issues.map((i) => [i.blockId, i.blockType, i.path, i.field]);

describe('contentIssues: what must be right before a document is published', () => {
  it('finds nothing wrong in any demo document (no false alarms), nor in a new document of any docType', () => {
    const flagged = demoDocuments()
      .filter((doc) => contentIssues(doc.docType, doc.data).length > 0)
      .map((doc) => `${doc.siteId} ${doc.docType} ${doc.key}`);
    expect(flagged).toEqual([]);
    for (const docType of docTypes) expect(contentIssues(docType, defaultData(docType, 'New')), docType).toEqual([]);
  });

  it('names the block, its type, the field within it and its place in the document', () => {
    const issues = contentIssues('page', page({ id: 'ok', type: 'hero', title: 'Fine' }, { id: 'h2', type: 'hero', title: 42 }));
    expect(issues).toEqual([
      { blockId: 'h2', blockType: 'hero', section: 'main', path: 'title', field: 'sections.0.items.1.title', message: expect.any(String) as string },
    ]);
  });

  it('reports every bad field of a block, nested ones by their path', () => {
    const issues = contentIssues(
      'category',
      page({ id: 'b', type: 'banner', targets: [{ url: 'javascript:alert(1)' }], colours: { text: 'not a colour' } }),
    );
    expect(
      brief(issues)
        .map(([, , path]) => path)
        .sort(),
    ).toEqual(['colours.text', 'targets.0.url']);
  });

  it('counts nulls as absent, as pages render them', () => {
    expect(contentIssues('page', page({ id: 'h', type: 'hero', title: 'T', subtitle: null, media: null }))).toEqual([]);
  });

  it('refuses unknown types, blocks without a type or an id, and what is no block at all', () => {
    const issues = contentIssues('page', page({ id: 'x', type: 'hologram' }, { id: 'y' }, { type: 'hero' }, 'text', null));
    expect(brief(issues)).toEqual([
      ['x', 'hologram', 'type', 'sections.0.items.0.type'],
      ['y', undefined, 'type', 'sections.0.items.1.type'],
      [undefined, 'hero', 'id', 'sections.0.items.2.id'],
      [undefined, undefined, '', 'sections.0.items.3'],
      [undefined, undefined, '', 'sections.0.items.4'],
    ]);
  });

  it('checks child blocks in container slots one by one, naming the child, not its container', () => {
    const collection = {
      id: 'c',
      type: 'collection',
      items: [
        { id: 'in-ok', type: 'hero' },
        { id: 'in-bad', type: 'hero', title: false },
      ],
    };
    const experience = {
      id: 'e',
      type: 'experience',
      experienceId: 'exp-1',
      baselines: [{ id: 'base', type: 'banner' }],
      variants: [
        {
          name: 'A',
          variantId: 'a',
          targets: [
            { id: 'va', type: 'banner' },
            { id: 'vb', type: 'nothing' },
          ],
        },
      ],
    };
    const segmentation = { id: 's', type: 'segmentation', segments: [{ id: 'loggedin', targets: [collection] }], baselines: [] };
    expect(brief(contentIssues('page', page(collection, experience)))).toEqual([
      ['in-bad', 'hero', 'title', 'sections.0.items.0.items.1.title'],
      ['vb', 'nothing', 'type', 'sections.0.items.1.variants.0.targets.1.type'],
    ]);
    // Two levels down: a collection inside a segment.
    expect(brief(contentIssues('page', page(segmentation)))).toEqual([
      ['in-bad', 'hero', 'title', 'sections.0.items.0.segments.0.targets.0.items.1.title'],
    ]);
  });

  it("still checks a container's own fields, and its slot when it is no list", () => {
    const issues = contentIssues('page', page({ id: 'e', type: 'experience', experienceId: 'has spaces', baselines: 'nope' }));
    expect(
      brief(issues)
        .map(([id, , path]) => [id, path])
        .sort(),
    ).toEqual([
      ['e', 'baselines'],
      ['e', 'experienceId'],
    ]);
  });

  it('refuses a block id used twice, anywhere in the document', () => {
    const issues = contentIssues('page', {
      sections: [
        { name: 'a', items: [{ id: 'same', type: 'hero' }] },
        { name: 'b', items: [{ id: 'c', type: 'collection', items: [{ id: 'same', type: 'banner' }] }] },
      ],
    });
    expect(brief(issues)).toEqual([['same', 'banner', 'id', 'sections.1.items.0.items.0.id']]);
    expect(issues[0]?.message).toContain('sections.0.items.0');
  });

  it('checks the sections themselves and the SEO fields', () => {
    const issues = contentIssues('page', { sections: [{ items: [] }, 'x', { name: 'm', items: 'no' }], seo: { title: 5 } });
    expect(issues.map((i) => [i.field, i.blockId])).toEqual([
      ['sections.0.name', undefined],
      ['sections.1', undefined],
      ['sections.2.items', undefined],
      ['seo.title', undefined],
    ]);
    expect(contentIssues('search', { sections: 'all of them' }).map((i) => i.field)).toEqual(['sections']);
  });

  it("checks an espot's route pattern and its sections", () => {
    expect(contentIssues('espot', { routePattern: '*', sections: [{ name: 'header inherited', items: [{ id: 'p', type: 'promoBar' }] }] })).toEqual(
      [],
    );
    expect(brief(contentIssues('espot', { sections: [{ name: 'x', items: [{ id: 'p', type: 'hero', title: 1 }] }] }))).toEqual([
      ['p', 'hero', 'title', 'sections.0.items.0.title'],
      [undefined, undefined, 'routePattern', 'routePattern'],
    ]);
  });

  it('wants one block of the right type in menus and footers, wherever the document keeps it', () => {
    expect(contentIssues('menu', { id: 'm', type: 'megaMenu', items: [{ id: 'i', title: 'Men' }] })).toEqual([]);
    expect(contentIssues('footer', { block: { id: 'f', type: 'footer' } })).toEqual([]);
    expect(brief(contentIssues('footer', { sections: [{ name: 'main', items: [{ id: 'f', type: 'footer', columns: 'x' }] }] }))).toEqual([
      ['f', 'footer', 'columns', 'sections.0.items.0.columns'],
    ]);
    expect(brief(contentIssues('menu', { id: 'f', type: 'footer' }))).toEqual([['f', 'footer', 'type', 'type']]);
    expect(contentIssues('menu', { items: [] }).map((i) => i.message)).toEqual([expect.stringContaining('megaMenu') as string]);
  });

  it('checks each pop-up of a pop-ups document, reading an entry without a type as a pop-up', () => {
    const issues = contentIssues('popups', {
      popups: [
        { id: 'p1', kind: 'newsletter', title: 'Join' },
        { id: 'p2', kind: 'newsletter' },
        { id: 'p3', type: 'hero', kind: 'account', title: 'x' },
      ],
    });
    expect(brief(issues)).toEqual([
      ['p2', 'popup', 'title', 'popups.1.title'],
      ['p3', 'hero', 'type', 'popups.2.type'],
    ]);
    expect(contentIssues('popups', { popups: {} }).map((i) => i.field)).toEqual(['popups']);
  });

  it("leaves a fragment's own data alone, and checks its blocks when it has some", () => {
    expect(contentIssues('fragment', { text: 'Measure your foot.' })).toEqual([]);
    expect(brief(contentIssues('fragment', { sections: [{ name: 'main', items: [{ id: 'h', type: 'hero', title: [] }] }] }))).toEqual([
      ['h', 'hero', 'title', 'sections.0.items.0.title'],
    ]);
    expect(brief(contentIssues('fragment', { id: 'b', type: 'banner', title: 1 }))).toEqual([['b', 'banner', 'title', 'title']]);
  });
});
