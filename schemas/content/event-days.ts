/* Zod-free, so the event's components list its days without building a schema in the browser. */

/** The longest event a page may offer days of (a festival week, a month-long pop-up): the day list stays short. */
export const EVENT_MAX_DAYS = 31;

/** The days of an event, `startDate` to `endDate` inclusive, as `YYYY-MM-DD` (spec 001 §5 "Event form"). */
export function eventDays(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  const end = new Date(`${endDate}T00:00:00Z`).getTime();
  for (let at = new Date(`${startDate}T00:00:00Z`).getTime(); at <= end && days.length < EVENT_MAX_DAYS; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
