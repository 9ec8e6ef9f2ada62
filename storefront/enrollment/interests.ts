import type { Region } from '../../schemas';

/**
 * The interests a shopper can pick (spec 000 §5's interests dialog): the activities the brands' ranges are made for.
 * Stored by these ids in `preferences.interests` (pipe-separated, `joinInterests`), so a stored value means the same
 * whatever the site's language; the words are the catalogue's (`account.enroll.interest`).
 */
export const interestOptions = ['running', 'trail', 'hiking', 'training', 'lifestyle', 'kids'] as const;
export type Interest = (typeof interestOptions)[number];

/**
 * The preferred shoe sizes a site offers, in the size system its product pages use (the catalogue's `sizeSystem`: UK
 * on the EMEA region's sites, US in North America): UK 3–13 and US 4–15, in half sizes. Stored with the system's name
 * (`UK 8.5`, `US 9.5`), so the profile form and support read it without knowing the site.
 */
export function shoeSizes(region: Region): readonly string[] {
  const [system, from, to] = region === 'EMEA' ? (['UK', 3, 13] as const) : (['US', 4, 15] as const);
  const sizes: string[] = [];
  for (let size = from; size <= to; size += 0.5) sizes.push(`${system} ${size}`);
  return sizes;
}
