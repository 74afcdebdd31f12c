/**
 * The events' management (issue 23): events, their tickets and booking form, each change in
 * the activity history under the events plugin.
 */
export {
  type Actor,
  createEvent,
  duplicateEvent,
  editEvent,
  eventDetail,
  eventsPage,
  setEventArchived,
  writeEvent,
} from './events.ts';
export { saveEventForm, writeEventForm } from './form.ts';
export { createTicket, editTicket, removeTicket, ticketsOfEvent, writeTicket } from './tickets.ts';
