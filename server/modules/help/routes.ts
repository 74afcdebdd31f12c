import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';
import { enqueue } from '../outbox/repository.ts';
import { findMerchant } from '../users/repository.ts';
import { listHelpSubjects } from './repository.ts';
import { optionsSchema, sendSchema } from './schemas.ts';

const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.options('/dashboard/help', { schema: optionsSchema, onRequest: app.authenticate }, async (request) => {
    const lang = pickLang(request.headers['accept-language']);
    const rows = await listHelpSubjects(queryable(app.db), currentUser(request).merchant_id);
    return {
      subject_choices: rows.map((row) => ({
        value: row.value,
        display_name: lang === 'ar' ? row.label_ar : row.label_en,
      })),
    };
  });

  app.post('/dashboard/help', { schema: sendSchema, onRequest: app.authenticate }, async (request, reply) => {
    const user = currentUser(request);
    const { email, subject, email_message } = request.body;
    const choice = (await listHelpSubjects(queryable(app.db), user.merchant_id)).find(
      (row) => row.value === subject,
    );
    if (!choice) throw fieldErrors({ subject: [msg('errors.invalid_choice_value', { value: subject })] });
    const merchant = await findMerchant(queryable(app.db), user.merchant_id);
    if (!merchant) throw messageError(404, 'errors.not_found');
    // Support staff read the message in English, whatever the sender's language.
    await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        await enqueue(trx, {
          channel: 'email',
          recipient: merchant.support_email,
          subject: translate('en', 'email.help.subject', {
            subject: choice.label_en,
            username: user.username,
          }),
          body: translate('en', 'email.help.body', {
            username: user.username,
            email,
            message: email_message,
          }),
        });
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.help_sent',
          plugin: null,
          params: { subject: choice.label_en },
        });
      });
    app.outbox.wake();
    return reply
      .status(201)
      .send({ message: translate(pickLang(request.headers['accept-language']), 'help.sent') });
  });
};

export default helpRoutes;
