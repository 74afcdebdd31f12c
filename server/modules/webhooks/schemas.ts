import {
  PluginParams,
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
} from '../../../src/domain/contracts/integrations.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const listSchema = {
  tags: ['webhooks'],
  summary: "Webhook delivery attempts of a plugin's transactions, newest first",
  security: bearer,
  params: PluginParams,
  querystring: WebhookDeliveriesQuery,
  response: { 200: WebhookDeliveriesPage, ...errors(400, 401, 403) },
};
