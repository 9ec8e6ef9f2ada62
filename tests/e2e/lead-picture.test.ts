import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** The `<img>` of the video poster in a page's server HTML. */
async function posterImg(path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const frame = html.indexOf('ts-video__frame');
  expect(frame).toBeGreaterThan(-1);
  const img = /<img class="ts-picture__img"[^>]*>/.exec(html.slice(frame))?.[0];
  if (!img) throw new Error(`no poster in ${path}`);
  return img;
}

describe('the video poster as the largest picture of the first screen', () => {
  it('loads at once, with high priority, at widths that fit the slot, when the video leads the page', async () => {
    const img = await posterImg('/en-us/explore');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('sizes="100vw"');
    // A phone's 380-px slot at 1.75× finds a candidate between 640 and 960 px wide, not only the doubled 1,920.
    const widths = [...img.matchAll(/ (\d+)w(?:,|")/g)].map((m) => Number(m[1]));
    expect(widths).toEqual(expect.arrayContaining([640, 960, 1920]));
  });

  it('waits for the screen further down the page', async () => {
    const img = await posterImg('/en-us');
    expect(img).toContain('loading="lazy"');
    expect(img).not.toContain('fetchPriority');
  });
});
