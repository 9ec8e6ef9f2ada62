import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it ("you agree to our {terms}"): the catalogue holds the sentence, so the
 * words around the links stay in the translator's order; each argument comes back as the element given for it.
 */
export function withElements(translate: (values: Record<string, string>) => string, elements: Readonly<Record<string, ReactNode>>): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0000${name}\u0000`]));
  return translate(marks)
    .split('\u0000')
    .map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in elements ? elements[part] : part}</Fragment>);
}
