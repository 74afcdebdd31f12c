import { createFileRoute } from '@tanstack/react-router';
import { PayChoiceList } from '@/components/pay-choice-list';
import { RegisterPage } from '@/features/events/components/register-page';
import { keepBooking } from '@/features/events/lib/booking-store';
import { eventsHeader } from '../events/-header';
import { chosenTicketsSearch } from '../events/-search';

export const Route = createFileRoute('/$lang/register/$slug')({
  validateSearch: chosenTicketsSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { lang, slug } = Route.useParams();
  const chosen = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RegisterPage
      slug={slug}
      chosen={chosen}
      header={eventsHeader}
      renderChoices={(props) => <PayChoiceList {...props} />}
      onBooked={(booking) => {
        keepBooking(booking);
        void navigate({
          to: '/$lang/thanks-for-register',
          params: { lang },
          search: { booking: booking.booking_id },
        });
      }}
    />
  );
}
