import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { inviteStaff, resendInvitation, withdrawInvitation } from './invitations.ts';
import {
  deactivateSchema,
  inviteSchema,
  reactivateSchema,
  resendInvitationSchema,
  resetPasswordSchema,
  resetTwoFactorSchema,
  staffEditSchema,
  staffListSchema,
  withdrawInvitationSchema,
} from './schemas.ts';
import {
  deactivateStaff,
  editStaff,
  reactivateStaff,
  resetStaffPassword,
  resetStaffTwoFactor,
  staffPage,
} from './service.ts';

/** The team, for its owners (superusers); each acts on their own merchant's accounts only. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireSuperuser;
  app.get('/admin/staff', { schema: staffListSchema, onRequest: owner }, async (request) => {
    const { limit, offset, ...filter } = request.query;
    const { count, results } = await staffPage(app.db, currentUser(request), filter, { limit, offset });
    return { count, ...pageLinks(request.url, count, limit, offset), results };
  });
  app.patch('/admin/staff/:id', { schema: staffEditSchema, onRequest: owner }, async (request) =>
    editStaff(app.db, currentUser(request), request.params.id, request.body),
  );
  app.post('/admin/staff/:id/deactivate', { schema: deactivateSchema, onRequest: owner }, async (request) =>
    deactivateStaff(app.db, currentUser(request), request.params.id),
  );
  app.post('/admin/staff/invite', { schema: inviteSchema, onRequest: owner }, async (request, reply) => {
    const lang = pickLang(request.headers['accept-language']);
    const { publicUrl, scryptLogN } = app.config;
    const member = await inviteStaff(app.db, currentUser(request), request.body, {
      lang,
      publicUrl,
      scryptLogN,
    });
    app.outbox.wake();
    return reply.status(201).send(member);
  });
  app.post(
    '/admin/staff/:id/reset-password',
    { schema: resetPasswordSchema, onRequest: owner },
    async (request, reply) => {
      const lang = pickLang(request.headers['accept-language']);
      await resetStaffPassword(app.db, currentUser(request), request.params.id, {
        lang,
        publicUrl: app.config.publicUrl,
      });
      app.outbox.wake();
      return reply.status(202).send({ message: translate(lang, 'staff.reset_link_sent') });
    },
  );
  app.post('/admin/staff/:id/reactivate', { schema: reactivateSchema, onRequest: owner }, async (request) =>
    reactivateStaff(app.db, currentUser(request), request.params.id),
  );
  app.post(
    '/admin/staff/:id/two-factor/reset',
    { schema: resetTwoFactorSchema, onRequest: owner },
    async (request) => resetStaffTwoFactor(app.db, currentUser(request), request.params.id),
  );
  app.post(
    '/admin/staff/:id/resend-invitation',
    { schema: resendInvitationSchema, onRequest: owner },
    async (request) => {
      const member = await resendInvitation(app.db, currentUser(request), request.params.id, {
        lang: pickLang(request.headers['accept-language']),
        publicUrl: app.config.publicUrl,
      });
      app.outbox.wake();
      return member;
    },
  );
  app.post(
    '/admin/staff/:id/withdraw-invitation',
    { schema: withdrawInvitationSchema, onRequest: owner },
    async (request) => {
      await withdrawInvitation(app.db, currentUser(request), request.params.id);
      return {
        message: translate(pickLang(request.headers['accept-language']), 'staff.invitation_withdrawn'),
      };
    },
  );
};

export default staffRoutes;
