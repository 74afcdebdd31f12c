import { describe, expect, it } from 'vitest';
import { UPLOADS_PER_WINDOW } from '../../server/modules/events/attachment-routes.ts';
import type { BookingResponse } from '../../src/domain/contracts/events.ts';
import type { AttachmentUploadResponse } from '../../src/domain/contracts/integrations.ts';
import { book, bookingFor, EV, eventDetail } from './events-fixtures.ts';
import { ADMIN, createTestApp, login } from './helper.ts';

const app = await createTestApp();

// A real 1×1 PNG, as a phone would send a photo of an ID.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let address = 0;
/** Each test its own client address, so the per-address limit is only met where it is tested. */
const nextAddress = () => `10.5.2.${++address}`;

/** A multipart body built the way a browser builds it, sent anonymously. */
async function upload(slug: string, bytes: Uint8Array, name: string, remoteAddress = nextAddress()) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${EV}/booking/attachment/${slug}`,
    remoteAddress,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('customer attachment upload', () => {
  it('stores a PNG for an event that takes attachments and serves it back from the answered URL', async () => {
    const res = await upload('gulf-tech-summit', PNG, 'civil-id.png');
    expect(res.statusCode).toBe(201);
    const body = res.json<AttachmentUploadResponse>();
    expect(body.original_filename).toBe('civil-id.png');
    expect(body.file_url).toMatch(/^http:\/\/pay\.test\/api\/v1\/files\/[0-9a-f-]{36}\/civil-id\.png$/);
    const file = await app.inject({ url: body.file_url.replace('http://pay.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file whose bytes are not a document or image, whatever its name', async () => {
    const res = await upload('gulf-tech-summit', new TextEncoder().encode('#!/bin/sh\nrm -rf /'), 'scan.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Only PDF, PNG, JPEG or WebP files can be uploaded.'] });
  });

  it('refuses an upload for an event without an attachment field', async () => {
    const res = await upload('community-iftar', PDF, 'letter.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['This event does not take attachments.'] });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await upload('no-such-event', PDF, 'letter.pdf')).statusCode).toBe(404);
  });

  it(`limits one address to ${UPLOADS_PER_WINDOW} uploads, other addresses unaffected`, async () => {
    const busy = nextAddress();
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      expect((await upload('gulf-tech-summit', PDF, `page-${i}.pdf`, busy)).statusCode).toBe(201);
    }
    const refused = await upload('gulf-tech-summit', PDF, 'one-more.pdf', busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 10 minutes.' });
    expect((await upload('gulf-tech-summit', PDF, 'other.pdf')).statusCode).toBe(201);
  });
});

describe('booking with an attachment', () => {
  it('keeps an uploaded attachment on the booking, where staff download it', async () => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    const uploaded = (await upload('gulf-tech-summit', PDF, 'letter.pdf')).json<AttachmentUploadResponse>();
    const res = await book(app, bookingFor(summit, { attachment_url: uploaded.file_url }));
    expect(res.statusCode).toBe(201);
    const { booking_id } = res.json<BookingResponse>();
    const admin = (await login(app, ADMIN, '10.5.9.1')).access;
    const details = await app.inject({
      url: `${EV}/booking/list/${booking_id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(details.json()).toMatchObject({ attachment_url: uploaded.file_url });
  });

  it.each([
    ['a link to another site', 'https://evil.example/payload.pdf'],
    ['a made-up file id', 'http://pay.test/api/v1/files/00000000-0000-4000-8000-000000000000/x.pdf'],
    ['a stored file under another name', 'rename'],
  ])('refuses %s as the attachment', async (_case, url) => {
    const summit = await eventDetail(app, 'gulf-tech-summit');
    let attachment = url;
    if (url === 'rename') {
      const uploaded = (await upload('gulf-tech-summit', PDF, 'letter.pdf')).json<AttachmentUploadResponse>();
      attachment = uploaded.file_url.replace('letter.pdf', 'invoice.html');
    }
    const res = await book(app, bookingFor(summit, { attachment_url: attachment }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ attachment_url: ['Upload the file again.'] });
  });

  it('refuses an attachment on an event that has no attachment field', async () => {
    const iftar = await eventDetail(app, 'community-iftar');
    const uploaded = (await upload('gulf-tech-summit', PDF, 'letter.pdf')).json<AttachmentUploadResponse>();
    const res = await book(app, bookingFor(iftar, { attachment_url: uploaded.file_url }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ attachment_url: ['Upload the file again.'] });
  });
});
