import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_SIDE, demoImageIds, demoImageInfo, renderDemoImage } from '../../../server/images';

const parse = (svg: string): Document => new DOMParser().parseFromString(svg, 'image/svg+xml');
const viewBox = (root: Element): number[] => (root.getAttribute('viewBox') ?? '').split(' ').map(Number);

describe('renderDemoImage', () => {
  it.each(demoImageIds)('%s is well-formed, titled, self-contained SVG', (id) => {
    const svg = renderDemoImage(id, { width: 800, height: 1000 }) ?? '';
    const doc = parse(svg);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    expect(root.querySelector('title')?.textContent?.length).toBeGreaterThan(5);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son\w+=/i);
    expect(svg).not.toMatch(/<(image|foreignObject|use)\b/i);
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/href$/i.test(attr.name)) expect(attr.value.startsWith('#')).toBe(true);
        for (const [, target] of attr.value.matchAll(/url\(([^)]*)\)/g)) expect(target?.startsWith('#')).toBe(true);
      }
    }
  });

  it('sizes the viewBox to the requested aspect, for scenes and products alike', () => {
    for (const id of ['rl-dawn-ridge', 'ks-tempo-carbon']) {
      for (const [w, h] of [
        [800, 1000],
        [2560, 1100],
        [600, 600],
      ] as const) {
        const root = parse(renderDemoImage(id, { width: w, height: h }) ?? '').documentElement;
        const [, , vw = 0, vh = 0] = viewBox(root);
        expect(vw / vh).toBeCloseTo(w / h, 2);
        expect(root.getAttribute('width')).toBe(String(w));
        expect(root.getAttribute('height')).toBe(String(h));
      }
    }
  });

  it('defaults to the natural size and keeps the natural aspect when one side is given', () => {
    const info = demoImageInfo('rl-forest-trail');
    expect(info).toBeDefined();
    const natural = parse(renderDemoImage('rl-forest-trail', {}) ?? '').documentElement;
    expect(natural.getAttribute('width')).toBe(String(info?.width));
    expect(natural.getAttribute('height')).toBe(String(info?.height));
    const halfWidth = parse(renderDemoImage('rl-forest-trail', { width: 1200 }) ?? '').documentElement;
    expect(halfWidth.getAttribute('height')).toBe(String(Math.round((1200 * (info?.height ?? 0)) / (info?.width ?? 1))));
  });

  it('ignores nonsense sizes and caps huge ones', () => {
    const bad = parse(renderDemoImage('ks-city-night', { width: Number.NaN, height: -4 }) ?? '').documentElement;
    expect(bad.getAttribute('width')).toBe(String(demoImageInfo('ks-city-night')?.width));
    const huge = parse(renderDemoImage('ks-city-night', { width: 10 ** 7, height: 10 ** 7 }) ?? '').documentElement;
    expect(huge.getAttribute('width')).toBe(String(MAX_IMAGE_SIDE));
  });

  it('returns undefined for unknown ids, including inherited property names', () => {
    for (const id of ['nope', '', 'toString', '__proto__', 'constructor', 'rl-dawn-ridge.svg']) {
      expect(renderDemoImage(id, {})).toBeUndefined();
    }
  });

  it('is deterministic across processes (a fresh module draws the same picture), and no two images are the same', async () => {
    const first = renderDemoImage('rl-dusk-lake', { width: 400 });
    vi.resetModules();
    const fresh = await import('../../../server/images');
    expect(fresh.renderDemoImage('rl-dusk-lake', { width: 400 })).toBe(first);
    const bodies = demoImageIds.map((id) => (renderDemoImage(id, { width: 300, height: 300 }) ?? '').replaceAll(id, ''));
    expect(new Set(bodies).size).toBe(demoImageIds.length);
  });

  it("paints each brand's images in that brand's palette", () => {
    for (const id of demoImageIds) {
      const svg = (renderDemoImage(id, {}) ?? '').toLowerCase();
      const palette = id.startsWith('rl-') ? ['#1f3d2b', '#e9dfc9', '#c2571a'] : ['#14213d', '#e76f51', '#f8f5f0'];
      expect(
        palette.some((color) => svg.includes(color)),
        id,
      ).toBe(true);
    }
  });
});
