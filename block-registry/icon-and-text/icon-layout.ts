/** Icon sizes of spec 001 §9 (small → md, medium → lg, large → 3xl), as CSS lengths. Zod-free for the bundle. */
export const iconSizeToken = {
  small: 'var(--ts-icon-md, 1.5rem)',
  medium: 'var(--ts-icon-lg, 2rem)',
  large: 'var(--ts-icon-3xl, 4rem)',
} as const satisfies Record<'small' | 'medium' | 'large', string>;

/** The token name each `iconSize` maps to. */
export const iconSizeName = { small: 'md', medium: 'lg', large: '3xl' } as const;

/**
 * How items sit from md up: 1–3 in one row of that many columns, four in two columns (spec 001 §9), more
 * in three columns. Small screens always stack them in one column.
 */
export type IconLayout = 'row-1' | 'row-2' | 'row-3' | 'two-columns' | 'three-columns';

export function layoutOf(count: number): IconLayout {
  if (count <= 1) return 'row-1';
  if (count === 2) return 'row-2';
  if (count === 3) return 'row-3';
  if (count === 4) return 'two-columns';
  return 'three-columns';
}
