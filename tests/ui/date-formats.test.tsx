import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityList } from '@/components/activity-list';
import type { TransactionRow } from '@/domain/contracts/transactions';
import { BookedPlaces, PurchaseItems } from '@/features/bookings/components/booking-places';
import { RejectionAlert } from '@/features/check-in/components/rejection-alert';
import { TransactionCell } from '@/features/transactions/components/transaction-cell';
import { applyLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from './render';

/**
 * Date and time formats are one per language: the same instant reads the same in the activity
 * list, the transactions list, a booking's places and the door's refusal; a ticket's hours read
 * hh:mm A, isolated so they keep their order in Arabic. The expected texts are written out.
 */
// 19:04 on Thursday 5 March 2026 in Kuwait.
const INSTANT = '2026-03-05T16:04:00Z';
const DATE_TIME = { en: 'Thu, 5 Mar 2026, 07:04 PM', ar: 'الخميس، 5 مارس 2026، 07:04 م' } as const;
const HOURS = { en: '\u206806:00 PM – 11:00 PM\u2069', ar: '\u206806:00 م – 11:00 م\u2069' } as const;

const row = { id: 'f0e1d2c3-0000-4000-8000-000000000009', created: INSTANT } as TransactionRow;

describe.each(['en', 'ar'] as const)('date and time formats in %s', (lang) => {
  beforeEach(() => applyLanguage(lang));
  afterEach(cleanup);

  it('writes one instant the same way on every dashboard screen', () => {
    renderWithApp(
      <>
        <ActivityList entries={[{ actor: 'admin', description: 'Refunded', timestamp: INSTANT }]} />
        <p data-testid="cell">
          <TransactionCell row={row} field="created" lang={lang} detailHref="/x" />
        </p>
        <BookedPlaces
          lang={lang}
          members={[
            {
              number: 'K7Q2-1',
              is_purchased: true,
              is_qr_scanned: true,
              scanned_at: INSTANT,
              gate: 'Gate 2',
            },
          ]}
        />
        <RejectionAlert
          verdict={{
            kind: 'rejected',
            message: 'Already admitted',
            offlineReason: null,
            firstAdmission: { at: INSTANT, gate: 'Gate 2', device_id: 'tablet-1' },
          }}
        />
      </>,
    );
    expect(screen.getByText(DATE_TIME[lang], { selector: 'time' })).toBeTruthy();
    expect(screen.getByTestId('cell').textContent).toBe(DATE_TIME[lang]);
    const places = screen.getByRole('region', { name: i18n.t('bookings:details.places') });
    expect(places.textContent).toContain(DATE_TIME[lang]);
    expect(screen.getByRole('alert').textContent).toContain(DATE_TIME[lang]);
  });

  it("writes a ticket's hours as hh:mm A, isolated", () => {
    renderWithApp(
      <PurchaseItems
        lang={lang}
        items={[
          {
            ticket: { id: 1, name: 'Standard', start_time: '18:00', end_time: '23:00' },
            quantity: 2,
            status: 'paid',
            payment_transaction: null,
          },
        ]}
      />,
    );
    expect(screen.getByText(HOURS[lang])).toBeTruthy();
  });
});
