import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  socialMedia,
  socialMediaProducts,
  socialReports,
  socialStashes,
  socialStashMedia,
  socialStreamMedia,
  socialUsers,
} from '../../../server/db/index';
import { json, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';
import { startGalleryApp } from './gallery-app';

type Body = Record<string, unknown> & { errorDetails?: { errorId: string; field?: string }[] };

for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`social gallery writes on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startGalleryApp(kind);
    });
    afterAll(() => t?.close());

    const db = () => t.database.handle.db;
    const post = async (url: string, payload: unknown) => {
      const response = await t.app.inject({ method: 'POST', url: `/social/v1${url}?locale=en-us`, payload: payload as Record<string, unknown> });
      return { response, body: json<Body>(response) };
    };
    const expectBadField = (result: { response: { statusCode: number }; body: Body }, field: string) => {
      expect(result.response.statusCode, JSON.stringify(result.body)).toBe(400);
      expect(result.body.errorDetails?.[0]?.errorId).toBe('API400');
      expect(result.body.errorDetails?.[0]?.field).toBe(field);
    };
    const recentIds = async (customerId: string) =>
      json<{ media: { id: string }[] }>(await t.app.inject(`/social/v1/customers/${customerId}/media/recent?limit=50`)).media.map((m) => m.id);

    const uploader = { customerId: 'ridgeline', screenName: 'new.hiker', email: 'New.Hiker@Example.com', displayName: 'New Hiker' };

    it('POST /users stores an uploader once per email, and keeps screen names unique per customer', async () => {
      const created = await post('/users', uploader);
      expect(created.response.statusCode).toBe(202);
      expect(created.response.headers['cache-control']).toBe('no-store');
      expect(created.body).toEqual({ status: 'accepted', screenName: 'new.hiker', displayName: 'New Hiker' });
      const stored = await db().select().from(socialUsers).where(eq(socialUsers.email, 'new.hiker@example.com'));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ customerId: 'ridgeline', email: 'new.hiker@example.com', screenName: 'new.hiker', displayName: 'New Hiker' });

      expectBadField(await post('/users', { ...uploader, email: 'someone.else@example.com' }), 'body.screenName');
      // The same screen name is free for the other brand.
      expect((await post('/users', { ...uploader, customerId: 'kestrel' })).response.statusCode).toBe(202);
    });

    it('POST /users answers an email already registered exactly as a new one: nothing tells them apart, nothing is stored twice', async () => {
      const fresh = await post('/users', { ...uploader, screenName: 'first.timer', email: 'first.timer@example.com', displayName: 'Someone' });
      // The address new.hiker registered with, in other letters, under a new screen name: an attempt to learn whether it is on file.
      const known = await post('/users', { ...uploader, screenName: 'curious.one', email: 'NEW.HIKER@example.com', displayName: 'Someone' });
      expect(known.response.statusCode).toBe(fresh.response.statusCode);
      expect(Object.keys(known.response.headers).sort()).toEqual(Object.keys(fresh.response.headers).sort());
      expect(known.body).toEqual({ status: 'accepted', screenName: 'curious.one', displayName: 'Someone' });
      expect(fresh.body).toEqual({ status: 'accepted', screenName: 'first.timer', displayName: 'Someone' });
      expect(JSON.stringify(known.body)).not.toContain('new.hiker');

      const rows = await db().select().from(socialUsers).where(eq(socialUsers.customerId, 'ridgeline'));
      expect(rows.filter((row) => row.email === 'new.hiker@example.com').map((row) => row.screenName)).toEqual(['new.hiker']);
      expect(
        rows.some((row) => row.screenName === 'curious.one'),
        'no second uploader for a known email',
      ).toBe(false);
      expect(rows.filter((row) => row.screenName === 'first.timer')).toHaveLength(1);
    });

    it.each([
      [{ ...uploader, email: 'not-an-email' }, 'body.email'],
      [{ ...uploader, screenName: 'x' }, 'body.screenName'],
      [{ ...uploader, screenName: 'spaces are bad' }, 'body.screenName'],
      [{ ...uploader, customerId: 'acme' }, 'body.customerId'],
      [{ screenName: 'no.customer', email: 'a@b.co' }, 'body.customerId'],
    ])('POST /users with %j is a 400 naming %s', async (payload, field) => {
      expectBadField(await post('/users', payload), field);
    });

    it('POST /users/{userId}/media stores a pending photo with its products and streams, shown nowhere yet', async () => {
      const [user] = await db().select().from(socialUsers).where(eq(socialUsers.id, 'rl-maya-on-trail'));
      if (!user) throw new Error('the demo gallery has no rl-maya-on-trail');
      const photo = {
        imageUrl: '/images/rl-photo-dusk-lake-boot-summit.svg',
        width: 1080,
        height: 1080,
        altText: 'Boots by the lake',
        caption: 'First hike in the new boots',
        masterIds: ['RL10062010', 'RL10062010', 'RL20062030'],
        streamIds: ['winterhikes'],
      };
      const { response, body } = await post(`/users/${user.id}/media`, photo);
      expect(response.statusCode).toBe(201);
      expect(body).toMatchObject({
        status: 'pending',
        source: 'upload',
        caption: photo.caption,
        user: { id: user.id, screenName: user.screenName },
        products: [{ masterId: 'RL10062010' }, { masterId: 'RL20062030' }],
      });
      const id = String(body.id);
      const [row] = await db().select().from(socialMedia).where(eq(socialMedia.id, id));
      expect(row).toMatchObject({ customerId: 'ridgeline', status: 'pending', imageUrl: photo.imageUrl, altText: 'Boots by the lake' });
      const tags = await db()
        .select()
        .from(socialMediaProducts)
        .where(eq(socialMediaProducts.mediaId, id))
        .orderBy(asc(socialMediaProducts.position));
      expect(tags.map((tag) => tag.masterId)).toEqual(['RL10062010', 'RL20062030']);
      expect(await db().select().from(socialStreamMedia).where(eq(socialStreamMedia.mediaId, id))).toHaveLength(1);
      expect(await recentIds('ridgeline')).not.toContain(id);
      expect((await t.app.inject(`/social/v1/media/${id}/streams`)).statusCode, 'pending photos are not shown').toBe(404);
    });

    it('POST /users/{userId}/media refuses unknown users (404), other brands’ streams and bad images (400)', async () => {
      const photo = { imageUrl: '/images/rl-photo-dusk-lake-boot-summit.svg', width: 1080, height: 1080 };
      const missing = await post('/users/nobody-here/media', photo);
      expect(missing.response.statusCode).toBe(404);
      expect(missing.body.errorDetails?.[0]?.errorId).toBe('API404');
      const userId = 'rl-maya-on-trail';
      expectBadField(await post(`/users/${userId}/media`, { ...photo, streamIds: ['winterhikes', 'nightmiles'] }), 'body.streamIds.1');
      expectBadField(await post(`/users/${userId}/media`, { ...photo, imageUrl: 'javascript:alert(1)' }), 'body.imageUrl');
      expectBadField(await post(`/users/${userId}/media`, { ...photo, imageUrl: 'http://insecure.example/a.jpg' }), 'body.imageUrl');
      expectBadField(await post(`/users/${userId}/media`, { ...photo, width: 0 }), 'body.width');
      expectBadField(await post(`/users/${userId}/media`, { ...photo, masterIds: ['boots'] }), 'body.masterIds.0');
      expectBadField(await post(`/users/${userId}/media`, { ...photo, caption: 'x'.repeat(2201) }), 'body.caption');
    });

    it('POST /media/{mediaId}/reports stores each report; the third takes the photo out of every gallery', async () => {
      const mediaId = 'ks-030';
      expect(await recentIds('kestrel')).toContain(mediaId);
      const first = await post(`/media/${mediaId}/reports`, { reason: 'spam', email: 'Fan@Example.com', comment: 'Looks like an ad' });
      expect(first.response.statusCode).toBe(201);
      expect(first.body).toMatchObject({ mediaId, reason: 'spam' });
      const [stored] = await db()
        .select()
        .from(socialReports)
        .where(eq(socialReports.id, String(first.body.id)));
      expect(stored).toMatchObject({ mediaId, reason: 'spam', email: 'fan@example.com', comment: 'Looks like an ad' });

      expect((await post(`/media/${mediaId}/reports`, { reason: 'inappropriate' })).response.statusCode).toBe(201);
      expect(await recentIds('kestrel'), 'two reports leave it up').toContain(mediaId);
      expect((await post(`/media/${mediaId}/reports`, { reason: 'notMe' })).response.statusCode).toBe(201);
      const [held] = await db().select({ status: socialMedia.status }).from(socialMedia).where(eq(socialMedia.id, mediaId));
      expect(held?.status).toBe('held');
      expect(await recentIds('kestrel')).not.toContain(mediaId);
      expect((await post(`/media/${mediaId}/reports`, { reason: 'spam' })).response.statusCode, 'a held photo cannot be reported').toBe(404);
      expect(await db().select().from(socialReports).where(eq(socialReports.mediaId, mediaId))).toHaveLength(3);
    });

    it('POST /media/{mediaId}/reports validates its body and its photo', async () => {
      expectBadField(await post('/media/ks-001/reports', { reason: 'boring' }), 'body.reason');
      expectBadField(await post('/media/ks-001/reports', {}), 'body.reason');
      expectBadField(await post('/media/ks-001/reports', { reason: 'other', comment: 'x'.repeat(501) }), 'body.comment');
      expect((await post('/media/ks-999/reports', { reason: 'spam' })).response.statusCode).toBe(404);
    });

    it('POST /stashes keeps a named set of shown photos in order, without repeats', async () => {
      const { response, body } = await post('/stashes', {
        userId: 'rl-trailtom',
        name: 'Trail shoes to try',
        mediaIds: ['rl-009', 'rl-002', 'rl-009', 'rl-015'],
      });
      expect(response.statusCode).toBe(201);
      expect(body).toMatchObject({ userId: 'rl-trailtom', name: 'Trail shoes to try', mediaIds: ['rl-009', 'rl-002', 'rl-015'] });
      const [stash] = await db()
        .select()
        .from(socialStashes)
        .where(eq(socialStashes.id, String(body.id)));
      expect(stash).toMatchObject({ userId: 'rl-trailtom', name: 'Trail shoes to try' });
      const kept = await db()
        .select()
        .from(socialStashMedia)
        .where(and(eq(socialStashMedia.stashId, String(body.id))))
        .orderBy(asc(socialStashMedia.position));
      expect(kept.map((k) => k.mediaId)).toEqual(['rl-009', 'rl-002', 'rl-015']);
    });

    it.each([
      [{ userId: 'nobody', name: 'Mine', mediaIds: ['rl-001'] }, 'body.userId'],
      [{ userId: 'rl-trailtom', name: 'Mine', mediaIds: ['rl-001', 'ks-001'] }, 'body.mediaIds.1'],
      [{ userId: 'rl-trailtom', name: 'Mine', mediaIds: [] }, 'body.mediaIds'],
      [{ userId: 'rl-trailtom', name: '   ', mediaIds: ['rl-001'] }, 'body.name'],
      [{ userId: 'rl-trailtom', name: 'Too many', mediaIds: Array.from({ length: 51 }, (_, i) => `rl-${i}`) }, 'body.mediaIds'],
    ])('POST /stashes with %j is a 400 naming %s', async (payload, field) => {
      expectBadField(await post('/stashes', payload), field);
    });

    it('answers malformed JSON as a 400 naming the body, writing nothing', async () => {
      const before = await db().select().from(socialStashes);
      const response = await t.app.inject({
        method: 'POST',
        url: '/social/v1/stashes',
        headers: { 'content-type': 'application/json' },
        payload: '{"userId":',
      });
      expect(response.statusCode).toBe(400);
      expect(json<Body>(response).errorDetails?.[0]?.field).toBe('body');
      expect(await db().select().from(socialStashes)).toHaveLength(before.length);
    });
  });
}
