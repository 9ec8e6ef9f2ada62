/**
 * An article date (YYYY-MM-DD) as the locale writes it, e.g. "14 March 2026" for en-GB. Read as UTC, so the
 * server and the browser print the same day whatever their time zones (no hydration mismatch).
 */
export function formatArticleDate(date: string, localeTag: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
