import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayChoiceList } from '@/components/pay-choice-list';
import type { BookingResponse } from '@/domain/contracts/events';
import { RegisterPage } from '@/features/events/components/register-page';
import { day, eventDetail, renderAt, ticket } from './events-fixtures';
import { type Call, serve } from './transaction-actions/server-stub';

const IFTAR = eventDetail({
  slug: 'community-iftar',
  title: 'Community Iftar',
  is_free: true,
  extra_fields: [],
  phone: { enabled: false, required: false },
  attachment: { enabled: true, required: false },
  tickets: [ticket({ price: '0.000', name: 'Place' })],
});
const UPLOAD_PATH = '/plugins/event/booking/attachment/community-iftar';
const FILE_URL = 'http://localhost/api/v1/files/3f1c2d9e-0000-4000-8000-000000000001/civil-id.pdf';

function renderWith(upload: (call: Call) => { status: number; body?: unknown }) {
  const onBooked = vi.fn();
  const booked: BookingResponse = { booking_id: 'b-1', redirect_url: null, tickets_url: null };
  const calls = serve((call) => {
    if (call.url.includes('/events/')) return { status: 200, body: IFTAR };
    if (call.url.includes(UPLOAD_PATH)) return upload(call);
    if (call.url.endsWith('/plugins/event/booking')) return { status: 201, body: booked };
    return { status: 404, body: { message: 'not stubbed' } };
  });
  const search = `ticket=${IFTAR.tickets[0]?.id}&date=${day(2)}&quantity=1`;
  renderAt(`/en/register/${IFTAR.slug}?${search}`, () => (
    <RegisterPage
      slug={IFTAR.slug}
      chosen={{ ticket: IFTAR.tickets[0]?.id, date: day(2), quantity: 1 }}
      renderChoices={(props) => <PayChoiceList {...props} />}
      onBooked={onBooked}
    />
  ));
  return { calls, onBooked };
}

async function choose(name: string) {
  const input = await screen.findByLabelText('Attachment');
  const file = new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('register/{slug} attachment', { timeout: 20_000 }, () => {
  it('uploads the file anonymously to the event and books with the URL the server gave', async () => {
    const { calls, onBooked } = renderWith(() => ({
      status: 201,
      body: { file_url: FILE_URL, original_filename: 'civil-id.pdf' },
    }));
    await choose('civil-id.pdf');
    expect(await screen.findByText('Uploaded: civil-id.pdf')).toBeTruthy();
    const upload = calls.find((call) => call.url.includes(UPLOAD_PATH));
    expect(upload?.method).toBe('POST');
    expect(upload?.headers).not.toHaveProperty('Authorization');

    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Noura' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Al-Mutairi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'noura@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const booking = calls.find((call) => call.url.endsWith('/plugins/event/booking'));
    expect(booking?.body).toMatchObject({ attachment_url: FILE_URL });
  });

  it("shows the server's reason under the field when it refuses the file", async () => {
    renderWith(() => ({
      status: 400,
      body: { file: ['Only PDF, PNG, JPEG or WebP files can be uploaded.'] },
    }));
    await choose('script.pdf');
    expect(await screen.findByText('Only PDF, PNG, JPEG or WebP files can be uploaded.')).toBeTruthy();
  });

  it('says "Failed to upload file" when the server gives no reason', async () => {
    renderWith(() => ({ status: 429, body: { message: 'Too many requests. Try again later.' } }));
    await choose('civil-id.pdf');
    expect(await screen.findByText('Failed to upload file')).toBeTruthy();
  });
});
