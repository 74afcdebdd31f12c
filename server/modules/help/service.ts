import type { HelpOptions, HelpRequest } from '../../../src/domain/contracts/merchant.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { findMerchant } from '../merchant/service.ts';
import { enqueue } from '../outbox/service.ts';
import { listHelpSubjects } from './repository.ts';

export async function helpOptions(db: DbHandle, merchantId: number, lang: Lang): Promise<HelpOptions> {
  const rows = await listHelpSubjects(db, merchantId);
  return {
    subject_choices: rows.map((row) => ({
      value: row.value,
      display_name: lang === 'ar' ? row.label_ar : row.label_en,
    })),
  };
}

/**
 * Queues the message for the merchant's support address; the caller wakes the outbox. Support
 * staff read it in English, whatever the sender's language.
 */
export async function sendHelp(
  db: DbHandle,
  sender: { merchant_id: number; username: string },
  request: HelpRequest,
): Promise<void> {
  const { email, subject, email_message } = request;
  const choice = (await listHelpSubjects(db, sender.merchant_id)).find((row) => row.value === subject);
  if (!choice) throw fieldErrors({ subject: [msg('errors.invalid_choice_value', { value: subject })] });
  const merchant = await findMerchant(db, sender.merchant_id);
  if (!merchant) throw messageError(404, 'errors.not_found');
  await inTransaction(db, async (trx) => {
    await enqueue(trx, {
      channel: 'email',
      merchant_id: sender.merchant_id,
      recipient: merchant.support_email,
      subject: translate('en', 'email.help.subject', {
        subject: choice.label_en,
        username: sender.username,
      }),
      body: translate('en', 'email.help.body', {
        username: sender.username,
        email,
        message: email_message,
      }),
    });
    await recordActivity(trx, {
      merchantId: sender.merchant_id,
      actor: sender.username,
      action: 'activity.help_sent',
      plugin: null,
      params: { subject: choice.label_en },
    });
  });
}
