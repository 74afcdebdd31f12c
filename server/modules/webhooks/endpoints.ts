import { randomBytes } from 'node:crypto';
import type { RollRequest } from '../../../src/domain/contracts/secret-rolls.ts';
import type {
  WebhookEndpoint,
  WebhookEndpointPatch,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from '../../../src/domain/contracts/webhooks.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { overlapUntil } from '../../../src/domain/secret-rolls.ts';
import {
  type EndpointDraft,
  endpointProblems,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookEventType,
} from '../../../src/domain/webhook-events.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { checkOutboundUrl, outboundUrlMessage } from '../../lib/outbound/url-policy.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordActivity } from '../activity/service.ts';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointRow,
  type EndpointValues,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  replaceSecret,
  updateEndpoint,
} from './endpoint-repository.ts';

/** The owner acting, on their own merchant's endpoints only. */
export interface Owner {
  merchant_id: number;
  username: string;
}

/** What the endpoint services need of the app: sealing secrets and the outbound address policy. */
export interface EndpointContext {
  db: DbHandle;
  secretBox: SecretBox;
  allowLocal: boolean;
}

const FIELDS = ['url', 'description', 'event_types', 'plugins', 'enabled'] as const;

/** Shown once; `whsec_` tells it from an API key when pasted into a receiver's settings. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

function present(row: Omit<EndpointRow, 'secret'>, now = Date.now()): WebhookEndpoint {
  const until = row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types as WebhookEventType[],
    plugins: row.plugins as PluginKind[] | null,
    enabled: row.enabled,
    previous_secret_expires_at: until && until.getTime() > now ? until.toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The shared rules (src/domain/webhook-events.ts), then the outbound policy the worker applies again. */
function checked(draft: EndpointValues, allowLocal: boolean): EndpointValues {
  const values = { ...draft, url: draft.url.trim(), description: draft.description.trim() };
  const problems: Record<string, Msg[]> = {};
  for (const problem of endpointProblems(values as EndpointDraft))
    problems[problem.field] = [
      msg(problem.field === 'url' ? `links.${problem.key}` : `webhooks.${problem.key}`),
    ];
  if (!problems.url) {
    const outbound = checkOutboundUrl(values.url, { allowLocal });
    if (!outbound.ok) problems.url = [outboundUrlMessage(outbound.refusal)];
  }
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
  return values;
}

export async function endpointsPage(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
) {
  const { count, results } = await listEndpoints(db, merchantId, page);
  return { count, results: results.map((row) => present(row)) };
}

export async function createEndpoint(
  ctx: EndpointContext,
  owner: Owner,
  body: WebhookEndpointRequest,
): Promise<WebhookEndpointWithSecret> {
  const values = checked(body, ctx.allowLocal);
  const secret = newSecret();
  const row = await inTransaction(ctx.db, async (trx) => {
    if ((await countEndpoints(trx, owner.merchant_id)) >= WEBHOOK_ENDPOINTS_MAX)
      throw messageError(409, 'webhooks.endpoint_limit', { max: WEBHOOK_ENDPOINTS_MAX });
    const created = await insertEndpoint(trx, owner.merchant_id, values, ctx.secretBox.seal(secret));
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_webhook_endpoint_created',
      plugin: null,
      params: { url: created.url },
    });
    return created;
  });
  return { endpoint: present(row), secret };
}

async function lockedEndpoint(trx: DbHandle, owner: Owner, id: number) {
  const row = await findEndpoint(trx, owner.merchant_id, id, true);
  if (!row) throw messageError(404, 'webhooks.endpoint_not_found');
  return row;
}

export function editEndpoint(
  ctx: EndpointContext,
  owner: Owner,
  id: number,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  return inTransaction(ctx.db, async (trx) => {
    const current = await lockedEndpoint(trx, owner, id);
    const before = present(current);
    const values = checked({ ...before, ...patch }, ctx.allowLocal);
    const changes = FIELDS.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(values[field]),
    ).map((field) => ({ field, before: before[field], after: values[field] }));
    if (changes.length === 0) return before;
    const changed = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    const row = await updateEndpoint(trx, id, changed);
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_webhook_endpoint_edited',
      plugin: null,
      params: { url: row.url, changes },
    });
    return present(row);
  });
}

export async function removeEndpoint(db: DbHandle, owner: Owner, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await lockedEndpoint(trx, owner, id);
    await deleteEndpoint(trx, id);
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_webhook_endpoint_deleted',
      plugin: null,
      params: { url: row.url },
    });
  });
}

/**
 * A new signing secret, shown once. The one it replaces keeps signing beside it for
 * `overlap_hours` (each delivery carries both signatures), so receivers can switch without
 * refusing a delivery; a second roll within the overlap drops the oldest.
 */
export async function rollSecret(
  ctx: EndpointContext,
  owner: Owner,
  id: number,
  { overlap_hours }: RollRequest,
): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const row = await inTransaction(ctx.db, async (trx) => {
    const current = await lockedEndpoint(trx, owner, id);
    const until = overlapUntil(overlap_hours, new Date());
    const rolled = await replaceSecret(
      trx,
      id,
      ctx.secretBox.seal(secret),
      until ? current.secret : null,
      until,
    );
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_webhook_secret_rolled',
      plugin: null,
      params: { url: rolled.url, hours: String(overlap_hours) },
    });
    return rolled;
  });
  return { endpoint: present(row), secret };
}
