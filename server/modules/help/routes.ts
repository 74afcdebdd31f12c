import type { FastifyInstance } from 'fastify';
import type { HelpOptions, HelpRequest } from '../../../src/domain/api-types.ts';
import type { Db } from '../../db/database.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { bearer, errors, messageSchema, text } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';
import { enqueue } from '../outbox/repository.ts';
import { findMerchant } from '../users/repository.ts';

const optionsSchema = {
  tags: ['help'],
  summary: 'Help form metadata: subject choices',
  security: bearer,
  response: {
    200: {
      type: 'object',
      required: ['subject_choices'],
      properties: {
        subject_choices: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'display_name'],
            properties: { value: { type: 'string' }, display_name: { type: 'string' } },
          },
        },
      },
    },
    ...errors(401),
  },
} as const;

const sendSchema = {
  tags: ['help'],
  summary: "Send a message to the merchant's support address",
  security: bearer,
  body: {
    type: 'object',
    required: ['email', 'subject', 'email_message'],
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254, format: 'email' },
      subject: text(100),
      email_message: text(5000),
    },
  },
  response: { 201: messageSchema, ...errors(400, 401) },
} as const;

function subjects(db: Db, merchantId: number) {
  return db
    .selectFrom('help_subjects')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export default async function helpRoutes(app: FastifyInstance) {
  app.options('/dashboard/help', { schema: optionsSchema, onRequest: app.authenticate }, async (request) => {
    const lang = pickLang(request.headers['accept-language']);
    const rows = await subjects(app.db, currentUser(request).merchant_id);
    const options: HelpOptions = {
      subject_choices: rows.map((row) => ({
        value: row.value,
        display_name: lang === 'ar' ? row.label_ar : row.label_en,
      })),
    };
    return options;
  });

  app.post<{ Body: HelpRequest }>(
    '/dashboard/help',
    { schema: sendSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const user = currentUser(request);
      const { email, subject, email_message } = request.body;
      const choice = (await subjects(app.db, user.merchant_id)).find((row) => row.value === subject);
      if (!choice) throw fieldErrors({ subject: [msg('errors.invalid_choice_value', { value: subject })] });
      const merchant = await findMerchant(app.db, user.merchant_id);
      if (!merchant) throw messageError(404, 'errors.not_found');
      // Support staff read the message in English, whatever the sender's language.
      await app.db.transaction().execute(async (trx) => {
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
    },
  );
}
