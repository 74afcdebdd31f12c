import type { FastifyInstance } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { xlsxStream } from '../../../../server/modules/transaction-export/service.ts';
import { authed } from '../../helper.ts';
import { injectUpload } from '../../multipart.ts';

export const UPLOADS = '/api/v1/plugins/bulk/uploads';

/** The columns the dispatch tests bill and send by: a link by email, SMS or both. */
export const DISPATCH_HEADER = [
  'amount',
  'currency_code',
  'customer_name',
  'email',
  'phone',
  'send_email',
  'send_sms',
  'gateways',
];

/** A CSV as a spreadsheet saves it: fields with commas, quotes or line breaks quoted. */
export const csvFile = (rows: string[][]): Uint8Array =>
  new TextEncoder().encode(
    rows
      .map((row) =>
        row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','),
      )
      .join('\r\n'),
  );

/** A workbook written by the product's own XLSX writer (the transactions export's). */
export async function xlsxFile(rows: string[][]): Promise<Uint8Array> {
  const [header = [], ...body] = rows;
  async function* batches() {
    yield body.map((row) => row.map((value) => ({ kind: 'text' as const, value })));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream({
    sheetName: 'Requests',
    columns: header.map((label) => ({ label, width: 16 })),
    batches: batches(),
    rightToLeft: false,
  }))
    chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Runs the app's check of received files until none is left. */
export async function drainValidation(app: FastifyInstance): Promise<void> {
  while ((await app.bulkValidation.drainOnce()) > 0);
}

export function bulkClient(app: FastifyInstance, token: string) {
  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, lang = 'en', payload?: object) =>
    app.inject(authed(token, { method, url, payload, headers: { 'accept-language': lang } }));
  const checked = async (id: string, lang: string) => {
    await drainValidation(app);
    return send('GET', `${UPLOADS}/${id}?limit=1`, lang);
  };
  return {
    send,
    /** Sends the file and, once it is taken, lets the worker check it: the answer is the upload checked. */
    upload: async (bytes: Uint8Array, name: string, options: { kind?: string; lang?: string } = {}) => {
      const lang = options.lang ?? 'en';
      const answer = await injectUpload(app, {
        url: `${UPLOADS}?kind=${options.kind ?? 'one_time'}`,
        bytes,
        name,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      if (answer.status !== 201) return answer;
      return { status: 201, body: (await checked((answer.body as { id: string }).id, lang)).json() };
    },
    reimport: async (id: string, bytes: Uint8Array, name: string, lang = 'en') => {
      const body = multipartBody(bytes, name);
      const res = await app.inject(
        authed(token, {
          method: 'PUT',
          url: `${UPLOADS}/${id}/file`,
          headers: { ...body.headers, 'accept-language': lang },
          payload: body.payload,
        }),
      );
      return res.statusCode === 200 ? checked(id, lang) : res;
    },
  };
}

export function multipartBody(bytes: Uint8Array, name: string) {
  const boundary = '----bulk-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** How many uploads and rows the database holds: a refused file leaves both as they were. */
export async function stored(app: FastifyInstance) {
  const count = async (table: 'bulk_uploads' | 'bulk_upload_rows') =>
    Number(
      (
        await queryable(app.db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { uploads: await count('bulk_uploads'), rows: await count('bulk_upload_rows') };
}
