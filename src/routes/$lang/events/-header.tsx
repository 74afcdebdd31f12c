import type { EventsHeader } from '@/features/events/components/events-frame';
import { UnitHeader } from '@/features/pay/components/unit-header';

/** Event pages wear the pay page's merchant header once they know the unit. */
export const eventsHeader: EventsHeader = (unit) => (unit ? <UnitHeader unit={unit} /> : undefined);
