/**
 * Where the shopper was on each history entry, so back and forward return there. Entries are told
 * apart by a key in `history.state`; positions live in session storage, so they survive a reload.
 */
const STORAGE_KEY = 'ts-scroll-positions';
const MAX_ENTRIES = 50;

export interface HistoryEntryState {
  readonly key: string;
}

export const newEntryKey = (): string => Math.random().toString(36).slice(2, 10);

export function entryKey(state: unknown): string | undefined {
  const key = (state as Partial<HistoryEntryState> | null)?.key;
  return typeof key === 'string' ? key : undefined;
}

function read(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function saveScroll(key: string, y: number): void {
  const positions = read();
  delete positions[key];
  positions[key] = y;
  const kept = Object.entries(positions).slice(-MAX_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled: back/forward then start at the top.
  }
}

export const savedScroll = (key: string): number | undefined => read()[key];
