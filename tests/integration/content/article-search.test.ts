import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSearchResponseSchema, type ArticleSearchResponse } from '../../../schemas';
import type { SeedDocument } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { editorSession, type EditorSession } from '../helpers/editor-session';
import { fixtureDocuments, OTHER_SITE, SITE } from '../helpers/fixtures';

const tag = (id: string) => ({ id, label: id.replace(/-/g, ' ') });

/** Twelve articles under `journal`, one day apart (a-01 oldest); odd ones are trail guides, every third gear care. */
function articleDocuments(): SeedDocument[] {
  const docs: SeedDocument[] = Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    const tags = [...(n % 2 ? [tag('trail-guides')] : []), ...(n % 3 === 0 ? [tag('gear-care')] : []), tag('all')];
    return {
      siteId: SITE,
      docType: 'page',
      key: `a-${String(n).padStart(2, '0')}`,
      parentKey: 'journal',
      name: `Article ${n}`,
      data: {
        sections: [],
        article: {
          title: `Article ${n}${n === 7 ? ' 100% waterproof' : ''}`,
          date: `2026-03-${String(n).padStart(2, '0')}`,
          tags,
          picture: { url: `/images/rl-topo.svg`, alt: '' },
          eyebrow: 'Journal',
          hideDate: n === 12,
        },
      },
    };
  });
  return [
    ...fixtureDocuments(),
    { siteId: SITE, docType: 'page', key: 'journal', name: 'Journal', data: { sections: [] } },
    ...docs,
    // Not articles: a page without metadata, and another site's article.
    { siteId: SITE, docType: 'page', key: 'plain', parentKey: 'journal', name: 'Plain', data: { sections: [] } },
    {
      siteId: OTHER_SITE,
      docType: 'page',
      key: 'elsewhere',
      parentKey: 'journal',
      name: 'Elsewhere',
      data: { article: { title: 'Elsewhere', date: '2026-04-01', tags: [tag('all')] } },
    },
  ];
}

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`article search on ${kind}`, () => {
    let t: TestApp;
    // Signed in: previews answer only to editors.
    let editor: EditorSession;
    beforeAll(async () => {
      t = await startTestApp(kind, { documents: articleDocuments() });
      editor = await editorSession(t.app, t.database.handle.db);
    });
    afterAll(() => t?.close());

    const search = async (query: string, mode = 'publish') => {
      const response = await t.app.inject({ method: 'GET', url: `/${mode}/caas/v1/articles/${SITE}${query}`, headers: editor.headers });
      return { response, body: json<ArticleSearchResponse>(response) };
    };
    const ids = (body: ArticleSearchResponse) => body.articles.map((a) => a.id);

    it('lists the live articles newest first, with urls under their parent, facets and the count', async () => {
      const { response, body } = await search('?limit=3');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(articleSearchResponseSchema.parse(body).numFound).toBe(12);
      expect(ids(body)).toEqual(['a-12', 'a-11', 'a-10']);
      expect(body.articles[1]).toEqual({
        id: 'a-11',
        title: 'Article 11',
        url: '/en-us/journal/a-11',
        picture: { url: '/images/rl-topo.svg', alt: '' },
        tags: [tag('trail-guides'), tag('all')],
        eyebrow: 'Journal',
        date: '2026-03-11',
      });
      expect(body.articles[0]?.date, 'hideDate leaves the date out').toBeUndefined();
      expect(body.facets).toEqual([
        { id: 'all', label: 'all', count: 12 },
        { id: 'trail-guides', label: 'trail guides', count: 6 },
        { id: 'gear-care', label: 'gear care', count: 4 },
      ]);
    });

    it('pages by offset and limit', async () => {
      const { body } = await search('?offset=10&limit=3');
      expect(ids(body)).toEqual(['a-02', 'a-01']);
      expect(body.numFound).toBe(12);
      expect(ids((await search('?offset=40')).body)).toEqual([]);
    });

    it('matches any of the tags, given repeated or as a comma list', async () => {
      const repeated = (await search('?tagId=gear-care&limit=48')).body;
      expect(ids(repeated)).toEqual(['a-12', 'a-09', 'a-06', 'a-03']);
      const either = (await search('?tagId=gear-care&tagId=trail-guides&limit=48')).body;
      const comma = (await search('?tagId=gear-care,trail-guides&limit=48')).body;
      expect(either.numFound).toBe(8);
      expect(ids(comma)).toEqual(ids(either));
      expect(either.facets, 'facets count the whole site').toEqual(repeated.facets);
    });

    it('excludes the article a related grid sits on, and searches titles with q (wildcards taken literally)', async () => {
      const related = (await search('?tagId=gear-care&excludeId=a-09&limit=4')).body;
      expect(ids(related)).toEqual(['a-12', 'a-06', 'a-03']);
      expect(ids((await search('?q=100%25')).body)).toEqual(['a-07']);
      expect(ids((await search('?q=_')).body)).toEqual([]);
    });

    it('sees drafts in preview only, and an article whose new version drops its metadata leaves the preview list', async () => {
      const key = { siteId: SITE, docType: 'page' as const, key: 'a-05' };
      await t.repository.saveDraft({ ...key, parentKey: 'journal', name: 'Article 5', data: { sections: [] } });
      expect((await search('?limit=48', 'preview')).body.numFound).toBe(11);
      expect((await search('?limit=48')).body.numFound).toBe(12);
      const draft = await t.repository.saveDraft({
        ...key,
        parentKey: 'journal',
        name: 'New',
        data: { article: { title: 'Brand new', date: '2026-05-01', tags: [] } },
      });
      expect(ids((await search('?limit=1', 'preview')).body)).toEqual(['a-05']);
      expect(ids((await search('?limit=1')).body)).toEqual(['a-12']);
      await t.repository.publish(key, draft.version);
      expect((await search('?limit=1')).body.articles[0]?.title).toBe('Brand new');
    });

    it.each([
      ['?offset=-1', 'query.offset'],
      ['?offset=abc', 'query.offset'],
      ['?limit=49', 'query.limit'],
      ['?limit=0', 'query.limit'],
      ['?tagId=Not%20A%20Tag', 'query.tagId'],
      ['?excludeId=../x', 'query.excludeId'],
    ])('%s is a 400 naming %s', async (query, field) => {
      const { response, body } = await search(query);
      expect(response.statusCode).toBe(400);
      const error = body as unknown as { errorDetails: { errorId: string; field: string }[] };
      expect(error.errorDetails[0]?.errorId).toBe('API400');
      expect(error.errorDetails[0]?.field).toContain(field);
    });

    it('answers 404 for an unknown site, and 400 for a malformed one', async () => {
      expect((await t.app.inject(`/publish/caas/v1/articles/acme-en-us`)).statusCode).toBe(404);
      expect((await t.app.inject(`/publish/caas/v1/articles/NOPE`)).statusCode).toBe(400);
    });
  });
}
