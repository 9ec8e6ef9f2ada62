/** The page's top-level blocks as one list (sections one after another): how the bench names places on both editors. */
export function neighboursAfterMove(
  order: readonly string[],
  id: string,
  toIndex: number,
): { before: string | undefined; after: string | undefined } {
  const anchor = order[toIndex];
  const rest = order.filter((other) => other !== id);
  const at = anchor === undefined ? rest.length : rest.indexOf(anchor);
  return { before: rest[at - 1], after: rest[at] };
}
