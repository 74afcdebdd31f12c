import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { useTranslation } from '@/lib/i18n-react';
import { type SessionsOf, sessionsQuery } from '../api/get-sessions';
import { SessionList } from './session-list';

/** Someone's signed-in devices, or that they are loading, failed to load, or there are none. */
export function SessionsPanel({ of }: { of: SessionsOf }) {
  const { t } = useTranslation('sessions');
  const sessions = useQuery(sessionsQuery(of));
  if (sessions.isPending) return <LoadingState />;
  if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (sessions.data.length === 0) return <EmptyState message={t('empty')} />;
  return <SessionList of={of} sessions={sessions.data} />;
}
