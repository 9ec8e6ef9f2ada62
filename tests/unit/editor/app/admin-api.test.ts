import { describe, expect, it, vi } from 'vitest';
import { ApiError, blockIssuesOf, createAdminApi, describeAdminError, isConflict, isRetryable } from '../../../../editor/api';
import { loadEditorMessages } from '../../../../runtime/core';

const t = await loadEditorMessages('en-US');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (errorId: string, message: string, extra: Record<string, unknown> = {}) => ({
  errorDetails: [{ errorId, message, ...extra }],
  appId: 'tessera',
  correlationId: 'c-1',
});

const editor = { id: 'e1', email: 'publisher@tessera.test', name: 'Pat', role: 'publisher' };

describe('admin API client', () => {
  it('signs in with the session cookie (same origin, JSON) and answers the editor', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, { editor }));
    const api = createAdminApi({ fetch });
    expect(await api.signIn('publisher@tessera.test', 'tessera-demo')).toEqual(editor);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/admin/v1/session');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'publisher@tessera.test', password: 'tessera-demo' });
  });

  it('says who is signed in, or null on 401', async () => {
    const api = createAdminApi({ fetch: vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(401, envelope('AUT401', 'signed out'))) });
    expect(await api.session()).toBeNull();
  });

  it('maps the sign-in codes to the editor’s words: invalid, last attempt, locked', async () => {
    for (const [errorId, words] of [
      ['AUT401', 'The email or password is not correct.'],
      ['AUT426', 'The email or password is not correct. After one more failed attempt, you will have to wait before trying again.'],
      ['AUT441', 'This account is locked after too many failed attempts. Try again later.'],
    ] as const) {
      const api = createAdminApi({ fetch: vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(401, envelope(errorId, 'server words'))) });
      const failure = await api.signIn('a@b.test', 'x').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).errorId).toBe(errorId);
      expect(describeAdminError(failure, t)).toBe(words);
    }
  });

  it('says how long to wait after too many failed sign-ins, in whole minutes rounded up, from the envelope or Retry-After', async () => {
    const waiting = (body: unknown, headers: Record<string, string> = {}) =>
      createAdminApi({ fetch: vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status: 401, headers })) })
        .signIn('a@b.test', 'x')
        .catch((error: unknown) => error);
    const fromEnvelope = await waiting(envelope('AUT441', 'server words', { retryAfterSeconds: 60 }));
    expect((fromEnvelope as ApiError).retryAfterSeconds).toBe(60);
    expect(describeAdminError(fromEnvelope, t)).toBe('Too many failed attempts. Try again in 1 minute.');
    const fromHeader = await waiting(envelope('AUT441', 'server words'), { 'retry-after': '3541' });
    expect((fromHeader as ApiError).retryAfterSeconds).toBe(3541);
    expect(describeAdminError(fromHeader, t)).toBe('Too many failed attempts. Try again in 60 minutes.');
    expect(describeAdminError(await waiting(envelope('AUT441', 'w', { retryAfterSeconds: 5 })), t)).toBe(
      'Too many failed attempts. Try again in 1 minute.',
    );
    const fr = await loadEditorMessages('fr-FR');
    expect(describeAdminError(await waiting(envelope('AUT441', 'w', { retryAfterSeconds: 121 })), fr)).toBe(
      'Trop de tentatives échouées. Réessayez dans 3 minutes.',
    );
    const de = await loadEditorMessages('de-DE');
    expect(describeAdminError(fromEnvelope, de)).toBe('Zu viele Fehlversuche. Versuche es in 1 Minute noch einmal.');
  });

  it('reads a refused publish (422) as the blocks and fields it names, and a 403 in the editor’s words', async () => {
    const body = {
      errorDetails: [
        { errorId: 'CNT422', message: 'Required', field: 'sections.0.items.1.title', path: 'title', blockId: 'hero-2', blockType: 'hero' },
        {
          errorId: 'CNT422',
          message: 'must be an http(s) URL',
          field: 'sections.0.items.1.targets.0.url',
          path: 'targets.0.url',
          blockId: 'hero-2',
          blockType: 'hero',
        },
      ],
      appId: 'tessera',
      correlationId: 'c',
    };
    const api = createAdminApi({
      fetch: vi
        .fn<typeof globalThis.fetch>()
        .mockResolvedValueOnce(json(422, body))
        .mockResolvedValueOnce(json(403, envelope('API403', 'publishers only'))),
    });
    const invalid = (await api.publish('doc', 3).catch((error: unknown) => error)) as ApiError;
    expect(invalid.status).toBe(422);
    expect(blockIssuesOf(invalid)).toEqual([
      { blockId: 'hero-2', type: 'hero', path: 'title', message: 'Required' },
      { blockId: 'hero-2', type: 'hero', path: 'targets.0.url', message: 'must be an http(s) URL' },
    ]);
    const forbidden = await api.publish('doc', 3).catch((error: unknown) => error);
    expect(describeAdminError(forbidden, t)).toBe('Your role does not allow this.');
  });

  it('saves with the base version, and tells a conflict (409) and a lost network apart', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(200, { version: 8 }))
      .mockResolvedValueOnce(json(409, envelope('API409', 'stale')))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const api = createAdminApi({ fetch });
    expect(await api.saveDraft('a/b', 7, { sections: [] })).toEqual({ version: 8 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/admin/v1/documents/a%2Fb');
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ baseVersion: 7, data: { sections: [] } });
    const conflict = await api.saveDraft('a', 7, {}).catch((error: unknown) => error);
    expect(isConflict(conflict)).toBe(true);
    expect(isRetryable(conflict)).toBe(false);
    const offline = await api.saveDraft('a', 7, {}).catch((error: unknown) => error);
    expect((offline as ApiError).isNetwork).toBe(true);
    expect(isRetryable(offline)).toBe(true);
    expect(describeAdminError(offline, t)).toBe('The server cannot be reached. Check your connection.');
  });

  it('lists documents with only the filters given, and refuses an answer that breaks the contract', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(200, { documents: [], total: 0 }))
      .mockResolvedValueOnce(json(200, { nope: true }));
    const api = createAdminApi({ fetch });
    expect(await api.listDocuments({ siteId: 'kestrel-de-de', q: '', docType: 'page' })).toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/admin/v1/documents?siteId=kestrel-de-de&docType=page');
    await expect(api.listDocuments({})).rejects.toBeInstanceOf(ApiError);
  });
});
