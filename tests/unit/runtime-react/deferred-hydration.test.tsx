import { act, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlockComponents } from '../../../block-registry';
import type { AnyBlockLoader } from '../../../block-registry';
import { siteForLocale } from '../../../runtime/core';
import type { ResolvedBlock } from '../../../runtime/core';

type BlockModule = Awaited<ReturnType<AnyBlockLoader>>;
import { BlockView, HydrationPlanContext, RuntimeProvider, holdPressesUntilHydrated, planHydration } from '../../../runtime/react';
import type { BlockComponentSource, HydrationPlan } from '../../../runtime/react';
import { observed } from './with-runtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ block }: { block: { id: string } }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {block.id} clicked {count}
    </button>
  );
}
const Links = ({ block }: { block: { label?: string } }) => (
  <p>
    <a href="/en-us/trail">{block.label ?? 'Trail'}</a> <a href="https://example.com/elsewhere">Elsewhere</a>{' '}
    <a href="/en-us/new-tab" target="_blank">
      New tab
    </a>
  </p>
);
const SaleLink = () => <a href="/en-us/sale">Sale</a>;
type Components = Record<string, ComponentType<{ block: never }>>;

/** A component source whose loads finish only when the test says so, recording what was asked for. */
function controlledComponents(components: Components = { counter: Counter, links: Links }) {
  const requested: string[] = [];
  const arrivals = new Map<string, () => void>();
  const loaders = Object.fromEntries(
    Object.entries(components).map(([type, component]) => [
      type,
      () =>
        new Promise<BlockModule>((resolve) => {
          requested.push(type);
          arrivals.set(type, () => resolve({ default: component as BlockModule['default'] }));
        }),
    ]),
  );
  const source = createBlockComponents(loaders);
  /** Lets the type's code arrive, and waits until React has seen it. */
  const arrive = async (...types: string[]) => {
    await act(async () => {
      for (const type of types) arrivals.get(type)?.();
      await Promise.all(types.map((type) => source.whenLoaded(type)));
    });
  };
  return { source, requested, arrive };
}

const site = siteForLocale('en-us')!;
const blocks: ResolvedBlock[] = [
  { id: 'below', type: 'counter' },
  { id: 'static', type: 'links' },
];
const page = (components: BlockComponentSource, navigate?: (href: string) => void, shown: readonly ResolvedBlock[] = blocks): ReactNode => (
  <RuntimeProvider site={site} components={components} locationKey="/en-us" navigate={navigate}>
    {shown.map((block) => (
      <BlockView key={block.id} block={block} />
    ))}
  </RuntimeProvider>
);
const plan = (deferred: Record<string, 'visible' | 'never'> = { below: 'visible', static: 'never' }): HydrationPlan => ({
  eagerTypes: [],
  deferred: new Map(Object.entries(deferred)),
});

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  observed.length = 0;
});

/** What the server sends: rendered with every component at hand, as the server loads them all first. */
async function serverPage(components: Components = { counter: Counter, links: Links }): Promise<HTMLElement> {
  const source = createBlockComponents(
    Object.fromEntries(Object.entries(components).map(([type, c]) => [type, () => Promise.resolve({ default: c as BlockModule['default'] })])),
  );
  await source.load(Object.keys(components));
  container = document.createElement('div');
  container.innerHTML = renderToString(page(source));
  document.body.append(container);
  return container;
}

/** Hydrates the server's page with the plan: one interactive block waiting until near, one static. */
async function hydrate(ui: (components: BlockComponentSource) => ReactNode, browser = controlledComponents()) {
  const at = container ?? (await serverPage());
  await act(async () => {
    root = hydrateRoot(at, <HydrationPlanContext value={plan()}>{ui(browser.source)}</HydrationPlanContext>);
    await Promise.resolve(); // let React start hydrating inside act
  });
  return { ...browser, at };
}

const click = (target: Element | null | undefined, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    target?.dispatchEvent(event);
  });
  return event;
};

describe('deferred hydration', () => {
  it('keeps the server HTML of waiting blocks, loading the code of neither', async () => {
    const error = vi.spyOn(console, 'error');
    const at = await serverPage();
    const button = at.querySelector('button');
    const staticHtml = at.querySelector('[data-block-id="static"]')?.innerHTML;
    const browser = await hydrate((c) => page(c));
    expect(at.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('below clicked 0');
    expect(at.querySelector('[data-block-id="static"]')?.innerHTML).toBe(staticHtml);
    expect(browser.requested).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a press made before the code arrived, and replays it once the block has hydrated', async () => {
    const browser = await hydrate((c) => page(c));
    const button = browser.at.querySelector('button');
    click(button);
    expect(button?.textContent).toBe('below clicked 0');
    expect(browser.requested).toEqual(['counter']);
    await browser.arrive('counter');
    expect(button?.textContent).toBe('below clicked 1');
    click(button);
    expect(button?.textContent).toBe('below clicked 2');
  });

  it('does not watch for a block below the first screen coming near until the shopper moves the page', async () => {
    const browser = await hydrate((c) => page(c));
    const watches = () => observed.filter((o) => o.elements.some((e) => e.getAttribute('data-block-id') === 'below'));
    expect(watches()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(watches()).toHaveLength(1);
    expect(browser.requested).toEqual([]);
  });

  it('hydrates an interactive block in place once it comes near the screen', async () => {
    const browser = await hydrate((c) => page(c));
    const button = browser.at.querySelector('button');
    act(() => void window.dispatchEvent(new Event('scroll')));
    const watching = observed.find((o) => o.elements.some((e) => e.getAttribute('data-block-id') === 'below'));
    expect(watching).toBeDefined();
    act(() =>
      watching!.callback(
        [{ isIntersecting: true, target: watching!.elements[0]! } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(browser.requested).toEqual(['counter']);
    await browser.arrive('counter');
    // The very node the server sent now answers clicks.
    expect(browser.at.querySelector('button')).toBe(button);
    click(button);
    expect(button?.textContent).toBe('below clicked 1');
  });

  it('keeps a press made while React is still starting, before the page has hydrated at all', async () => {
    const at = await serverPage();
    const browser = controlledComponents();
    holdPressesUntilHydrated(at, plan(), browser.source);
    const button = at.querySelector('button');
    click(button);
    expect(browser.requested).toEqual(['counter']);
    await act(async () => {
      root = hydrateRoot(at, <HydrationPlanContext value={plan()}>{page(browser.source)}</HydrationPlanContext>);
      await Promise.resolve();
    });
    await browser.arrive('counter');
    expect(button?.textContent).toBe('below clicked 1');
  });

  it("fetches a waiting block's code as soon as focus or a touch reaches inside it", async () => {
    const browser = await hydrate((c) => page(c));
    const button = browser.at.querySelector('button')!;
    act(() => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(browser.requested).toEqual(['counter']);
  });

  it('never loads a static block, and its internal links navigate client-side', async () => {
    const navigate = vi.fn();
    const browser = await hydrate((c) => page(c, navigate));
    expect(click(browser.at.querySelector('a[href="/en-us/trail"]')).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/en-us/trail');
    // A new tab, another site, or a modified click is the browser's business.
    for (const [selector, init] of [
      ['a[target="_blank"]', {}],
      ['a[href^="https:"]', {}],
      ['a[href="/en-us/trail"]', { ctrlKey: true }],
    ] as const) {
      const target = browser.at.querySelector(selector)!;
      const keep = (e: Event) => e.preventDefault(); // keep jsdom from "navigating"
      target.addEventListener('click', keep);
      click(target, init);
      target.removeEventListener('click', keep);
    }
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(browser.requested).toEqual([]);
  });

  it('lets presses and keys in a static block reach listeners outside it (a menu closing on an outside press)', async () => {
    const browser = await hydrate((c) => page(c, vi.fn()));
    const heard: string[] = [];
    const listen = (event: Event) => heard.push(event.type);
    document.addEventListener('pointerdown', listen);
    document.addEventListener('keydown', listen);
    try {
      const link = browser.at.querySelector('a[href^="https:"]')!;
      link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      link.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Escape' }));
    } finally {
      document.removeEventListener('pointerdown', listen);
      document.removeEventListener('keydown', listen);
    }
    expect(heard).toEqual(['pointerdown', 'keydown']);
  });

  it('navigates client-side from a link in an interactive block whose code has not arrived', async () => {
    const navigate = vi.fn();
    await serverPage({ counter: SaleLink, links: Links });
    const browser = await hydrate((c) => page(c, navigate), controlledComponents({ counter: SaleLink, links: Links }));
    expect(click(browser.at.querySelector('a[href="/en-us/sale"]')).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/en-us/sale');
  });

  it("renders a static block's component once its content changes: the server HTML would be stale", async () => {
    const browser = await hydrate((c) => page(c));
    act(() =>
      root?.render(
        <HydrationPlanContext value={plan()}>
          {page(browser.source, undefined, [blocks[0]!, { id: 'static', type: 'links', label: 'Summit' }])}
        </HydrationPlanContext>,
      ),
    );
    expect(browser.requested).toEqual(['links']);
    await browser.arrive('links');
    expect(browser.at.querySelector('[data-block-id="static"] a')?.textContent).toBe('Summit');
  });

  it('loads at once a waiting block React renders afresh, with no server HTML to keep', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const browser = controlledComponents();
    await act(async () => {
      root = createRoot(container!);
      root.render(<HydrationPlanContext value={plan()}>{page(browser.source)}</HydrationPlanContext>);
      await Promise.resolve(); // let React render and run effects inside act
    });
    expect([...browser.requested].sort()).toEqual(['counter', 'links']);
    await browser.arrive('counter', 'links');
    expect(container.querySelector('button')?.textContent).toBe('below clicked 0');
    expect(container.querySelector('a')?.textContent).toBe('Trail');
  });
});

describe('planHydration', () => {
  /** A frame laid out at `top` with `height`, or not rendered at all. */
  const frame = (id: string, type: string, box: { top: number; height: number } | 'hidden') => {
    const element = document.createElement('div');
    element.dataset.blockId = id;
    element.dataset.blockType = type;
    const rects = box === 'hidden' ? [] : [new DOMRect(0, box.top, 100, box.height)];
    element.getClientRects = () => rects as unknown as DOMRectList;
    element.getBoundingClientRect = () => rects[0] ?? new DOMRect();
    return element;
  };

  it('loads interactive blocks on the first screen, defers the rest, and never loads static ones', () => {
    const root = document.createElement('div');
    root.append(
      frame('menu', 'megaMenu', { top: 72, height: 0 }),
      frame('hero', 'hero', { top: 100, height: 500 }),
      frame('carousel', 'collection', { top: 700, height: 600 }),
      frame('just-below', 'promoBar', { top: 950, height: 40 }),
      frame('video', 'video', { top: 1900, height: 400 }),
      frame('narrow-only', 'secondaryNavigation', 'hidden'),
      frame('scrolled-past', 'footer', { top: -900, height: 300 }),
    );
    const plan = planHydration(root, 800, { staticTypes: new Set(['hero']) });
    expect([...plan.eagerTypes].sort()).toEqual(['collection', 'megaMenu', 'promoBar']);
    expect(Object.fromEntries(plan.deferred)).toEqual({ hero: 'never', video: 'visible', 'narrow-only': 'visible', 'scrolled-past': 'visible' });
  });
});
