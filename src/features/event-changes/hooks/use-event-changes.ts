import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { eventChangesKeys } from '@/lib/query-keys/event-changes';
import { eventsAdminKeys } from '@/lib/query-keys/events-admin';
import { eventChangesQuery } from '../api/event-changes';

/**
 * The event's runs. When the last running one finishes, the event and the previews are read
 * again: its bookings were canceled or moved, so its places, dates and counts changed.
 */
export function useEventChanges(eventId: number) {
  const queryClient = useQueryClient();
  const runs = useQuery(eventChangesQuery(eventId));
  const running = runs.data?.results.some((run) => run.state === 'running') ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: eventsAdminKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: [...eventChangesKeys.all(eventId), 'preview'] });
    }
    wasRunning.current = running;
  }, [running, eventId, queryClient]);
  return runs;
}
