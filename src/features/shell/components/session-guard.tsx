import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLogout } from '@/hooks/use-logout';
import { ACTIVITY_EVENTS, createIdleTimer } from '@/lib/idle-timer';
import { configQuery, DEFAULT_SESSION_IDLE_MS } from '@/lib/shared-queries';
import { SessionExpiredModal } from './session-expired-modal';

/** Watches for idleness while signed in and, when the time is up, asks the person to sign in again. */
export function SessionGuard() {
  const config = useQuery(configQuery());
  const timeoutMs = config.data?.session_idle_ms || DEFAULT_SESSION_IDLE_MS;
  const [expired, setExpired] = useState(false);
  const logout = useLogout();

  useEffect(() => {
    if (expired) return;
    const timer = createIdleTimer({ timeoutMs, onIdle: () => setExpired(true) });
    const touch = () => timer.touch();
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, touch, { passive: true, capture: true });
    return () => {
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [timeoutMs, expired]);

  return <SessionExpiredModal open={expired} onConfirm={logout} />;
}
