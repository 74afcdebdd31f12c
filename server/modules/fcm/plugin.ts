import type { FastifyPluginAsync } from 'fastify';
import { kitchenOrderRow } from '../kitchen/service.ts';
import { FcmClient, loadServiceAccount } from './fcm-client.ts';
import { pushNewOrder } from './service.ts';

/**
 * Web push for new orders. Without a service account nothing is sent and everything else
 * works; with one, each order the kitchen may now see is pushed after its commit, in the
 * background, so a slow or failing FCM never holds up a checkout.
 */
const fcmPush: FastifyPluginAsync = async (app) => {
  const account = loadServiceAccount(app.config);
  if (!account) return;
  const client = new FcmClient(account, app.config.fcmBaseUrl);
  // Every instance hears a new order; one claims it and pushes, so each phone buzzes once.
  app.liveEvents.subscribeOnce('fcm-push', ['order.visible'], async (event) => {
    const row = await kitchenOrderRow(app.db, event.merchantId, event.subjectId, 'en');
    if (!row) return;
    await pushNewOrder(app.db, client, event.merchantId, row, app.config.publicUrl, app.log);
  });
};

export default fcmPush;
