import { z } from 'zod';

const withOffset = z.iso.datetime({ offset: true });
const localDateTime = z.iso.datetime({ local: true });
const dateOnly = z.iso.date();

/**
 * The moments a preview may ask for: from 1970 to the end of 9999. Outside them a date is junk (ISO's year
 * 0000 parses in JavaScript but is no year PostgreSQL knows), so it is refused like any other bad date.
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Reads an ISO 8601 date-time between 1970 and 9999. A date-time without an offset and a bare date are taken
 * as UTC, so the answer never depends on the server's time zone.
 */
export function parseIsoDate(value: string): Date | undefined {
  let iso: string | undefined;
  if (withOffset.safeParse(value).success) iso = value;
  else if (localDateTime.safeParse(value).success) iso = `${value}Z`;
  else if (dateOnly.safeParse(value).success) iso = `${value}T00:00:00Z`;
  const date = iso === undefined ? undefined : new Date(iso);
  const time = date?.getTime() ?? Number.NaN;
  return time >= EARLIEST && time <= LATEST ? date : undefined;
}
