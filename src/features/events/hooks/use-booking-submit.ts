import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorBody } from '@/domain/api-types';
import type { BookingRequest, BookingResponse } from '@/domain/events-api';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createIntentKeys } from '@/lib/intent-keys';
import { createBooking } from '../api/events';

/**
 * Sends the booking once: a ref guards the first click before React disables the button, and
 * the intent key makes a repeat (double click, retry after a dropped connection) the same
 * booking on the server. A paid booking follows the gateway's redirect_url; a free one is
 * handed to `onBooked`.
 */
export function useBookingSubmit(onBooked: (booking: BookingResponse) => void) {
  const { t } = useTranslation();
  const keys = useRef(createIntentKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiErrorBody>();

  const submit = async (body: BookingRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      const booking = await createBooking(body, keys.current.keyFor(body));
      if (booking.redirect_url) {
        // Stays pending: the page is about to be replaced by the gateway.
        window.location.assign(booking.redirect_url);
        return;
      }
      onBooked(booking);
    } catch (caught) {
      inFlight.current = false;
      setPending(false);
      const fallback = isNetworkError(caught) ? t('errors:network') : t('errors:unexpected');
      setError(caught instanceof ApiError ? errorMessage(caught.body, fallback) : fallback);
      setFailure(caught instanceof ApiError ? caught.body : undefined);
    }
  };

  return { submit, pending, error, failure };
}
