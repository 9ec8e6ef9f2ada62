import type { Breakpoint, CloudinaryAsset, VideoSource } from '../../schemas';
import { valueAt } from '../../runtime/core';

/** Spec 001 §9: the cloud player only for videos longer than this many seconds. */
export const CLOUD_PLAYER_MIN_DURATION = 30;

export interface CloudPlayerInput {
  readonly flagOn: boolean;
  readonly asset: Partial<CloudinaryAsset> | undefined;
  readonly duration: number | undefined;
}

/** Spec 001 §9: the cloud player is used only when its flag is on, the asset ids exist and the video runs over 30 s. */
export const usesCloudPlayer = ({ flagOn, asset, duration }: CloudPlayerInput): boolean =>
  flagOn &&
  Boolean(asset?.cloudName?.trim()) &&
  Boolean(asset?.publicId?.trim()) &&
  typeof duration === 'number' &&
  duration > CLOUD_PLAYER_MIN_DURATION;

/**
 * The cloud's adaptive stream of an asset: Cloudinary's HLS delivery with its automatic streaming
 * profile (`sp_auto`), which picks the renditions for the asset's size.
 */
export const cloudHlsUrl = ({ cloudName, publicId }: CloudinaryAsset): string =>
  `https://res.cloudinary.com/${encodeURIComponent(cloudName)}/video/upload/sp_auto/${publicId.split('/').map(encodeURIComponent).join('/')}.m3u8`;

/** The source for a breakpoint; a missing breakpoint inherits from the next smaller one (then any given one). */
export function sourceAt(sources: Partial<Record<Breakpoint, VideoSource>>, bp: Breakpoint): VideoSource | undefined {
  return valueAt(sources, bp) ?? sources.sm ?? sources.md ?? sources.lg;
}

export type PlaybackMode = 'hlsjs' | 'native' | 'mp4' | 'none';

export interface PlaybackSupport {
  /** Media Source Extensions (or Safari's ManagedMediaSource) exist: hls.js can play. */
  readonly mse: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not empty. */
  readonly nativeHls: boolean;
  readonly hasMp4: boolean;
}

/**
 * How to play an HLS source. Native HLS where the browser has it and hls.js could not run (iPhones without
 * MSE); otherwise hls.js, as its authors advise, because recent Chromium answers "maybe" for HLS too but
 * without the adaptive control hls.js gives. A progressive MP4 is the last resort.
 */
export function playbackMode({ mse, nativeHls, hasMp4 }: PlaybackSupport): PlaybackMode {
  if (mse) return 'hlsjs';
  if (nativeHls) return 'native';
  return hasMp4 ? 'mp4' : 'none';
}

/** What this browser supports; the answers of `<video>` and `window` at the time of the call. */
export function playbackSupport(video: HTMLVideoElement, hasMp4: boolean): PlaybackSupport {
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return { mse: Boolean(w.MediaSource ?? w.ManagedMediaSource), nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '', hasMp4 };
}
