import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { videoSchema } from '../../../schemas';
import { RuntimeProvider } from '../../../runtime/react';
import Video from '../../../block-registry/video/Video';
import { fakeComponents, observed, renderWithRuntime, site } from '../runtime-react/with-runtime';

const poster = { url: '/images/rl-forest-trail.svg', alt: 'A forest trail at first light', width: 640, height: 360 };
const video = (extra: Record<string, unknown> = {}) =>
  videoSchema.parse({
    id: 'v1',
    type: 'video',
    title: 'On the trail',
    media: { sm: poster },
    sources: { sm: { hls: '/media/ridgeline-trail/index.m3u8', mp4: '/media/clip.mp4' } },
    ...extra,
  });
const autoplaying = { playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true } };

/** Moves every observed element into (or out of) view. */
function setInView(isIntersecting: boolean) {
  act(() => {
    for (const { callback, elements } of observed) {
      callback(
        elements.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  });
}

let play: Mock<(this: HTMLMediaElement) => Promise<void>>;
let pause: Mock<(this: HTMLMediaElement) => void>;
beforeEach(() => {
  observed.length = 0;
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => vi.restoreAllMocks());

describe('Video', () => {
  it('server-renders the poster with its size and reserves the poster’s aspect ratio', () => {
    const html = renderToString(
      <RuntimeProvider site={site()} components={fakeComponents({})} locationKey="/en-us">
        <Video block={video()} />
      </RuntimeProvider>,
    );
    expect(html).toMatch(/<img[^>]+src="\/images\/rl-forest-trail\./);
    expect(html).toContain('width="640"');
    expect(html).toContain('--ts-video-ar-sm:640 / 360');
    expect(html).not.toContain('/media/ridgeline-trail');
  });

  it('attaches nothing to a click-to-play clip in view until the shopper starts it; then native controls, focused, and it plays', () => {
    const { container } = renderWithRuntime(<Video block={video()} />);
    const player = container.querySelector('video') as HTMLVideoElement;
    setInView(true);
    expect(player).not.toHaveAttribute('src');
    expect(player).not.toHaveAttribute('controls');
    fireEvent.click(screen.getByRole('button', { name: 'Play video: On the trail' }));
    expect(player.getAttribute('src')).toBe('/media/clip.mp4');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('On the trail');
    expect(player).toHaveFocus();
    expect(play).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('attaches the stream when the pointer or focus reaches the clip, before it is started', () => {
    const { container } = renderWithRuntime(<Video block={video()} />);
    const player = container.querySelector('video') as HTMLVideoElement;
    setInView(true);
    fireEvent.focus(screen.getByRole('button', { name: 'Play video: On the trail' }));
    expect(player.getAttribute('src')).toBe('/media/clip.mp4');
    expect(play).not.toHaveBeenCalled();
  });

  it('autoplays muted and looping once in view, pauses out of view, and keeps a play/pause button when controls are hidden', () => {
    const { container } = renderWithRuntime(<Video block={video(autoplaying)} />);
    const player = container.querySelector('video') as HTMLVideoElement;
    expect(player).not.toHaveAttribute('controls');
    expect(player.muted).toBe(true);
    expect(player.loop).toBe(true);
    expect(play).not.toHaveBeenCalled();

    setInView(true);
    // jsdom has neither MSE nor native HLS: the MP4 is attached.
    expect(player.getAttribute('src')).toBe('/media/clip.mp4');
    expect(play).toHaveBeenCalledOnce();
    const button = screen.getByRole('button', { name: 'Pause video: On the trail' });

    setInView(false);
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Play video: On the trail' })).toBe(button);
  });

  it('lets the shopper pause autoplay for good, and play again', () => {
    renderWithRuntime(<Video block={video(autoplaying)} />);
    setInView(true);
    fireEvent.click(screen.getByRole('button', { name: /pause video/i }));
    expect(pause).toHaveBeenCalledOnce();
    setInView(false);
    setInView(true);
    expect(play).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: /play video/i }));
    expect(play.mock.calls.length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: /pause video/i })).toBeVisible();
  });

  it('keeps a press on play made before the stream is attached, and plays once it is', () => {
    const { container } = renderWithRuntime(<Video block={video({ playerSettings: { hideControls: true, muted: true } })} />);
    const player = container.querySelector('video') as HTMLVideoElement;
    fireEvent.click(screen.getByRole('button', { name: 'Play video: On the trail' }));
    expect(player).not.toHaveAttribute('src');
    expect(play).not.toHaveBeenCalled();
    setInView(true);
    expect(player.getAttribute('src')).toBe('/media/clip.mp4');
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Pause video: On the trail' })).toBeVisible();
  });

  it('only logs a refused play()', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRuntime(<Video block={video(autoplaying)} />);
    setInView(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(warn).toHaveBeenCalledWith('[tessera] video could not start playing', expect.any(DOMException));
  });

  it('does not autoplay under reduced motion', () => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('reduce') });
    try {
      renderWithRuntime(<Video block={video(autoplaying)} />);
      setInView(true);
      expect(play).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Play video: On the trail' })).toBeVisible();
    } finally {
      window.matchMedia = original;
    }
  });

  it('speaks the site’s language and shows the caption', () => {
    renderWithRuntime(<Video block={video({ ...autoplaying, title: 'Unterwegs', caption: { text: 'Gedreht im Harz', position: 'top-start' } })} />, {
      locale: 'de-de',
    });
    expect(screen.getByRole('button', { name: 'Video abspielen: Unterwegs' })).toBeVisible();
    expect(screen.getByText('Gedreht im Harz')).toHaveClass('ts-video__caption--top-start');
  });
});
