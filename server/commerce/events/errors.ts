import { errorIds } from '../../../schemas';
import { ApiError } from '../../http/api-error';

/** Event registration's refusals (docs/decisions.md "Event registration"). */
export const eventErrors = {
  /** No published page of the site offers an event with this id (never published, unpublished, or another brand's). */
  notFound: (eventId: string) => new ApiError(404, errorIds.eventNotFound, `No event ${eventId} is open for registration`, 'body.eventId'),
  /** The e-mail sent is not the signed-in profile's: the form shows the profile's, read-only. */
  emailMismatch: () => new ApiError(403, errorIds.eventEmailMismatch, 'The e-mail must be the signed-in profile’s', 'body.email'),
  /** The event's last day has passed. */
  closed: (eventId: string) => new ApiError(409, errorIds.eventClosed, `Registration for event ${eventId} has closed`, 'body.eventId'),
  /** A day outside the event's dates, from its start to its end inclusive. */
  dayOutside: () => ApiError.badRequest('body.attendingDays: form.eventDayOutside', 'body.attendingDays'),
};
