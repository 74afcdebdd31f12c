import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailsPage } from '@/features/bookings/components/booking-details';
import { toaster } from '@/lib/toast-store';
import { BOOKING_ID, bookingDetails, type Call, fakeServer, iftar, renderAt } from './bookings-fixtures';

const PATH = `/en/event/bookings/${BOOKING_ID}`;

function server(
  update: (call: Call) => { status: number; body?: unknown } = () => ({
    status: 200,
    body: bookingDetails(),
  }),
) {
  return fakeServer((call) => {
    if (call.path === `/booking/list/${BOOKING_ID}`) return { status: 200, body: bookingDetails() };
    if (call.path === '/dashboard/events/2') return { status: 200, body: iftar };
    if (call.path === `/booking/update/${BOOKING_ID}` && call.method === 'PATCH') return update(call);
    return undefined;
  });
}

const renderDetails = () =>
  renderAt(() => <BookingDetailsPage id={BOOKING_ID} sectionLabel="Events" />, PATH);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe('booking details', { timeout: 20_000 }, () => {
  it('shows ticket and customer details, purchase items with their states and the booked places', async () => {
    server();
    renderDetails();
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Booking A1B2C3D4' })).toBeTruthy();
    expect(screen.getByText('Sara Ali')).toBeTruthy();

    const items = screen.getByRole('region', { name: 'Purchase items' });
    const rows = within(items).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/Paid|Pending|Canceled/).textContent)).toEqual([
      'Paid',
      'Pending',
      'Canceled',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('\u206806:00 PM – 09:00 PM\u2069')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'f0e1d2c3' })
        .getAttribute('href'),
    ).toBe('/en/event/transactions/f0e1d2c3-0000-4000-8000-000000000009');

    const places = screen.getByRole('region', { name: 'Booked places' });
    expect(within(places).getByText('K7Q2-1')).toBeTruthy();
    expect(within(places).getByText(/Yes — .*Gate 2/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download tickets' }).getAttribute('href')).toContain(
      '/tickets/',
    );
    expect(screen.getAllByRole('link', { name: 'Download attachment' })[0]?.getAttribute('href')).toBe(
      '/media/attachments/id.pdf',
    );
  });

  it('cancels after confirmation, says "Booking canceled successfully" and goes back to the list', async () => {
    const calls = server(() => ({
      status: 200,
      body: { ...bookingDetails({ status: 'cancel' }), message: 'Booking canceled successfully' },
    }));
    const { router } = renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Are you sure?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Booking canceled successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'cancel' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/event/bookings'));
  });

  it("edits the quantity with digits only and shows the server's quantity error under the field", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { quantity: ['Only 3 places left'] },
    };
    const calls = server(() => answer);
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit booking' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement;
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'General' })).toBeTruthy());
    fireEvent.change(quantity, { target: { value: '5a-' } });
    expect(quantity.value).toBe('5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Only 3 places left')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      ticket: 11,
      event_date: '2099-03-12',
      quantity: 5,
    });

    answer = { status: 200, body: bookingDetails() };
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Booking updated successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit booking' })).toBeNull());
  });

  it('changes the email with the resend choice; an error of no field goes to a toast', async () => {
    let answer: { status: number; body?: unknown } = { status: 500, body: { message: 'Mail server down' } };
    const calls = server(() => answer);
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit email' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter valid email address')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mail server down')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      new_email: 'new@example.com',
      resend_email: true,
    });

    answer = { status: 400, body: { email: ['This email is blocked'] } };
    const resend = within(dialog).getByRole('checkbox', {
      name: 'Send the tickets to the new email',
    }) as HTMLInputElement;
    expect(resend.checked).toBe(true);
    fireEvent.click(resend);
    await waitFor(() => expect(resend.checked).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email is blocked')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      new_email: 'new@example.com',
      resend_email: false,
    });
  });

  it('says when the booking does not exist', async () => {
    fakeServer(() => ({ status: 404, body: { message: 'Not found' } }));
    renderDetails();
    expect(await screen.findByText('Booking not found')).toBeTruthy();
  });
});
