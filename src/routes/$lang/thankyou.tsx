import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/events/components/thankyou-page';
import { eventsHeader } from './events/-header';

export const Route = createFileRoute('/$lang/thankyou')({
  component: () => <ThankYouPage header={eventsHeader} />,
});
