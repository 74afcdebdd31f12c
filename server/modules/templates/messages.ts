import {
  LINK_VARIABLES,
  MESSAGE_KIND_SPECS,
  type MessageKind,
  type MessageLang,
} from '../../../src/domain/message-kinds.ts';
import { type RenderedMessage, renderMessage } from '../../../src/domain/message-render.ts';
import type { DbHandle } from '../../db/handle.ts';
import { catalogueText } from '../../lib/i18n.ts';
import { enqueue, enqueueMany } from '../outbox/service.ts';
import { findTemplateRow } from './repository.ts';

export interface TemplateText {
  subject: string;
  body: string;
}

/** The text a kind has until the merchant writes their own: the locale file's (one home). */
export function defaultTemplate(kind: MessageKind, lang: MessageLang): TemplateText {
  const spec = MESSAGE_KIND_SPECS[kind];
  return {
    subject: spec.channel === 'email' ? catalogueText(lang, `message.${kind}.subject`) : '',
    body: catalogueText(lang, `message.${kind}.body`),
  };
}

/** The merchant's text of a kind in a language, else the default. */
export async function templateInUse(
  db: DbHandle,
  merchantId: number,
  kind: MessageKind,
  lang: MessageLang,
): Promise<TemplateText> {
  const row = await findTemplateRow(db, merchantId, kind, lang);
  return row ? { subject: row.subject, body: row.body } : defaultTemplate(kind, lang);
}

/** A text filled with values: text for every channel, HTML too for an email. */
export function renderTemplateText(
  kind: MessageKind,
  lang: MessageLang,
  template: TemplateText,
  values: Readonly<Record<string, string>>,
): RenderedMessage {
  return renderMessage(template, values, {
    channel: MESSAGE_KIND_SPECS[kind].channel,
    links: LINK_VARIABLES,
    lang,
  });
}

/** The message as the merchant worded it, filled with `values` (one per variable of the kind). */
export async function composeMessage(
  db: DbHandle,
  input: {
    merchantId: number;
    kind: MessageKind;
    lang: MessageLang;
    values: Readonly<Record<string, string>>;
  },
): Promise<RenderedMessage> {
  const template = await templateInUse(db, input.merchantId, input.kind, input.lang);
  return renderTemplateText(input.kind, input.lang, template, input.values);
}

export interface QueuedMessage {
  kind: MessageKind;
  lang: MessageLang;
  recipient: string;
  values: Readonly<Record<string, string>>;
  /** The transaction whose payment link it carries (the bulk transaction logs read it). */
  transactionId?: string;
  /** A text of its own (an event's confirmation), checked at save like a template; else the merchant's. */
  text?: TemplateText;
}

/**
 * Queues a message of the merchant's in the caller's database transaction, so it exists if and
 * only if the change that causes it commits. The caller wakes the outbox.
 */
export async function enqueueMessage(
  trx: DbHandle,
  input: QueuedMessage & { merchantId: number },
): Promise<void> {
  const message = input.text
    ? renderTemplateText(input.kind, input.lang, input.text, input.values)
    : await composeMessage(trx, input);
  await enqueue(trx, {
    channel: MESSAGE_KIND_SPECS[input.kind].channel,
    merchant_id: input.merchantId,
    recipient: input.recipient,
    subject: message.subject,
    body: message.text,
    html: message.html,
    transaction_id: input.transactionId ?? null,
  });
}

/**
 * enqueueMessage for many messages of one merchant: each kind and language's template read
 * once, however many messages use it, and the messages written a thousand an INSERT.
 */
export async function enqueueMessages(
  trx: DbHandle,
  merchantId: number,
  messages: readonly QueuedMessage[],
): Promise<void> {
  const templates = new Map<string, TemplateText>();
  for (const { kind, lang } of messages) {
    const key = `${kind}/${lang}`;
    if (!templates.has(key)) templates.set(key, await templateInUse(trx, merchantId, kind, lang));
  }
  await enqueueMany(
    trx,
    messages.map(({ kind, lang, recipient, values, transactionId }) => {
      const template = templates.get(`${kind}/${lang}`) as TemplateText;
      const message = renderTemplateText(kind, lang, template, values);
      return {
        channel: MESSAGE_KIND_SPECS[kind].channel,
        merchant_id: merchantId,
        recipient,
        subject: message.subject,
        body: message.text,
        html: message.html,
        transaction_id: transactionId ?? null,
      };
    }),
  );
}
