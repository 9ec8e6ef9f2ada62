import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * Text contrast where axe cannot judge it: text over a picture, a gradient or another element comes back
 * from axe as "incomplete". Here such text is measured from pixels: the screen is captured with the text
 * shown and with its glyphs made transparent; where the two differ is the text's ink, and the hidden capture
 * around the ink is what the text stands on. Each of those pixels is compared with the text colour.
 */

/** Share of the pixels behind a piece of text that may fall short (a thin bright line in a photo). */
export const SHORTFALL_ALLOWED = 0.03;
/** How far around each glyph's ink the background counts, in CSS pixels. */
const INK_REACH = 1;

interface Segment {
  readonly target: string;
  readonly text: string;
  readonly color: readonly [number, number, number, number];
  readonly required: number;
  readonly rects: readonly { x: number; y: number; width: number; height: number }[];
}

const HIDE_ATTRIBUTE = 'data-contrast-probe';
const HIDE_TEXT = `[${HIDE_ATTRIBUTE}],[${HIDE_ATTRIBUTE}] *{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;text-decoration-color:transparent!important;caret-color:transparent!important}`;

function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function ratio(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** One target's text as it lies after a scroll, and whether all of it is on screen and uncovered. */
interface Placed {
  readonly segments: readonly Segment[];
  readonly whole: boolean;
}

/**
 * Scrolls `first` to the middle of the screen, then reads the text inside each of `targets` as pieces with
 * their colour, the ratio they need, and their line boxes. `whole` tells whether every line box lies inside
 * the viewport with the target itself on top at its middle (not under a sticky bar or a dialog), so that a
 * pair of captures taken now measures all of that text.
 */
async function placeText(page: Page, first: string, targets: readonly string[]): Promise<Placed[]> {
  return page.evaluate(
    ({ first, targets }) => {
      document.querySelector(first)?.scrollIntoView({ block: 'center', inline: 'nearest' });
      const placed = [];
      for (const target of targets) {
        const element = document.querySelector(target);
        if (!element) {
          placed.push({ segments: [], whole: false });
          continue;
        }
        const segments = [];
        let whole = true;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = (node.textContent ?? '').trim();
          if (!parent || !text || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const style = getComputedStyle(parent);
          // No named inner functions in here: the transpiler may wrap them in a helper the page does not have.
          const [r = 0, g = 0, b = 0, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
          const color: [number, number, number, number] = [r, g, b, a];
          // An element's opacity fades its text towards what is behind it, like the colour's own alpha.
          let opacity = 1;
          for (let e: Element | null = parent; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
          color[3] *= opacity;
          const size = parseFloat(style.fontSize);
          const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()]
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
          for (const r of rects) {
            const inside = r.x >= 0 && r.y >= 0 && r.x + r.width <= innerWidth && r.y + r.height <= innerHeight;
            const top = inside ? document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) : null;
            if (!top || !element.contains(top)) whole = false;
          }
          segments.push({ target, text: text.slice(0, 40), color, required: large ? 3 : 4.5, rects });
        }
        placed.push({ segments, whole });
      }
      return placed;
    },
    { first, targets },
  );
}

/** Waits for the pictures now on screen (lazy ones start loading once scrolled to), and not forever. */
async function picturesOnScreen(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const onScreen = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return !img.complete && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    const loaded = Promise.all(
      onScreen.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))]);
  });
}

/**
 * Pixels within `reach` of a glyph's ink (where the two captures, text shown and text hidden, differ). Text
 * with no ink on screen (clipped by a carousel, say) has nothing to measure.
 */
function inkAround(shown: PNG, hidden: PNG, rect: Segment['rects'][number], reach: number): number[] {
  const { width, height } = hidden;
  const x0 = Math.max(0, Math.floor(rect.x) - reach);
  const y0 = Math.max(0, Math.floor(rect.y) - reach);
  const x1 = Math.min(width, Math.ceil(rect.x + rect.width) + reach);
  const y1 = Math.min(height, Math.ceil(rect.y + rect.height) + reach);
  const ink = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return (
      Math.abs((shown.data[i] ?? 0) - (hidden.data[i] ?? 0)) +
        Math.abs((shown.data[i + 1] ?? 0) - (hidden.data[i + 1] ?? 0)) +
        Math.abs((shown.data[i + 2] ?? 0) - (hidden.data[i + 2] ?? 0)) >
      24
    );
  };
  const near = new Set<number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!ink(x, y)) continue;
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) near.add(ny * width + nx);
        }
      }
    }
  }
  return [...near];
}

/** A failure line for a piece of text whose background falls short of its ratio, or null. */
function shortfall(segment: Segment, shown: PNG, hidden: PNG): string | null {
  const [r, g, b, alpha] = segment.color;
  const ratios: number[] = [];
  for (const rect of segment.rects) {
    for (const p of inkAround(shown, hidden, rect, INK_REACH)) {
      const behind = [hidden.data[p * 4] ?? 0, hidden.data[p * 4 + 1] ?? 0, hidden.data[p * 4 + 2] ?? 0];
      const text = [r, g, b].map((c, k) => alpha * c + (1 - alpha) * (behind[k] ?? 0));
      ratios.push(ratio(text, behind));
    }
  }
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => a - b);
  const worst = ratios[Math.floor(ratios.length * SHORTFALL_ALLOWED)] ?? 0;
  if (worst >= segment.required) return null;
  return `${segment.target} “${segment.text}”: ${worst.toFixed(2)}:1 against what is behind it, needs ${segment.required}:1`;
}

/** How many times a group is measured again because the page moved between its captures. */
const STILL_RETRIES = 3;

/** Whether two captures have the same pixels inside every one of these boxes (and around them, by the ink's reach). */
function sameWithin(a: PNG, b: PNG, rects: readonly Segment['rects'][number][]): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (const rect of rects) {
    const x0 = Math.max(0, Math.floor(rect.x) - INK_REACH);
    const y0 = Math.max(0, Math.floor(rect.y) - INK_REACH);
    const x1 = Math.min(a.width, Math.ceil(rect.x + rect.width) + INK_REACH);
    const y1 = Math.min(a.height, Math.ceil(rect.y + rect.height) + INK_REACH);
    for (let y = y0; y < y1; y++) {
      const start = (y * a.width + x0) * 4;
      const end = (y * a.width + x1) * 4;
      if (!a.data.subarray(start, end).equals(b.data.subarray(start, end))) return false;
    }
  }
  return true;
}

/**
 * Adds a stylesheet to the page as its own code would: with the nonce the page's scripts carry, when its
 * Content-Security-Policy admits `<style>` elements only by nonce (the storefront's does; a story's page has none).
 */
const addStyle = (page: Page, css: string) =>
  page.evaluate((content) => {
    const style = document.createElement('style');
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.textContent = content;
    document.head.append(style);
  }, css);

/**
 * Failures, one line per piece of text whose background falls short of WCAG's ratio, in the order of
 * `targets`. Targets are measured in groups, since each pair of captures costs far more than reading the
 * text: the first target not yet measured is scrolled to, every other one then wholly on screen joins it,
 * and one pair of captures (text shown, the whole group's text hidden) serves them all. Hiding several at
 * once is sound because each target's ink is looked for only inside its own line boxes.
 */
export async function contrastBehindText(page: Page, targets: readonly string[]): Promise<string[]> {
  if (targets.length === 0) return [];
  await addStyle(page, `*,*::before,*::after{animation:none!important;transition:none!important}${HIDE_TEXT}`);
  const failures = new Map<string, string[]>();
  let pending = [...new Set(targets)];
  let retries = STILL_RETRIES;
  while (pending.length > 0) {
    const placed = await placeText(page, pending[0] ?? '', pending);
    const group: { target: string; segments: readonly Segment[] }[] = [];
    const later: string[] = [];
    pending.forEach((target, k) => {
      const { segments, whole } = placed[k] ?? { segments: [], whole: false };
      // Text that is not shown at all has nothing to measure, wherever the page is scrolled.
      if (segments.length === 0) return;
      if (k === 0 || whole) group.push({ target, segments });
      else later.push(target);
    });
    pending = later;
    if (group.length === 0) continue;
    await picturesOnScreen(page);
    const selectors = group.map((g) => g.target);
    const shown = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    await page.evaluate(
      ({ selectors, attribute }) => {
        for (const s of selectors) document.querySelector(s)?.setAttribute(attribute, '');
      },
      { selectors, attribute: HIDE_ATTRIBUTE },
    );
    const hidden = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    await page.evaluate(
      ({ selectors, attribute }) => {
        for (const s of selectors) document.querySelector(s)?.removeAttribute(attribute);
      },
      { selectors, attribute: HIDE_ATTRIBUTE },
    );
    // The page must not have moved between the captures (a section mounting as it scrolled into view, a picture
    // arriving): then the "ink" would be the move, and the text itself would count as its own background.
    const again = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    if (
      retries > 0 &&
      !sameWithin(
        shown,
        again,
        group.flatMap((g) => g.segments.flatMap((segment) => segment.rects)),
      )
    ) {
      retries -= 1;
      pending = [...selectors, ...pending];
      continue;
    }
    for (const { target, segments } of group) {
      failures.set(
        target,
        segments.map((segment) => shortfall(segment, shown, hidden)).filter((f) => f !== null),
      );
    }
  }
  return [...new Set(targets)].flatMap((target) => failures.get(target) ?? []);
}
