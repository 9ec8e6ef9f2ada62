import { memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ResolvedSection } from '../core';
import { collectBlockTypes } from '../core';
import { BlockView } from './BlockView';
import { FirstBlocksContext, LeadBlockContext, firstBlocksByType, leadBlockOf } from './block-order';
import { HydrationPlanContext } from './hydration-plan';
import { useRuntime } from './runtime-context';
import { useNearViewport } from './use-near-viewport';

/** Height reserved for a lazy section before it renders, so the page does not jump when it arrives. */
export const LAZY_SECTION_MIN_HEIGHT = '24rem';

/** Renders a page's sections in order; lazy sections render when they come near the viewport. */
export function PageRenderer({ sections }: { readonly sections: readonly ResolvedSection[] }) {
  const first = useSameSet(firstBlocksByType(sections));
  return (
    <FirstBlocksContext.Provider value={first}>
      <LeadBlockContext value={leadBlockOf(sections)}>
        {sections.map((section, index) =>
          section.lazy ? (
            <LazySection key={`${section.name}:${index}`} section={section} />
          ) : (
            <SectionView key={`${section.name}:${index}`} section={section} />
          ),
        )}
      </LeadBlockContext>
    </FirstBlocksContext.Provider>
  );
}

/**
 * The previous set while its members are the same: every block that asks whether it is the first of its type reads
 * it, so a new set with the same ids (the editor's preview renders the page again on every edit) re-renders none.
 */
function useSameSet(next: ReadonlySet<string>): ReadonlySet<string> {
  const members = [...next].join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the set's members are its identity here
  return useMemo(() => next, [members]);
}

// Memoised by the section's identity (and a block's, in BlockView): a page rendered again with most of its sections
// and blocks unchanged — the editor's preview, on every edit — re-renders only what changed.
const SectionView = memo(function SectionView({ section }: { readonly section: ResolvedSection }) {
  // An unlabelled <section> is not a landmark, which keeps the region list free of noise.
  return (
    <section className="ts-section" data-section={section.name}>
      {section.items.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
    </section>
  );
});

const LazySection = memo(function LazySection({ section }: { readonly section: ResolvedSection }) {
  const { components } = useRuntime();
  const hydrating = useContext(HydrationPlanContext) !== null;
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  // A section whose code is already here (the shopper came back to a page they scrolled) renders at once, so
  // the page has its height when its scroll position is restored; the server's placeholder stays while hydrating.
  const [loaded, setLoaded] = useState(
    () => typeof window !== 'undefined' && !hydrating && [...collectBlockTypes(section.items)].every((type) => components.get(type)),
  );

  useEffect(() => {
    if (!near) return undefined;
    let active = true;
    components.load(collectBlockTypes(section.items)).then(
      () => active && setLoaded(true),
      (error: unknown) => {
        console.error(`[tessera] could not load section "${section.name}"`, error);
        if (active) setLoaded(true);
      },
    );
    return () => {
      active = false;
    };
  }, [near, components, section]);

  if (!loaded) {
    return (
      <section
        ref={ref}
        className="ts-section ts-section--pending"
        data-section={section.name}
        aria-busy="true"
        style={{ minHeight: LAZY_SECTION_MIN_HEIGHT }}
      />
    );
  }
  return <SectionView section={section} />;
});
