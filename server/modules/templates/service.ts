import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  MessageSettings,
  MessageTemplate,
  MessageTemplates,
  TemplatePreview,
  TemplatePreviewRequest,
  TemplateText,
} from '../../../src/domain/contracts/templates.ts';
import {
  MESSAGE_KIND_SPECS,
  MESSAGE_KINDS,
  MESSAGE_LANGS,
  type MessageKind,
  type MessageLang,
  messageTextProblems,
} from '../../../src/domain/message-kinds.ts';
import type { TemplateProblem } from '../../../src/domain/message-template.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { defaultTemplate, renderTemplateText } from './messages.ts';
import {
  deleteTemplateRow,
  findMerchantMessageSettings,
  findTemplateRow,
  listTemplateRows,
  lockMerchant,
  saveTemplateRow,
  setEmailReceipts,
  type TemplateRow,
} from './repository.ts';
import { sampleValues } from './samples.ts';

export {
  composeMessage,
  defaultTemplate,
  enqueueMessage,
  enqueueMessages,
  type QueuedMessage,
  templateInUse,
} from './messages.ts';

interface Owner {
  merchant_id: number;
  username: string;
}

function templateOf(kind: MessageKind, lang: MessageLang, row: TemplateRow | undefined): MessageTemplate {
  const spec = MESSAGE_KIND_SPECS[kind];
  const fallback = defaultTemplate(kind, lang);
  return {
    kind,
    lang,
    channel: spec.channel,
    subject: row?.subject ?? fallback.subject,
    body: row?.body ?? fallback.body,
    default_subject: fallback.subject,
    default_body: fallback.body,
    customised: row !== undefined,
    variables: [...spec.variables],
    required: [...spec.required],
    updated_at: row ? new Date(row.updated_at).toISOString() : null,
  };
}

async function merchantSettings(db: DbHandle, merchantId: number) {
  const merchant = await findMerchantMessageSettings(db, merchantId);
  if (!merchant) throw messageError(404, 'errors.not_found');
  return merchant;
}

/** Every kind in every language, with whether paid customers get a receipt. */
export async function messageTemplates(db: DbHandle, merchantId: number): Promise<MessageTemplates> {
  const [merchant, rows] = await Promise.all([
    merchantSettings(db, merchantId),
    listTemplateRows(db, merchantId),
  ]);
  const templates = MESSAGE_KINDS.flatMap((kind) =>
    MESSAGE_LANGS.map((lang) =>
      templateOf(
        kind,
        lang,
        rows.find((row) => row.kind === kind && row.lang === lang),
      ),
    ),
  );
  return { email_receipts: merchant.email_receipts, templates };
}

const problemMessage = (problem: TemplateProblem): Msg =>
  problem.kind === 'malformed'
    ? msg('errors.template_malformed')
    : msg(`errors.template_${problem.kind}_variable`, { name: problem.name });

/** Refuses, field by field and naming each variable, a text its kind cannot send. */
function assertSendable(kind: MessageKind, text: TemplateText): void {
  const problems = messageTextProblems(kind, text);
  const fields: Record<string, Msg[]> = {};
  if (problems.subject.length > 0) fields.subject = problems.subject.map(problemMessage);
  if (problems.body.length > 0) fields.body = problems.body.map(problemMessage);
  if (MESSAGE_KIND_SPECS[kind].channel === 'email' && text.subject.trim() === '') {
    fields.subject = [msg('errors.blank'), ...(fields.subject ?? [])];
  }
  if (text.body.trim() === '') fields.body = [msg('errors.blank'), ...(fields.body ?? [])];
  if (Object.keys(fields).length > 0) throw fieldErrors(fields);
}

/** An SMS has no subject: whatever the form sent is not kept. */
const normalised = (kind: MessageKind, text: TemplateText): TemplateText => ({
  subject: MESSAGE_KIND_SPECS[kind].channel === 'email' ? text.subject.trim() : '',
  body: text.body,
});

function textChanges(before: TemplateText, after: TemplateText): ActivityChange[] {
  return (['subject', 'body'] as const)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** Saves the owner's text of a kind in a language, logged with what it replaced. */
export async function saveTemplate(
  db: DbHandle,
  owner: Owner,
  kind: MessageKind,
  lang: MessageLang,
  input: TemplateText,
): Promise<MessageTemplate> {
  const text = normalised(kind, input);
  assertSendable(kind, text);
  return inTransaction(db, async (trx) => {
    await lockMerchant(trx, owner.merchant_id);
    const before = templateOf(kind, lang, await findTemplateRow(trx, owner.merchant_id, kind, lang));
    const changes = textChanges(before, text);
    if (changes.length === 0) return before;
    const updatedAt = new Date();
    const row = { kind, lang, channel: MESSAGE_KIND_SPECS[kind].channel, ...text, updated_at: updatedAt };
    await saveTemplateRow(trx, owner.merchant_id, row);
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_template_saved',
      plugin: null,
      params: { kind, lang, changes },
    });
    return templateOf(kind, lang, row);
  });
}

/** Back to the default text: the owner's is deleted, and the log keeps what it said. */
export async function resetTemplate(
  db: DbHandle,
  owner: Owner,
  kind: MessageKind,
  lang: MessageLang,
): Promise<MessageTemplate> {
  return inTransaction(db, async (trx) => {
    await lockMerchant(trx, owner.merchant_id);
    const row = await findTemplateRow(trx, owner.merchant_id, kind, lang);
    const after = templateOf(kind, lang, undefined);
    if (!row) return after;
    await deleteTemplateRow(trx, owner.merchant_id, kind, lang);
    await recordActivity(trx, {
      merchantId: owner.merchant_id,
      actor: owner.username,
      action: 'activity.settings_template_reset',
      plugin: null,
      params: { kind, lang, changes: textChanges(row, after) },
    });
    return after;
  });
}

/** The form's text filled with made-up values, as text and as the email's HTML. */
export async function previewTemplate(
  db: DbHandle,
  merchantId: number,
  publicUrl: string,
  request: TemplatePreviewRequest,
): Promise<TemplatePreview> {
  const text = normalised(request.kind, request);
  assertSendable(request.kind, text);
  const merchant = await merchantSettings(db, merchantId);
  const values = sampleValues(request.kind, request.lang, merchant, publicUrl);
  return renderTemplateText(request.kind, request.lang, text, values);
}

/** Turns customers' emailed receipts on or off, logged. */
export async function updateMessageSettings(
  db: DbHandle,
  owner: Owner,
  settings: MessageSettings,
): Promise<MessageSettings> {
  return inTransaction(db, async (trx) => {
    await lockMerchant(trx, owner.merchant_id);
    const current = await merchantSettings(trx, owner.merchant_id);
    if (current.email_receipts !== settings.email_receipts) {
      await setEmailReceipts(trx, owner.merchant_id, settings.email_receipts);
      await recordActivity(trx, {
        merchantId: owner.merchant_id,
        actor: owner.username,
        action: settings.email_receipts
          ? 'activity.settings_email_receipts_on'
          : 'activity.settings_email_receipts_off',
        plugin: null,
        params: {
          changes: [
            { field: 'email_receipts', before: current.email_receipts, after: settings.email_receipts },
          ],
        },
      });
    }
    return { email_receipts: settings.email_receipts };
  });
}
