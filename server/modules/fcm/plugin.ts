import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { RegisterNotifTokenRequest } from '../../../src/domain/contracts/kitchen.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findKitchenOrder, kitchenRow } from '../kitchen/repository.ts';
import { FcmClient, loadServiceAccount } from './fcm-client.ts';
import { pushNewOrder } from './notifier.ts';

const registerSchema = {
  tags: ['notifications'],
  summary: "Store this device's FCM registration token for the signed-in user",
  security: bearer,
  body: RegisterNotifTokenRequest,
  response: { 201: MessageResponse, ...errors(400, 401) },
};

/**
 * Web push for new orders. Without a service account nothing is sent and everything else
 * works; with one, each order the kitchen may now see is pushed after its commit, in the
 * background, so a slow or failing FCM never holds up a checkout.
 */
const fcm: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register-notif-token/',
    { schema: registerSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      const { registration_id, type } = request.body;
      // A device that changed hands (another staff member signed in) now belongs to them.
      await app.db
        .insertInto('notification_tokens')
        .values({ user_id: user.id, registration_id, type })
        .onConflict((oc) =>
          oc.column('registration_id').doUpdateSet({ user_id: user.id, type, created_at: new Date() }),
        )
        .execute();
      const message = translate(pickLang(request.headers['accept-language']), 'fcm.token_registered');
      return reply.code(201).send({ message });
    },
  );

  const account = loadServiceAccount(app.config);
  if (!account) return;
  const client = new FcmClient(account, app.config.fcmBaseUrl);
  // Every instance hears a new order; one claims it and pushes, so each phone buzzes once.
  app.liveEvents.subscribeOnce('fcm-push', ['order.visible'], async (event) => {
    const order = await findKitchenOrder(app.db, event.merchantId, event.subjectId);
    if (!order) return;
    const row = await kitchenRow(app.db, order, 'en');
    await pushNewOrder(app.db, client, event.merchantId, row, app.config.publicUrl, app.log);
  });
};

export default fcm;
