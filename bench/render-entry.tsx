/**
 * Built by Vite for SSR (`dist/bench/render-entry.js`) so the block components and their CSS imports
 * load in Node exactly as in the storefront's server bundle. Every variant renders with `renderToString`
 * inside the same runtime provider, so they differ only in how the page reaches the block components.
 */
import { Render } from '@puckeditor/core';
import type { Config, Data } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { blockComponents, blockLoaders } from '../block-registry';
import ArticleGrid from '../block-registry/article-grid/ArticleGrid';
import ArticlePage from '../block-registry/article-page/ArticlePage';
import BenefitBar from '../block-registry/benefit-bar/BenefitBar';
import Collection from '../block-registry/collection/Collection';
import CtaButtons from '../block-registry/cta-buttons/CtaButtons';
import Experience from '../block-registry/experience/Experience';
import Filter from '../block-registry/filter/Filter';
import Footer from '../block-registry/footer/Footer';
import Banner from '../block-registry/hero/Banner';
import Hero from '../block-registry/hero/Hero';
import IconAndText from '../block-registry/icon-and-text/IconAndText';
import MegaMenu from '../block-registry/mega-menu/MegaMenu';
import Popup from '../block-registry/popup/Popup';
import PromoBar from '../block-registry/promo-bar/PromoBar';
import SecondaryNavigation from '../block-registry/secondary-navigation/SecondaryNavigation';
import Segmentation from '../block-registry/segmentation/Segmentation';
import UserGeneratedContent from '../block-registry/user-generated-content/UserGeneratedContent';
import VerticalLinkList from '../block-registry/vertical-link-list/VerticalLinkList';
import Video from '../block-registry/video/Video';
import type { ResolvedBlock, ResolvedSection, Site } from '../runtime/core';
import { loadAppMessages, messageLocales, resolvePage } from '../runtime/core';
import { BlockView, PageRenderer, RuntimeProvider, blockFrame } from '../runtime/react';
import { resolvePageOnce } from '../storefront/server/resolved-pages';
import { sanitizeHtml } from '../storefront/server/sanitize-html';

const quiet = { warn: () => undefined };

/** Every block type the registry knows. */
export const blockTypes: readonly string[] = Object.keys(blockLoaders);

/** Loads every block type's component, as a server does for the blocks of the pages it renders. */
export const prepare = async (): Promise<void> => {
  // renderToString cannot wait for a locale's words, so they are loaded here with the block code.
  await Promise.all([blockComponents.load(blockTypes), ...messageLocales.map((tag) => loadAppMessages(tag))]);
};

/** Where a path-dependent block (the filter) is evaluated: a page that is neither a product nor a category. */
export const BENCH_PATH = '/en-us/bench';

const shell = (site: Site, children: ReactNode) => (
  <RuntimeProvider site={site} components={blockComponents} persisted={{}} locationKey={BENCH_PATH}>
    {children}
  </RuntimeProvider>
);

/** Data a server adds to resolved blocks before render (article grids' first page, article pages' related list), by block id. */
export type Extras = ReadonlyMap<string, Record<string, unknown>>;

/** The page with its blocks' server-side additions, as the storefront's loader adds them after resolving. */
export function withExtras(sections: readonly ResolvedSection[], extras: Extras): readonly ResolvedSection[] {
  if (extras.size === 0) return sections;
  return sections.map((section) => ({
    ...section,
    items: section.items.map((block) => (extras.has(block.id) ? { ...block, ...extras.get(block.id) } : block)),
  }));
}

/** Tessera's path in a running server: the answer's revision resolved once (kept beside the answer object), then rendered through the registry. */
export function renderTessera(response: unknown, site: Site, extras: Extras): string {
  const { page } = resolvePageOnce({ doc: response, path: BENCH_PATH, log: quiet });
  return renderToString(shell(site, <PageRenderer sections={withExtras(page.sections, extras)} />));
}

/**
 * The first request after a publish: a new revision (a new answer object, as the content service gives for a
 * new stored row) whose edited blocks are validated and sanitized, the others found validated by content.
 */
export const renderTesseraAfterPublish = renderTessera;

/** A page none of whose blocks was seen before: every block validated and sanitized (HTML from the warm memo), then rendered. */
export function renderTesseraUnseen(response: unknown, site: Site, extras: Extras): string {
  const { page } = resolvePage(response, { path: BENCH_PATH, sanitizeHtml, log: quiet });
  return renderToString(shell(site, <PageRenderer sections={withExtras(page.sections, extras)} />));
}

/** The resolved page, its server-side additions included: the input of the baselines. */
export const resolveOnly = (response: unknown, extras: Extras): readonly ResolvedSection[] =>
  withExtras(resolvePage(response, { path: BENCH_PATH, sanitizeHtml, log: quiet }).page.sections, extras);

/** One block rendered alone through the registry (to check that it renders something). */
export const renderBlock = (block: ResolvedBlock, site: Site): string => renderToString(shell(site, <BlockView block={block} />));

/* eslint-disable @typescript-eslint/no-explicit-any -- each component narrows `block` to its own schema type */
/** The leaf a hand-written page would write for a block: chosen by a switch, imported directly. */
function leaf(block: ResolvedBlock): ReactNode {
  const b = block as any;
  switch (block.type) {
    case 'hero':
      return <Hero block={b} />;
    case 'banner':
      return <Banner block={b} />;
    case 'collection':
      return <Collection block={b} />;
    case 'experience':
      return <Experience block={b} />;
    case 'segmentation':
      return <Segmentation block={b} />;
    case 'filter':
      return <Filter block={b} />;
    case 'promoBar':
      return <PromoBar block={b} />;
    case 'popup':
      return <Popup block={b} />;
    case 'benefitBar':
      return <BenefitBar block={b} />;
    case 'megaMenu':
      return <MegaMenu block={b} />;
    case 'footer':
      return <Footer block={b} />;
    case 'video':
      return <Video block={b} />;
    case 'ctaButtons':
      return <CtaButtons block={b} />;
    case 'verticalLinkList':
      return <VerticalLinkList block={b} />;
    case 'secondaryNavigation':
      return <SecondaryNavigation block={b} />;
    case 'iconAndText':
      return <IconAndText block={b} />;
    case 'articleGrid':
      return <ArticleGrid block={b} />;
    case 'articlePage':
      return <ArticlePage block={b} />;
    case 'userGeneratedContent':
      return <UserGeneratedContent block={b} />;
    default:
      throw new Error(`the hand-written page has no case for "${block.type}"`);
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A block's wrapper element as Tessera writes it (layout classes and spacing), for the baselines to write too. */
function Frame({ block, children }: { readonly block: ResolvedBlock; readonly children?: ReactNode }) {
  const frame = blockFrame(block);
  return (
    <div className={frame.className} style={frame.style} data-block-id={block.id} data-block-type={block.type}>
      {children}
    </div>
  );
}

/**
 * Hand-written React for the same page: the same sections, block wrappers and leaf components, composed
 * directly from the resolved page — no registry, no per-block error boundary or suspense, no validation.
 */
export const renderHandwritten = (sections: readonly ResolvedSection[], site: Site): string =>
  renderToString(
    shell(
      site,
      sections.map((section, index) => (
        <section key={`${section.name}:${index}`} className="ts-section" data-section={section.name}>
          {section.items.map((block) => (
            <Frame key={block.id} block={block}>
              {leaf(block)}
            </Frame>
          ))}
        </section>
      )),
    ),
  );

/** The bare page: sections and block wrappers as elements, each block's inner markup (rendered beforehand) as a string. */
export interface BarePage {
  readonly sections: readonly { readonly name: string; readonly blocks: readonly { readonly block: ResolvedBlock; readonly html: string }[] }[];
}

/** Each block's inner markup, rendered once by the hand-written leaf: the input of the bare minimum React. */
export const barePage = (sections: readonly ResolvedSection[], site: Site): BarePage => ({
  sections: sections.map((section) => ({
    name: section.name,
    blocks: section.items.map((block) => ({ block, html: renderToString(shell(site, leaf(block))) })),
  })),
});

/**
 * The bare minimum React that emits the page's HTML: the section and wrapper elements, with every block's
 * markup already a string (`dangerouslySetInnerHTML`). No component runs; what is left is React walking a
 * tree of ~2 elements per block and writing strings — the floor for any React renderer of this page.
 */
export const renderBare = (page: BarePage): string =>
  renderToString(
    page.sections.map((section, index) => (
      <section key={`${section.name}:${index}`} className="ts-section" data-section={section.name}>
        {section.blocks.map(({ block, html }) => {
          const frame = blockFrame(block);
          return (
            <div
              key={block.id}
              className={frame.className}
              style={frame.style}
              data-block-id={block.id}
              data-block-type={block.type}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          );
        })}
      </section>
    )),
  );

/** The page in Puck's data shape: one flat content list of components whose props are the block's fields. */
export function toPuckData(sections: readonly ResolvedSection[]): Data {
  return {
    root: { props: {} },
    content: sections.flatMap((section) => section.items.map(({ type, id, ...fields }) => ({ type, props: { ...fields, id } }))),
  };
}

/** Puck's configuration: every block type's component as a leaf, inside the same wrapper Tessera writes. */
export const puckConfig: Config = {
  components: Object.fromEntries(
    blockTypes.map((type) => [
      type,
      {
        render: ({ id, puck: _puck, editMode: _editMode, ...fields }: Record<string, unknown>) => {
          const block = { ...fields, id, type } as ResolvedBlock;
          return <Frame block={block}>{leaf(block)}</Frame>;
        },
      },
    ]),
  ),
};

/** Puck's `<Render>` of the page, with the same block components as leaves. */
export const renderPuck = (data: Data, site: Site): string => renderToString(shell(site, <Render config={puckConfig} data={data} />));
