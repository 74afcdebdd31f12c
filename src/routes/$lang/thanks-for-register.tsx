import { createFileRoute } from '@tanstack/react-router';
import { ThanksForRegisterPage } from '@/features/events/components/thanks-for-register-page';
import { eventsHeader } from './events/-header';

export const Route = createFileRoute('/$lang/thanks-for-register')({
  validateSearch: (search: Record<string, unknown>): { booking?: string } =>
    typeof search.booking === 'string' && search.booking ? { booking: search.booking } : {},
  component: ThanksRoute,
});

function ThanksRoute() {
  const { booking } = Route.useSearch();
  return <ThanksForRegisterPage bookingId={booking} header={eventsHeader} />;
}
