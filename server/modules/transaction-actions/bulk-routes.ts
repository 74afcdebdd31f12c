import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  BulkActionRequest,
  BulkActionResponse,
} from '../../../src/domain/contracts/transaction-actions.ts';
import type { TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import { ApiError, messageError } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { render } from '../../plugins/error-handler.ts';
import { idempotent } from '../idempotency/service.ts';
import { bulkActionSchema, bulkDeleteSchema } from './schemas.ts';
import { findBulkTransaction, mayUse, moneyAction, sendLink, sentMessageKey, setDeleted } from './service.ts';

type BulkAction = 'refund' | 'capture' | 'email' | 'sms' | 'delete';
type Outcome = BulkActionResponse['results'][number];
type User = ReturnType<typeof currentUser>;

/** The first human message of an error body: `message`, else the first field's first message. */
function firstMessage(body: Record<string, string | string[]>): string {
  if (typeof body.message === 'string') return body.message;
  const first = Object.values(body)[0];
  return (Array.isArray(first) ? first[0] : first) ?? '';
}

const bulkActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One id, in its own database transaction(s): a failure here leaves the others applied. */
  async function applyOne(
    request: FastifyRequest,
    user: User,
    scope: TransactionScope,
    action: BulkAction,
    id: string,
    amount: string | null | undefined,
  ): Promise<Outcome> {
    const lang = pickLang(request.headers['accept-language']);
    try {
      const row = await findBulkTransaction(app.db, { id, user, scope });
      // Another plugin's row the user may not access is as unknown as a missing one.
      if (!row || !mayUse(user, row.plugin as PluginKind, action)) {
        throw messageError(404, 'payments.transaction_not_found');
      }
      const plugin = row.plugin;
      if (action === 'refund' || action === 'capture') {
        const done = await moneyAction(app.db, app.gateways, {
          action,
          transactionId: id,
          plugin,
          amount,
          user,
          lang,
        });
        return { id, ok: true, message: done.body.message };
      }
      if (action === 'delete') {
        await setDeleted(app.db, { id, plugin, user }, true);
        return { id, ok: true, message: translate(lang, 'actions.deleted') };
      }
      await sendLink(app.db, app.config, {
        transactionId: id,
        plugin,
        user,
        channel: action,
      });
      return { id, ok: true, message: translate(lang, sentMessageKey(action)) };
    } catch (error) {
      if (error instanceof ApiError) {
        return { id, ok: false, message: firstMessage(render(request, error.fields, error.messageKey)) };
      }
      // The ids before this one are committed: report this one as failed rather than lose that.
      request.log.error({ err: error, id }, 'bulk action failed for one transaction');
      return { id, ok: false, message: translate(lang, 'errors.server') };
    }
  }

  async function applyAll(
    request: FastifyRequest,
    scope: TransactionScope,
    action: BulkAction,
    body: BulkActionRequest,
  ): Promise<{ status: 200 | 207 | 400; body: BulkActionResponse }> {
    const user = currentUser(request);
    // Over all plugins the action must be open on at least one of them (then each row is checked):
    // without any section, like on every other route, the answer is 403, not a list of not-found rows.
    const over = scope === 'all' ? PLUGIN_KINDS : [scope];
    const allowed = over.some((plugin) => mayUse(user, plugin, action));
    if (!allowed) throw messageError(403, 'errors.forbidden');
    const results: Outcome[] = [];
    for (const id of new Set(body.ids)) {
      results.push(await applyOne(request, user, scope, action, id, body.amount));
    }
    if (action !== 'delete' && results.some((r) => r.ok)) app.outbox.wake();
    const lang = pickLang(request.headers['accept-language']);
    const applied = results.filter((r) => r.ok).length;
    if (applied === results.length) {
      return { status: 200, body: { message: translate(lang, 'actions.applied'), results } };
    }
    if (applied > 0) {
      return { status: 207, body: { message: translate(lang, 'actions.applied_partially'), results } };
    }
    // One reason for every id (e.g. none is refundable) says more than a generic message.
    const reasons = new Set(results.map((r) => r.message));
    const [only] = reasons;
    const message = reasons.size === 1 && only ? only : translate(lang, 'actions.none_applied');
    return { status: 400, body: { message, results } };
  }

  // idempotent() sends the answer (200, 207, 400, or a replay); awaiting it waits until the
  // reply is written, so the handler returns no body of its own.
  app.post(
    '/plugins/:scope/transaction/bulk/:action',
    { schema: bulkActionSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      // Not idempotentInTransaction (here and for bulk delete): each id commits on its own
      // (a 207 keeps the ones that went through), so the answer cannot share one transaction
      // with the work. A crash mid-batch leaves the key answering 409 until it is purged
      // rather than risk applying the already committed ids twice.
      await idempotent(app.db, request, reply, `merchant:${user.merchant_id}`, () =>
        applyAll(request, request.params.scope, request.params.action, request.body),
      );
    },
  );

  app.delete(
    '/plugins/:scope/transaction/bulk',
    { schema: bulkDeleteSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      await idempotent(app.db, request, reply, `merchant:${user.merchant_id}`, () =>
        applyAll(request, request.params.scope, 'delete', request.body),
      );
    },
  );
};

export default bulkActionRoutes;
