import { createFileRoute } from '@tanstack/react-router';
import { FeedbackThanksPage } from '@/features/events/components/feedback-page';
import { eventsHeader } from '../../events/-header';

export const Route = createFileRoute('/$lang/leave-feedback/$slug/thanks')({
  component: () => <FeedbackThanksPage header={eventsHeader} />,
});
