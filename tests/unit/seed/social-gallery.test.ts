import { describe, expect, it } from 'vitest';
import { allSites } from '../../../runtime/core';
import { createSocialMediaBodySchema, masterIdSchema, socialIdSchema } from '../../../schemas';
import { demoGallerySeed } from '../../../server/demo/demo-gallery';
import { renderDemoImage } from '../../../server/images';

const { social, products } = demoGallerySeed();

describe.each(['ridgeline', 'kestrel'])('the demo social gallery of %s', (customerId) => {
  const media = social.media.filter((m) => m.customerId === customerId);
  const ids = new Set(media.map((m) => m.id));

  it('holds a few dozen approved photos by a dozen people, each photo its own picture', () => {
    expect(media.length).toBeGreaterThanOrEqual(24);
    expect(new Set(media.map((m) => m.imageUrl)).size).toBe(media.length);
    expect(new Set(media.map((m) => m.userId)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(media.map((m) => m.createdAt?.getTime())).size, 'no two posts at the same moment').toBe(media.length);
    for (const photo of media) {
      expect(photo.status).toBe('approved');
      expect(socialIdSchema.safeParse(photo.id).success).toBe(true);
      // What an upload would have to pass, the seed passes too.
      expect(
        createSocialMediaBodySchema.safeParse({
          imageUrl: photo.imageUrl,
          width: photo.width,
          height: photo.height,
          altText: photo.altText,
          caption: photo.caption,
        }).success,
        photo.id,
      ).toBe(true);
      expect(photo.altText?.length, photo.id).toBeGreaterThan(30);
    }
  });

  it('shows pictures the image server draws', () => {
    for (const photo of media) {
      const id = /^\/images\/([a-z0-9-]+)\.svg$/.exec(photo.imageUrl)?.[1] ?? '';
      expect(renderDemoImage(id, { width: 400, height: 400 }), photo.imageUrl).toMatch(/^<svg/);
    }
  });

  it('tags photos with products every site of the brand sells, and every user and stream it names exists', () => {
    const tags = social.mediaProducts.filter((p) => ids.has(p.mediaId));
    expect(new Set(tags.map((t) => t.mediaId))).toEqual(ids);
    for (const site of allSites().filter((s) => s.brand.id === customerId)) {
      const sold = new Set(products.filter((p) => p.siteId === site.siteId).map((p) => p.masterId));
      for (const tag of tags) expect(sold.has(tag.masterId), `${site.siteId} sells ${tag.masterId}`).toBe(true);
    }
    for (const tag of tags) expect(masterIdSchema.safeParse(tag.masterId).success).toBe(true);
    const users = new Set(social.users.filter((u) => u.customerId === customerId).map((u) => u.id));
    for (const photo of media) expect(users.has(photo.userId), photo.id).toBe(true);
    const streams = new Set(social.streams.map((s) => s.id));
    for (const member of social.streamMedia.filter((s) => ids.has(s.mediaId))) expect(streams.has(member.streamId), member.streamId).toBe(true);
  });

  it("puts every photo in the brand's hashtag stream, and each in a category stream of what it tags", () => {
    const brandTag = social.streams.find(
      (s) => s.customerId === customerId && s.kind === 'hashtag' && (s.name === '#ridgelineoutdoors' || s.name === '#kestrelrunning'),
    );
    expect(brandTag).toBeDefined();
    const members = (streamId: string) => social.streamMedia.filter((s) => s.streamId === streamId).map((s) => s.mediaId);
    expect(new Set(members(brandTag?.id ?? ''))).toEqual(ids);
    const categoryStreams = social.streams.filter((s) => s.customerId === customerId && s.kind === 'category');
    expect(categoryStreams.length).toBeGreaterThanOrEqual(4);
    for (const stream of categoryStreams) {
      expect(stream.name, stream.id).not.toMatch(/^\d+$/);
      expect(members(stream.id).length, stream.id).toBeGreaterThanOrEqual(5);
    }
  });
});
