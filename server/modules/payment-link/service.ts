import { asText, renderTemplate } from '../../../src/domain/message-template.ts';
import { formatMoney, minorFromDb } from '../../../src/domain/money.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type ActivityInput, recordActivity } from '../activity/service.ts';
import { isUuid, paymentUrl } from '../payments/service.ts';
import { enqueueMessage, enqueueMessages, type QueuedMessage, templateInUse } from '../templates/service.ts';
import { findLinkTransaction, findLinkTransactions } from './repository.ts';

export type LinkChannel = 'email' | 'sms';

/** What a payment-link message names: the transaction and its merchant. */
export interface LinkSubject {
  id: string;
  plugin: string;
  amount_minor: number | string | bigint;
  currency: string;
  title_en: string;
  title_ar: string;
  customer_name?: string;
}

/** The share message in both languages (the detail's share menu and the email/SMS actions). */
export interface ShareMessages {
  message_en: string;
  message_ar: string;
}

/** The values of the payment-link templates (message-kinds.ts), written for `lang`. */
function linkVars(config: Pick<ServerConfig, 'publicUrl'>, lang: Lang, subject: LinkSubject) {
  return {
    merchant: lang === 'ar' ? subject.title_ar : subject.title_en,
    customer_name: subject.customer_name ?? '',
    amount: formatMoney(minorFromDb(subject.amount_minor), subject.currency, lang),
    url: paymentUrl(config, lang, subject),
  };
}

/** The merchant's payment-link SMS wording in each language, read once for a whole list. */
export type ShareTexts = Readonly<Record<Lang, string>>;

export async function shareTexts(db: DbHandle, merchantId: number): Promise<ShareTexts> {
  const [en, ar] = await Promise.all([
    templateInUse(db, merchantId, 'payment_link_sms', 'en'),
    templateInUse(db, merchantId, 'payment_link_sms', 'ar'),
  ]);
  return { en: en.body, ar: ar.body };
}

/**
 * The short message in each language that a person shares by hand: worded as the merchant's
 * SMS is, so a link copied from the share menu reads like one the product texts.
 */
export function shareMessages(
  config: Pick<ServerConfig, 'publicUrl'>,
  subject: LinkSubject,
  texts: ShareTexts,
): ShareMessages {
  const text = (lang: Lang) => renderTemplate(texts[lang], linkVars(config, lang, subject), asText);
  return { message_en: text('en'), message_ar: text('ar') };
}

/** The member sending: their merchant's transactions (their own without view_all), logged under their name. */
export type LinkSender = TransactionViewer & { merchant_id: number; username: string };

export interface SendLinkInput {
  transactionId: string;
  /** Limits the lookup to one plugin's transactions; null for any plugin. */
  plugin: string | null;
  user: LinkSender;
  channel: LinkChannel;
  /** The customer's language when not given: the message is for them, not for the staff member. */
  lang?: Lang;
}

type LinkTransaction = NonNullable<Awaited<ReturnType<typeof findLinkTransaction>>>;

/** What queuing one link writes: its message and its activity entry; throws the client errors. */
function linkMessage(
  config: Pick<ServerConfig, 'publicUrl'>,
  user: LinkSender,
  transaction: LinkTransaction | undefined,
  channel: LinkChannel,
  lang?: Lang,
): { message: QueuedMessage; activity: ActivityInput } {
  if (!transaction) throw messageError(404, 'payments.transaction_not_found');
  if (!isPayable(transaction.state as TransactionState)) {
    throw nonFieldError('errors.payment_link_not_payable');
  }
  const recipient = channel === 'email' ? transaction.customer_email : transaction.customer_phone;
  if (!recipient) {
    throw fieldErrors({
      channel: [msg(channel === 'email' ? 'errors.customer_has_no_email' : 'errors.customer_has_no_phone')],
    });
  }
  const messageLang: Lang = lang ?? (transaction.language === 'ar' ? 'ar' : 'en');
  return {
    message: {
      kind: channel === 'email' ? 'payment_link' : 'payment_link_sms',
      lang: messageLang,
      recipient,
      values: linkVars(config, messageLang, transaction),
      transactionId: transaction.id,
    },
    activity: {
      merchantId: user.merchant_id,
      actor: user.username,
      action: channel === 'email' ? 'activity.payment_link_emailed' : 'activity.payment_link_texted',
      plugin: transaction.plugin as PluginKind,
      params: { id: transaction.id },
    },
  };
}

/**
 * Queues the payment link by email or SMS in the caller's database transaction, so the
 * message exists if and only if the activity entry commits. Throws the client errors.
 */
export async function sendPaymentLink(
  trx: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  input: SendLinkInput,
): Promise<void> {
  if (!isUuid(input.transactionId)) throw messageError(404, 'payments.transaction_not_found');
  const transaction = await findLinkTransaction(trx, {
    transactionId: input.transactionId,
    plugin: input.plugin,
    merchantId: input.user.merchant_id,
    createdBy: transactionCreatorScope(input.user),
  });
  const { message, activity } = linkMessage(config, input.user, transaction, input.channel, input.lang);
  await enqueueMessage(trx, { merchantId: input.user.merchant_id, ...message });
  await recordActivity(trx, activity);
}

/**
 * sendPaymentLink for many links of one sender, each in its customer's language, in a few
 * statements whatever their number (a bulk dispatch's batch): the transactions read at once,
 * each template once, the messages written together. All are queued or, on the first client
 * error, none. No activity entry a link: the caller logs the batch (a file's 100,000 rows
 * would bury everything else in the history).
 */
export async function sendPaymentLinks(
  trx: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  input: {
    plugin: string | null;
    user: LinkSender;
    links: readonly { transactionId: string; channel: LinkChannel }[];
  },
): Promise<void> {
  if (input.links.length === 0) return;
  const found = await findLinkTransactions(trx, {
    transactionIds: [...new Set(input.links.map((link) => link.transactionId))],
    plugin: input.plugin,
    merchantId: input.user.merchant_id,
    createdBy: transactionCreatorScope(input.user),
  });
  const byId = new Map(found.map((transaction) => [transaction.id, transaction]));
  const queued = input.links.map((link) =>
    linkMessage(config, input.user, byId.get(link.transactionId), link.channel),
  );
  await enqueueMessages(
    trx,
    input.user.merchant_id,
    queued.map(({ message }) => message),
  );
}

export const sentMessageKey = (channel: LinkChannel) =>
  channel === 'email' ? 'payment_link.sent_email' : 'payment_link.sent_sms';
