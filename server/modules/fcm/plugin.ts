import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { queryable } from '../../db/handle.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findKitchenOrder, kitchenRow } from '../kitchen/repository.ts';
import { FcmClient, loadServiceAccount } from './fcm-client.ts';
import { pushNewOrder } from './notifier.ts';
import { saveNotificationToken } from './repository.ts';
import { registerSchema } from './schemas.ts';

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
      const { registration_id, type } = request.body;
      await saveNotificationToken(queryable(app.db), currentUser(request).id, { registration_id, type });
      const message = translate(pickLang(request.headers['accept-language']), 'fcm.token_registered');
      return reply.code(201).send({ message });
    },
  );

  const account = loadServiceAccount(app.config);
  if (!account) return;
  const client = new FcmClient(account, app.config.fcmBaseUrl);
  // Every instance hears a new order; one claims it and pushes, so each phone buzzes once.
  app.liveEvents.subscribeOnce('fcm-push', ['order.visible'], async (event) => {
    const order = await findKitchenOrder(queryable(app.db), event.merchantId, event.subjectId);
    if (!order) return;
    const row = await kitchenRow(queryable(app.db), order, 'en');
    await pushNewOrder(queryable(app.db), client, event.merchantId, row, app.config.publicUrl, app.log);
  });
};

export default fcm;
