import { readFileSync } from 'node:fs';

/** The reference catalogue's words (en-US): the API answers a form rule's message key in them. */
const reference = JSON.parse(readFileSync(new URL('../../../messages/en-US.json', import.meta.url), 'utf8')) as Readonly<Record<string, string>>;

/** `form.required` → "This field is required"; anything that is not a key is answered as it is. */
export const formWords = (keyOrText: string): string => reference[keyOrText] ?? keyOrText;
