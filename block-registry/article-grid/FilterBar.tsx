import { useId, useState } from 'react';
import type { ArticleFacet } from '../../schemas';
import { cx } from '../shared/cx';
import { useMessages } from '../../runtime/react';

/** Spec 001 §9: facets shown before "see more" on small, medium and large screens. */
export const FACETS_SHOWN = { sm: 4, md: 10, lg: 20 } as const;

export interface FilterBarProps {
  readonly facets: readonly ArticleFacet[];
  readonly selected: readonly string[];
  readonly onToggle: (id: string) => void;
  readonly onClear: () => void;
}

/**
 * Tag facets as toggle buttons (`aria-pressed`), see more / see less and clear all. How many show per
 * breakpoint is CSS, so the server render is right at every width; a chosen tag always shows.
 */
export function FilterBar({ facets, selected, onToggle, onClear }: FilterBarProps) {
  const t = useMessages();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (facets.length === 0) return null;
  const count = facets.length;
  return (
    <div className="ts-agrid__filters" role="group" aria-label={t('articles.filterByTag')}>
      <ul id={listId} className={cx('ts-agrid__tags', expanded && 'ts-agrid__tags--expanded')}>
        {facets.map((facet, i) => {
          const pressed = selected.includes(facet.id);
          return (
            <li
              key={facet.id}
              className={cx(
                'ts-agrid__tag',
                i >= FACETS_SHOWN.sm && 'ts-agrid__tag--over-sm',
                i >= FACETS_SHOWN.md && 'ts-agrid__tag--over-md',
                i >= FACETS_SHOWN.lg && 'ts-agrid__tag--over-lg',
                pressed && 'ts-agrid__tag--pressed',
              )}
            >
              <button type="button" className="ts-agrid__tag-button" aria-pressed={pressed} onClick={() => onToggle(facet.id)}>
                {facet.label} <span className="ts-agrid__tag-count">({facet.count})</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="ts-agrid__filter-actions">
        {count > FACETS_SHOWN.sm && (
          <button
            type="button"
            className={cx(
              'ts-agrid__text-button',
              count <= FACETS_SHOWN.md && 'ts-agrid__more--sm-only',
              count > FACETS_SHOWN.md && count <= FACETS_SHOWN.lg && 'ts-agrid__more--below-lg',
            )}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
          >
            {t(expanded ? 'articles.seeLess' : 'articles.seeMore')}
          </button>
        )}
        {selected.length > 0 && (
          <button type="button" className="ts-agrid__text-button" onClick={onClear}>
            {t('articles.clearAll')}
          </button>
        )}
      </div>
    </div>
  );
}
