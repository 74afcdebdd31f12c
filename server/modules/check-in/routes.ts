import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { QrScanResult } from '../../../src/domain/contracts/check-in.ts';
import { hasPermission, PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, messageError } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listConflicts } from './conflicts.ts';
import { eventKeys } from './event-keys.ts';
import { judgeScans, onlineNonce } from './judge.ts';
import { admissionJson } from './places.ts';
import { storedResults } from './record.ts';
import { conflictsSchema, MAX_SYNC_SCANS, syncSchema, ticketListSchema, validateSchema } from './schemas.ts';
import { acceptsGzip, buildTicketList, etagMatches, listCompressor } from './ticket-list.ts';
import { type Door, resultOf } from './verdict.ts';

const PREFIX = '/plugins/event';

const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = eventKeys(queryable(app.db));
  const compress = listCompressor();

  /** Staff of the events section, or door staff who may only check tickets in. */
  const doorAccess: onRequestAsyncHookHandler = async function doorAccess(request, reply) {
    await app.authenticate.call(this, request, reply);
    const user = currentUser(request);
    if (
      !hasPermission(user, pluginAccessPermission('event')) &&
      !hasPermission(user, PERMISSIONS.checkInTickets)
    ) {
      throw messageError(403, 'errors.forbidden');
    }
  };
  const doorOf = (request: FastifyRequest, deviceId: string, gate: string, online: boolean): Door => ({
    merchantId: currentUser(request).merchant_id,
    deviceId,
    gate,
    online,
    lang: pickLang(request.headers['accept-language']),
  });

  app.post(
    `${PREFIX}/validate_qr_code`,
    { schema: validateSchema, onRequest: doorAccess },
    async (request, reply) => {
      const { event_id, qrcode, gate, device_id } = request.body;
      const door = doorOf(request, device_id, gate, true);
      if (!(await keys.get(door.merchantId, event_id))) throw messageError(404, 'errors.not_found');
      const scan = { nonce: onlineNonce(), eventId: event_id, qrcode, scannedAt: new Date() };
      const { verdicts } = await judgeScans(queryable(app.db), keys, door, [scan]);
      const [verdict] = verdicts;
      const place = verdict?.outcome === 'admitted' ? verdict.place : null;
      if (!place) {
        const reason = verdict?.reason ?? { key: 'checkin.invalid_ticket' };
        if (!verdict?.first) throw fieldErrors({ qrcode: [reason] });
        return reply.status(400).send({
          qrcode: [translate(door.lang, reason.key, reason.vars)],
          first_admission: admissionJson(verdict.first),
        });
      }
      // The 400 shape (every field optional, `message` among them) would take this object too.
      return {
        qr_number: place.number,
        customer_first_name: place.firstName,
        customer_last_name: place.lastName,
        slot: place.slot,
        message: translate(door.lang, 'checkin.access_granted'),
      } satisfies QrScanResult;
    },
  );

  app.get(
    `${PREFIX}/check-in/ticket-list/:event_id`,
    { schema: ticketListSchema, onRequest: doorAccess },
    async (request, reply) => {
      const { merchant_id } = currentUser(request);
      const lang = pickLang(request.headers['accept-language']);
      const built = await buildTicketList(queryable(app.db), merchant_id, request.params.event_id, lang);
      if (!built) throw messageError(404, 'errors.not_found');
      // Devices re-download the list whenever they are online: private, but always revalidated.
      reply
        .header('etag', built.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], built.etag)) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(built.json);
      const body = await compress(`${request.params.event_id}:${lang}`, built);
      return reply.header('content-encoding', 'gzip').send(body);
    },
  );

  app.post(`${PREFIX}/check-in/sync`, { schema: syncSchema, onRequest: doorAccess }, async (request) => {
    const { device_id, gate, scans } = request.body;
    if (scans.length > MAX_SYNC_SCANS)
      throw messageError(413, 'checkin.too_many_scans', { limit: MAX_SYNC_SCANS });
    const door = doorOf(request, device_id, gate, false);
    const nonces = [...new Set(scans.map((scan) => scan.nonce))];
    const answered = await storedResults(queryable(app.db), door.merchantId, nonces);
    // A nonce sent twice in one upload is judged once.
    const fresh = new Map<string, (typeof scans)[number]>();
    for (const scan of scans)
      if (!answered.has(scan.nonce) && !fresh.has(scan.nonce)) fresh.set(scan.nonce, scan);
    const { verdicts, stored } = await judgeScans(
      queryable(app.db),
      keys,
      door,
      [...fresh.values()].map((scan) => ({
        nonce: scan.nonce,
        eventId: scan.event_id,
        qrcode: scan.qrcode,
        scannedAt: new Date(scan.scanned_at),
      })),
    );
    const judged = new Map(verdicts.map((verdict) => [verdict.scan.nonce, resultOf(verdict, door.lang)]));
    const answer = (nonce: string) => answered.get(nonce) ?? stored.get(nonce) ?? judged.get(nonce);
    return { results: scans.flatMap((scan) => answer(scan.nonce) ?? []) };
  });

  app.get(
    `${PREFIX}/check-in/conflicts`,
    { schema: conflictsSchema, onRequest: doorAccess },
    async (request) =>
      listConflicts(
        queryable(app.db),
        currentUser(request).merchant_id,
        request.query.event_id,
        pickLang(request.headers['accept-language']),
      ),
  );
};

export default checkInRoutes;
