import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { VideoBlock } from '../../schemas';
import { valueAt } from '../../runtime/core';
import { RichText, useIsLeadBlock, useMediaBreakpoint, useMessages, useNearViewport, useReducedMotion, useRuntime } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { Picture, baseImage } from '../shared/Picture';
import { cx } from '../shared/cx';
import { PauseIcon, PlayIcon } from '../shared/icons';
import { useHlsSource } from './use-hls-source';
import { useInView } from './use-in-view';
import { cloudHlsUrl, sourceAt, usesCloudPlayer } from './video-playback';
import { videoStyle } from './video-style';

const logPlayFailure = (error: unknown) => console.warn('[tessera] video could not start playing', error);

/**
 * Video: the poster (art-directed, in the server HTML, sizing the box) under an HLS player that is attached
 * only near the viewport: at once for autoplay, otherwise once the shopper reaches for it (pointer, focus or
 * a touch on the frame, or a press on play), so a page whose clip nobody plays never fetches the player
 * (hls.js is most of such a page's script).
 * - Native controls: until started, a play button over the poster stands in for them (a native play button
 *   with nothing attached does nothing); pressed, it gives way to the controls, focus moves to the player and
 *   the clip plays as soon as it is attached.
 * - Autoplay is muted and looping, plays while half in view and pauses out of view, never under reduced
 *   motion; with hidden controls a play/pause button stays (WCAG 2.2.2).
 */
export default function Video({ block }: BlockProps<VideoBlock>) {
  const t = useMessages();
  const { site } = useRuntime();
  const titleId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const bp = useMediaBreakpoint();
  // At the top of the page the poster is the first screen's largest picture: it loads at once, at a width that fits.
  const lead = useIsLeadBlock();
  const reducedMotion = useReducedMotion();
  const near = useNearViewport(frameRef, '200px');
  const inView = useInView(frameRef, 0.5);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // A press on play before the stream is attached (hls.js still loading) is kept until it is.
  const playRequested = useRef(false);
  /** The shopper reached for the clip: attach the stream. */
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  /** Native controls replace the start button once it was pressed. */
  const [started, setStarted] = useState(false);

  const { autoplay: autoplaySetting, hideControls, loop, muted } = block.playerSettings;
  const autoplay = autoplaySetting && !reducedMotion;
  const asset = block.cloudinaryAsset;
  const cloud = asset && usesCloudPlayer({ flagOn: site.brand.flags.cloudVideoPlayer, asset, duration: block.duration });
  const attach = bp !== null && near && (autoplay || wanted);
  const source = !attach ? undefined : cloud ? { hls: cloudHlsUrl(asset) } : sourceAt(block.sources, bp);
  const attached = useHlsSource(videoRef, source);
  const name = block.title ?? valueAt(block.media, 'sm')?.alt ?? '';
  const playLabel = name ? t('video.playTitled', { title: name }) : t('video.play');
  const pauseLabel = name ? t('video.pauseTitled', { title: name }) : t('video.pause');

  useEffect(() => {
    // NB: the property, not the attribute, decides whether a browser lets a video autoplay.
    if (videoRef.current) videoRef.current.muted = muted || autoplaySetting;
  }, [muted, autoplaySetting]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !attached || !autoplay || userPaused) return;
    if (inView) video.play().catch(logPlayFailure);
    else video.pause();
  }, [attached, autoplay, inView, userPaused]);

  /** Plays now, or once the stream is attached, asking for it (play() before that would be aborted by the attaching load()). */
  const playWhenAttached = useCallback(() => {
    if (attached) {
      videoRef.current?.play().catch(logPlayFailure);
      return;
    }
    playRequested.current = true;
    want();
  }, [attached, want]);

  useEffect(() => {
    if (!attached || !playRequested.current) return;
    playRequested.current = false;
    videoRef.current?.play().catch(logPlayFailure);
  }, [attached]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    // The element's own events drive `playing`, so the button says what a press will do.
    if (playing) {
      setUserPaused(true);
      video.pause();
    } else {
      setUserPaused(false);
      playWhenAttached();
    }
  }, [playing, playWhenAttached]);

  const start = () => {
    setStarted(true);
    playWhenAttached();
  };
  useEffect(() => {
    if (started) videoRef.current?.focus();
  }, [started]);

  const poster = bp === null ? undefined : (valueAt(block.media, bp) ?? baseImage(block.media));
  const caption = block.caption;
  const hasHeading = Boolean(block.titleHtml ?? block.title);
  const nativeControls = !hideControls && (started || autoplay);
  const startButton = !hideControls && !nativeControls;
  return (
    <div className={cx('ts-video', playing && 'ts-video--playing')} style={videoStyle(block)}>
      {block.titleHtml ? (
        <RichText as="h2" id={titleId} className="ts-video__title" html={block.titleHtml} />
      ) : block.title ? (
        <h2 id={titleId} className="ts-video__title">
          {block.title}
        </h2>
      ) : null}
      {block.subtitle && <p className="ts-video__subtitle">{block.subtitle}</p>}
      <div ref={frameRef} className="ts-video__frame" onPointerEnter={want} onFocus={want} onTouchStart={want}>
        <Picture media={block.media} className="ts-video__poster" priority={lead} sizes="100vw" responsive />
        <video
          ref={videoRef}
          className="ts-video__player"
          aria-labelledby={hasHeading ? titleId : undefined}
          aria-label={hasHeading ? undefined : name || t('video.label')}
          poster={poster?.url}
          controls={nativeControls}
          // Focusable wherever it has controls (Safari leaves a video out of the tab order otherwise).
          tabIndex={nativeControls ? 0 : undefined}
          muted={muted || autoplaySetting}
          loop={loop || autoplaySetting}
          playsInline
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
        {startButton && (
          <button type="button" className="ts-video__start" aria-label={playLabel} onClick={start}>
            <PlayIcon />
          </button>
        )}
        {hideControls && (
          <button type="button" className="ts-icon-button ts-video__toggle" aria-label={playing ? pauseLabel : playLabel} onClick={toggle}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        )}
        {caption && <p className={`ts-video__caption ts-video__caption--${caption.position}`}>{caption.text}</p>}
      </div>
      {block.richText && <RichText className="ts-video__body" html={block.richText} />}
    </div>
  );
}
