import type { APIRequestContext } from 'playwright-core';
import { documentId } from '../../server/admin/documents/document-id';
import { benchPage, demoBlocksByType, roundRobin } from '../fixture';

/** The demo editor account (README): signs in to the admin API and to previews. */
export const DEMO_EDITOR = { email: 'editor@tessera.test', password: 'tessera-demo' } as const;

/**
 * The page the editors edit: the demo's explore page of Ridgeline (en-us), its draft replaced by 300 blocks. Content
 * blocks an editor composes pages from, with no timer or dialog of their own (heroes, banners, buttons, icon lists):
 * the demo seed's real ones, round-robin by type, repeated with fresh ids, in sections of 10.
 */
export const BENCH_DOCUMENT = { siteId: 'ridgeline-en-us', docType: 'page', key: 'explore', path: '/en-us/explore' } as const;
export const BENCH_BLOCKS = 300;
const BENCH_TYPES = ['hero', 'banner', 'ctaButtons', 'iconAndText'] as const;

/** Signs the request context in as the demo editor (its cookie then goes with every page of its browser context). */
export async function signIn(request: APIRequestContext, baseUrl: string): Promise<void> {
  const answer = await request.post(`${baseUrl}/admin/v1/session`, { data: DEMO_EDITOR, headers: { origin: baseUrl } });
  if (!answer.ok()) throw new Error(`editor sign-in: ${answer.status()} ${await answer.text()}`);
}

/** Saves the 300-block draft through the admin API (a new draft version); answers the document's id. */
export async function saveBenchDraft(request: APIRequestContext, baseUrl: string): Promise<string> {
  const id = documentId(BENCH_DOCUMENT);
  const url = `${baseUrl}/admin/v1/documents/${id}`;
  const current = await request.get(url);
  if (!current.ok()) throw new Error(`GET the bench document: ${current.status()} ${await current.text()}`);
  const { version, data } = (await current.json()) as { version: number; data: Record<string, unknown> };

  const byType = demoBlocksByType(BENCH_DOCUMENT.siteId);
  const pool = roundRobin(new Map(BENCH_TYPES.map((type) => [type, byType.get(type) ?? []])));
  const missing = BENCH_TYPES.filter((type) => !byType.get(type)?.length);
  if (missing.length > 0) throw new Error(`the demo seed has no ${missing.join(', ')} block`);
  const sections = benchPage(BENCH_DOCUMENT.siteId, pool, BENCH_BLOCKS).data.sections;

  const saved = await request.put(url, { data: { baseVersion: version, data: { ...data, sections } }, headers: { origin: baseUrl } });
  if (!saved.ok()) throw new Error(`PUT the bench draft: ${saved.status()} ${await saved.text()}`);
  return id;
}
