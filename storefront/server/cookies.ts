/** Remembered shopper choices travel in first-party cookies named `ts_…` (docs/decisions.md). */
const PERSISTED_PREFIX = 'ts_';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The `ts_*` cookies of a `Cookie` header, by cookie name. */
export function persistedCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    if (name.startsWith(PERSISTED_PREFIX) && name.length <= 64) out[name] = decode(pair.slice(at + 1).trim()).slice(0, 256);
  }
  return out;
}
