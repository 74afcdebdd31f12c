/**
 * What Dispatch sends now and what it only schedules (issue 22), as its confirmation states
 * it and its activity entry records it. A recurring row goes out now when its series has
 * started by the dispatch (recurrence.ts seriesAt): a row starting before today (Kuwait) has,
 * one starting after has not, and one starting today has when the time of day chosen for the
 * upload has passed on Kuwait's clocks.
 */
import { kuwaitInstant, kuwaitToday, type WallTime } from './business-time.ts';

export interface BulkDispatchCounts {
  links: number;
  emails: number;
  sms: number;
}

/** The server's preview: what goes out now whatever the time, rows starting today, rows starting later. */
export interface BulkDispatchPreviewCounts extends BulkDispatchCounts {
  scheduled: number;
  today: BulkDispatchCounts;
}

/** What a dispatch at `now` with its occurrences at `time` sends now, and how many rows it only schedules. */
export function dispatchCountsAt(
  preview: BulkDispatchPreviewCounts,
  time: WallTime,
  now: Date,
): BulkDispatchCounts & { scheduled: number } {
  const { today } = preview;
  if (kuwaitInstant(kuwaitToday(now), time).getTime() <= now.getTime())
    return {
      links: preview.links + today.links,
      emails: preview.emails + today.emails,
      sms: preview.sms + today.sms,
      scheduled: preview.scheduled,
    };
  return {
    links: preview.links,
    emails: preview.emails,
    sms: preview.sms,
    scheduled: preview.scheduled + today.links,
  };
}
