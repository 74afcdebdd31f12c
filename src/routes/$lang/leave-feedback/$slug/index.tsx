import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/events/components/feedback-page';
import { eventsHeader } from '../../events/-header';

export const Route = createFileRoute('/$lang/leave-feedback/$slug/')({
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const { lang, slug } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <FeedbackPage
      slug={slug}
      header={eventsHeader}
      onSent={() =>
        void navigate({ to: '/$lang/leave-feedback/$slug/thanks', params: { lang, slug }, replace: true })
      }
    />
  );
}
