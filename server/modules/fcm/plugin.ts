import type { FastifyInstance } from 'fastify';
import type { RegisterNotifTokenRequest } from '../../../src/domain/kitchen-api.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { bearer, errors, messageSchema } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findKitchenOrder, kitchenRow } from '../kitchen/repository.ts';
import { FcmClient, loadServiceAccount } from './fcm-client.ts';
import { pushNewOrder } from './notifier.ts';

const registerSchema = {
  tags: ['notifications'],
  summary: "Store this device's FCM registration token for the signed-in user",
  security: bearer,
  body: {
    type: 'object',
    required: ['registration_id', 'type'],
    properties: {
      registration_id: { type: 'string', minLength: 1, maxLength: 4096 },
      type: { type: 'string', enum: ['web'] },
    },
  },
  response: { 201: messageSchema, ...errors(400, 401) },
} as const;

/**
 * Web push for new orders. Without a service account nothing is sent and everything else
 * works; with one, each order the kitchen may now see is pushed after its commit, in the
 * background, so a slow or failing FCM never holds up a checkout.
 */
export default async function fcm(app: FastifyInstance) {
  app.post<{ Body: RegisterNotifTokenRequest }>(
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
  const inFlight = new Set<Promise<void>>();
  const push = async (merchantId: number, orderId: string) => {
    const order = await findKitchenOrder(app.db, merchantId, orderId);
    if (!order) return;
    await pushNewOrder(
      app.db,
      client,
      merchantId,
      await kitchenRow(app.db, order, 'en'),
      app.config.publicUrl,
      app.log,
    );
  };
  const unsubscribe = app.liveEvents.subscribe((event) => {
    if (event.kind !== 'order.visible') return;
    const sending = push(event.merchantId, event.subjectId)
      .catch((err) => app.log.error({ err, orderId: event.subjectId }, 'FCM push failed'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  });
  // Before the database closes: pushes under way still read and delete tokens.
  app.addHook('preClose', async () => {
    unsubscribe();
    await Promise.all(inFlight);
  });
}
