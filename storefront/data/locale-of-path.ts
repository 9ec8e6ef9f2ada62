/** The `{language}-{country}` segment of a storefront path (after any `/pre` prefix), or `''`. */
export const localeOfPath = (path: string): string =>
  (path.split(/[?#]/, 1)[0] ?? '').split('/').find((segment) => /^[a-z]{2}-[a-z]{2}$/.test(segment)) ?? '';
