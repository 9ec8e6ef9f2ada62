import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { VideoSource } from '../../schemas';
import { playbackMode, playbackSupport } from './video-playback';

/**
 * Attaches a source to the `<video>`: hls.js (imported here, on demand, so only pages that play a video
 * fetch it), native HLS, or the MP4. `attached` turns true once the element has something to play.
 * A fatal stream error is logged and falls back to the MP4 when there is one; it never throws.
 */
export function useHlsSource(ref: RefObject<HTMLVideoElement | null>, source: VideoSource | undefined): boolean {
  const [attached, setAttached] = useState(false);
  const hls = source?.hls;
  const mp4 = source?.mp4;
  useEffect(() => {
    const video = ref.current;
    if (!video || !hls) return undefined;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const playFile = (url: string) => {
      video.src = url;
      setAttached(true);
    };
    const mode = playbackMode(playbackSupport(video, Boolean(mp4)));
    if (mode === 'native') playFile(hls);
    else if (mode === 'mp4' && mp4) playFile(mp4);
    else if (mode === 'hlsjs') {
      import('hls.js').then(
        ({ default: Hls }) => {
          if (cancelled) return;
          const player = new Hls({ capLevelToPlayerSize: true });
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            console.error(`[tessera] video stream failed (${data.type}: ${data.details})`, hls);
            player.destroy();
            destroy = undefined;
            if (mp4 && !cancelled) playFile(mp4);
          });
          player.loadSource(hls);
          player.attachMedia(video);
          destroy = () => player.destroy();
          setAttached(true);
        },
        (error: unknown) => console.error('[tessera] could not load the video player', error),
      );
    } else console.warn('[tessera] this browser can play neither HLS nor MP4', hls);
    return () => {
      cancelled = true;
      destroy?.();
      setAttached(false);
      video.removeAttribute('src');
    };
  }, [ref, hls, mp4]);
  return attached;
}
