import type { Audience, SizeScale } from './kinds';

/**
 * One size of a product: its code (unique within the product) and what each region calls it. Shoes carry US,
 * UK and EU lengths (North American sites show US, European sites UK and EU); clothes and the rest one label.
 */
export interface SizeDef {
  readonly code: string;
  readonly us?: string;
  readonly uk?: string;
  readonly eu?: string;
  /** Letter sizes and the like, the same everywhere ('M', 'S/M'); `one` means one size. */
  readonly label?: string;
}

const halfSteps = (from: number, to: number) => Array.from({ length: (to - from) * 2 + 1 }, (_, i) => from + i / 2);
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** US men's 7–13 with the usual EU lengths. */
const menEu: Readonly<Record<string, string>> = {
  '7': '40',
  '7.5': '40.5',
  '8': '41',
  '8.5': '42',
  '9': '42.5',
  '9.5': '43',
  '10': '44',
  '10.5': '44.5',
  '11': '45',
  '11.5': '45.5',
  '12': '46',
  '12.5': '47',
  '13': '47.5',
};
/** US women's 5–11. */
const womenEu: Readonly<Record<string, string>> = {
  '5': '35.5',
  '5.5': '36',
  '6': '36.5',
  '6.5': '37.5',
  '7': '38',
  '7.5': '38.5',
  '8': '39',
  '8.5': '40',
  '9': '40.5',
  '9.5': '41',
  '10': '42',
  '10.5': '42.5',
  '11': '43',
};
/** Kids: little kids' 11–13, then youth 1–6. */
const kidsShoes: readonly SizeDef[] = [
  ['11C', '10.5', '28.5'],
  ['12C', '11.5', '30'],
  ['13C', '12.5', '31'],
  ['1Y', '13.5', '32'],
  ['2Y', '1.5', '33'],
  ['3Y', '2.5', '34.5'],
  ['4Y', '3.5', '36'],
  ['5Y', '4.5', '37'],
  ['6Y', '5.5', '38.5'],
].map(([us, uk, eu]) => ({ code: us!, us: us!, uk: uk!, eu: eu! }));

function shoeSizes(audience: Audience): readonly SizeDef[] {
  if (audience === 'kids') return kidsShoes;
  const women = audience === 'women';
  return halfSteps(women ? 5 : 7, women ? 11 : 13).map((us) => ({
    code: `${women ? 'W' : 'M'}${num(us)}`,
    us: num(us),
    uk: num(us - (women ? 2 : 0.5)),
    eu: (women ? womenEu : menEu)[num(us)] ?? '',
  }));
}

const letters = (list: readonly string[]): readonly SizeDef[] => list.map((label) => ({ code: label, label }));

/** The sizes a product of this scale comes in for this audience, smallest first. */
export function sizesFor(scale: SizeScale, audience: Audience): readonly SizeDef[] {
  switch (scale) {
    case 'shoe':
      return shoeSizes(audience);
    case 'apparel':
      return letters(audience === 'kids' ? ['XS', 'S', 'M', 'L', 'XL'] : ['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    case 'socks':
      return letters(audience === 'kids' ? ['S', 'M'] : ['S', 'M', 'L']);
    case 'pack':
      return letters(['S/M', 'M/L']);
    case 'one':
      return [{ code: 'OS', label: 'one' }];
  }
}
