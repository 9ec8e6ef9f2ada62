import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { MockInstance } from 'storybook/test';
import { BlockView } from '../../runtime/react';
import { videoAutoplay, videoHiddenControls, videoMissingStream, videoWithControls } from '../fixtures/videos';

const meta = {
  title: 'Blocks/Video',
  component: BlockView,
  args: { block: videoWithControls },
} satisfies Meta<typeof BlockView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Generous: the stream loads and decodes while other work shares the machine. */
const SLOW = { timeout: 30_000 };

const playerIn = (root: HTMLElement) => root.querySelector('video') as HTMLVideoElement;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const bufferedEnd = (video: HTMLVideoElement) => (video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) : 0);

/** Back to the first frame, so the picture a story ends on never depends on timing. */
async function rewind(video: HTMLVideoElement): Promise<void> {
  if (video.currentTime === 0) return;
  const seeked = new Promise((done) => video.addEventListener('seeked', done, { once: true }));
  video.currentTime = 0;
  await seeked;
}

/**
 * NB: Chrome's native controls fade their loading spinner out only at the end of its turn, up to about
 * 1.5 s after loading ends; the picture a story ends on waits for that.
 */
const controlsSettled = () => new Promise((done) => setTimeout(done, 2500));

/** The whole 5 s clip is attached and buffered: native controls show its length and nothing moves after. */
async function streamReady(video: HTMLVideoElement): Promise<void> {
  await waitFor(() => expect(video.duration).toBeCloseTo(5, 0), SLOW);
  await waitFor(() => expect(bufferedEnd(video)).toBeGreaterThanOrEqual(video.duration - 0.1), SLOW);
}

/**
 * Autoplay, muted and looping (the home page's clip): it plays while half of it is in view, with a
 * play/pause button instead of native controls. Under reduced motion it never starts by itself, nor fetches
 * the stream before the shopper presses play.
 */
export const AutoplayMutedLoop: Story = {
  args: { block: videoAutoplay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = playerIn(canvasElement);
    await expect(video).not.toHaveAttribute('controls');
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    if (reducedMotion()) {
      // Nothing starts, so nothing is fetched either: the poster and the play button until the shopper asks.
      await expect(canvas.getByRole('button', { name: 'Play video: Made for the long way round' })).toBeVisible();
      await expect(video.paused).toBe(true);
      await expect(video).not.toHaveAttribute('src');
      return;
    }
    await streamReady(video);
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause video: Made for the long way round' }));
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Play video: Made for the long way round' })).toHaveFocus();
    await rewind(video);
  },
};

/**
 * Native controls (the explore page's clip), before the shopper starts it: the poster and one play button.
 * Nothing is attached yet, so a page whose clip nobody plays never fetches the player.
 */
export const WithControls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = playerIn(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play video: See it in motion' })).toBeVisible();
    await expect(video).not.toHaveAttribute('controls');
    await expect(video).not.toHaveAttribute('src');
  },
};

/** Started from its button: native controls take over, focus moves to the player and the clip plays. */
export const StartedFromItsButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = playerIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: See it in motion' }));
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('See it in motion');
    await expect(video).toHaveFocus();
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
    video.pause();
    await waitFor(() => expect(video.paused).toBe(true));
    await rewind(video);
    await streamReady(video);
    await controlsSettled();
  },
};

/** Before playing: the poster (also in the server HTML, sizing the frame) and a button that offers to play. */
export const PosterBeforePlaying: Story = {
  args: { block: videoHiddenControls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const poster = canvas.getByRole('img', { name: 'A sandy trail winding through a conifer forest at first light' });
    await expect(poster).toBeVisible();
    const frame = canvasElement.querySelector('.ts-video__frame') as HTMLElement;
    await expect(Math.round((frame.clientWidth * 9) / 16)).toBe(Math.round(frame.clientHeight));
    await expect(canvas.getByRole('button', { name: 'Play video: Trail test, uncut' })).toBeVisible();
    // Nothing attached until the shopper reaches for it.
    await expect(playerIn(canvasElement)).not.toHaveAttribute('src');
  },
};

/** Hidden controls: the button plays (time advances) and pauses; the story ends paused on the first frame. */
export const PlayAndPause: Story = {
  args: { block: videoHiddenControls },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = playerIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Trail test, uncut' }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0), SLOW);
    await expect(video.getVideoPlaybackQuality().totalVideoFrames).toBeGreaterThan(0);
    const pause = canvas.getByRole('button', { name: 'Pause video: Trail test, uncut' });
    await expect(pause).toHaveFocus();
    await userEvent.click(pause);
    await waitFor(() => expect(video.paused).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Play video: Trail test, uncut' })).toBeVisible();
    await rewind(video);
  },
};

let consoleErrors: MockInstance<typeof console.error> | undefined;
/** A stream that answers 404: the failure is only logged (spec 001 §8); the poster stays and nothing breaks. */
export const MissingStream: Story = {
  args: { block: videoMissingStream },
  beforeEach: () => {
    const spy = spyOn(console, 'error');
    consoleErrors = spy;
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: Behind the seams' }));
    await waitFor(
      () =>
        expect(consoleErrors).toHaveBeenCalledWith(expect.stringMatching(/^\[tessera\] video stream failed/), '/media/removed-campaign/index.m3u8'),
      SLOW,
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Behind the seams' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A sandy trail winding through a conifer forest at first light' })).toBeVisible();
    const video = playerIn(canvasElement);
    await expect(video).not.toHaveAttribute('src');
    await expect(video.poster).toMatch(/^data:image\/svg\+xml/);
    await controlsSettled();
  },
};
