import { useCallback, useEffect, useState } from 'react';
import { fetchTicketList } from '../api/check-in-api';
import { getDoorEvent, placeCount, saveTicketList } from '../store/door-store';
import { useLiveQuery } from './use-live-query';

/**
 * The selected event's ticket list on this device: downloaded when the event is chosen or the
 * page opens online, kept in IndexedDB so the door can decide with no network.
 */
export function useTicketList(eventId: number | null, online: boolean) {
  const stored = useLiveQuery(getDoorEvent, eventId);
  const count = useLiveQuery((id) => (id === null ? Promise.resolve(0) : placeCount(id)), eventId);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    if (eventId === null) return;
    setRefreshing(true);
    setFailed(false);
    try {
      await saveTicketList(await fetchTicketList(eventId));
    } catch {
      // The stored list (if any) stays in use; the screen says the refresh failed.
      setFailed(true);
    } finally {
      setRefreshing(false);
    }
  }, [eventId]);

  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);

  return { stored, count: count ?? 0, refreshing, failed, refresh };
}
