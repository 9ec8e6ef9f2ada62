/**
 * Analytics events as Tessera pushes them (top-nav clicks, mobile menu section expansions, pop-up
 * impressions/expansions/clicks, promotion impressions and clicks). Attribute values must be a string, a
 * boolean or a safe integer; `revenue` and `value` must parse as finite numbers (spec 001 §5) — anything
 * else is dropped, so one bad content field never breaks a tag.
 */
export type AnalyticsValue = string | boolean | number;

export interface AnalyticsEvent {
  readonly name: string;
  readonly attributes: Readonly<Record<string, AnalyticsValue>>;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Event names Tessera's blocks send. */
export const analyticsEvents = {
  promotionImpression: 'promotion_impression',
  promotionClick: 'promotion_click',
  topNavClick: 'top_nav_click',
  mobileMenuExpand: 'mobile_menu_expand',
  popupImpression: 'popup_impression',
  popupExpand: 'popup_expand',
  popupClick: 'popup_click',
} as const;

/** `revenue` is an integer amount, `value` a decimal one; both only when finite. */
function numericTag(key: string, raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return undefined;
  return key === 'revenue' ? Math.trunc(n) : n;
}

function attributeValue(key: string, raw: unknown): AnalyticsValue | undefined {
  if (key === 'revenue' || key === 'value') return numericTag(key, raw);
  if (typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
  return undefined;
}

/** An event with only the attributes that pass the rules above. */
export function analyticsEvent(name: string, attributes: Readonly<Record<string, unknown>> = {}): AnalyticsEvent {
  const clean: Record<string, AnalyticsValue> = {};
  for (const [key, raw] of Object.entries(attributes)) {
    const value = attributeValue(key, raw);
    if (value !== undefined) clean[key] = value;
  }
  return { name, attributes: clean };
}

/** The common tag-manager hand-off: `window.dataLayer.push({ event, ...attributes })`. */
export const dataLayerSink =
  (target: { dataLayer?: unknown[] }): AnalyticsSink =>
  (event) => {
    (target.dataLayer ??= []).push({ event: event.name, ...event.attributes });
  };
