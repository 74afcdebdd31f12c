import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { QrScanResult } from '../../../src/domain/contracts/check-in.ts';
import { hasPermission, PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { messageError } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { admissionJson } from './places.ts';
import { conflictsSchema, MAX_SYNC_SCANS, syncSchema, ticketListSchema, validateSchema } from './schemas.ts';
import { admitAtDoor, buildTicketList, eventKeys, listConflicts, syncScans } from './service.ts';
import { acceptsGzip, etagMatches, listCompressor } from './ticket-list.ts';
import type { Door } from './verdict.ts';

const PREFIX = '/plugins/event';

const checkInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keys = eventKeys(app.db, app.liveEvents);
  app.addHook('onClose', async () => keys.close());
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
      const answer = await admitAtDoor(app.db, keys, door, event_id, qrcode);
      if ('refused' in answer) {
        return reply.status(400).send({
          qrcode: [translate(door.lang, answer.refused.key, answer.refused.vars)],
          first_admission: admissionJson(answer.first),
        });
      }
      const place = answer.admitted;
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
      const built = await buildTicketList(app.db, merchant_id, request.params.event_id, lang);
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
    return { results: await syncScans(app.db, keys, door, scans) };
  });

  app.get(
    `${PREFIX}/check-in/conflicts`,
    { schema: conflictsSchema, onRequest: doorAccess },
    async (request) =>
      listConflicts(
        app.db,
        currentUser(request).merchant_id,
        request.query.event_id,
        pickLang(request.headers['accept-language']),
      ),
  );
};

export default checkInRoutes;
