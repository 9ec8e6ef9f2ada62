import { describe, expect, it, vi } from 'vitest';
import { videoSchema } from '../../../schemas';
import { validateBlock } from '../../../runtime/core/validate-block';
import { CLOUD_PLAYER_MIN_DURATION, cloudHlsUrl, playbackMode, sourceAt, usesCloudPlayer } from '../../../block-registry/video/video-playback';

const asset = { cloudName: 'ridgeline', publicId: 'campaigns/fall-trail' };

describe('usesCloudPlayer (spec 001 §9)', () => {
  it('needs the flag, both asset ids and a duration over 30 seconds', () => {
    expect(CLOUD_PLAYER_MIN_DURATION).toBe(30);
    expect(usesCloudPlayer({ flagOn: true, asset, duration: 31 })).toBe(true);
    expect(usesCloudPlayer({ flagOn: false, asset, duration: 31 })).toBe(false);
    expect(usesCloudPlayer({ flagOn: true, asset, duration: 30 })).toBe(false);
    expect(usesCloudPlayer({ flagOn: true, asset, duration: undefined })).toBe(false);
    expect(usesCloudPlayer({ flagOn: true, asset: undefined, duration: 120 })).toBe(false);
    expect(usesCloudPlayer({ flagOn: true, asset: { cloudName: 'ridgeline' }, duration: 120 })).toBe(false);
    expect(usesCloudPlayer({ flagOn: true, asset: { cloudName: ' ', publicId: 'x' }, duration: 120 })).toBe(false);
  });

  it('plays the cloud’s adaptive HLS stream of the asset', () => {
    expect(cloudHlsUrl(asset)).toBe('https://res.cloudinary.com/ridgeline/video/upload/sp_auto/campaigns/fall-trail.m3u8');
  });
});

describe('sourceAt', () => {
  const sm = { hls: '/media/a/index.m3u8' };
  const lg = { hls: '/media/b/index.m3u8' };
  it('inherits from the next smaller breakpoint, and falls back to any given one', () => {
    expect(sourceAt({ sm, lg }, 'md')).toBe(sm);
    expect(sourceAt({ sm, lg }, 'lg')).toBe(lg);
    expect(sourceAt({ lg }, 'sm')).toBe(lg);
  });
});

describe('playbackMode', () => {
  it('prefers hls.js where MSE exists, native HLS without it, then the MP4', () => {
    expect(playbackMode({ mse: true, nativeHls: true, hasMp4: true })).toBe('hlsjs');
    expect(playbackMode({ mse: true, nativeHls: false, hasMp4: false })).toBe('hlsjs');
    expect(playbackMode({ mse: false, nativeHls: true, hasMp4: true })).toBe('native');
    expect(playbackMode({ mse: false, nativeHls: false, hasMp4: true })).toBe('mp4');
    expect(playbackMode({ mse: false, nativeHls: false, hasMp4: false })).toBe('none');
  });
});

describe('videoSchema', () => {
  const poster = { url: '/images/rl-forest-trail.svg', alt: 'Trail', width: 640, height: 360 };
  const valid = { id: 'v1', type: 'video', media: { sm: poster }, sources: { sm: { hls: '/media/ridgeline-trail/index.m3u8' } } };

  it('accepts a minimal video and defaults the player settings to off', () => {
    expect(videoSchema.parse(valid).playerSettings).toEqual({ autoplay: false, hideControls: false, loop: false, muted: false });
  });

  it.each([
    ['sources', { ...valid, sources: undefined }],
    ['sources', { ...valid, sources: {} }],
    ['sources', { ...valid, sources: { sm: { hls: 'javascript:alert(1)' } } }],
    ['media', { ...valid, media: { sm: { url: '/x.svg', alt: '' } } }],
    ['playerSettings', { ...valid, playerSettings: { autoplay: 'yes' } }],
    ['cloudinaryAsset', { ...valid, cloudinaryAsset: { cloudName: 'x' } }],
    ['duration', { ...valid, duration: '45' }],
    ['paddings', { ...valid, paddings: { sm: 'huge' } }],
  ])('rejects bad %s, naming the field', (field, block) => {
    const result = videoSchema.safeParse(block);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });

  it('makes the runtime skip a bad video block with a logged reason naming the field', () => {
    const warn = vi.fn();
    const issues: { reason: string }[] = [];
    const resolved = validateBlock(
      { ...valid, sources: { sm: { mp4: '/x.mp4' } } },
      { section: 'video', sanitizeHtml: (h) => h, log: { warn }, issues: issues as never[] },
    );
    expect(resolved).toBeNull();
    expect(issues[0]?.reason).toContain('sources.sm.hls');
    expect(warn).toHaveBeenCalledOnce();
    expect(validateBlock(valid, { section: 'video', sanitizeHtml: (h) => h, log: { warn }, issues: [] })).toMatchObject({ id: 'v1', type: 'video' });
  });
});
