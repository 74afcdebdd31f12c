import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../plugins/auth.ts';
import {
  memberEndAllSchema,
  memberEndSchema,
  memberListSchema,
  ownEndOthersSchema,
  ownEndSchema,
  ownListSchema,
} from './schemas.ts';
import {
  endMemberSession,
  endMemberSessions,
  endOtherOwnSessions,
  endOwnSession,
  memberSessions,
  ownSessions,
} from './service.ts';

/** Signed-in devices: each user's own, and every member's for the merchant's owners. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = app.authenticate;
  app.get('/user/sessions', { schema: ownListSchema, onRequest: signedIn }, async (request) =>
    ownSessions(app.db, currentUser(request), request.sessionId),
  );
  app.delete('/user/sessions', { schema: ownEndOthersSchema, onRequest: signedIn }, async (request) =>
    endOtherOwnSessions(app.db, currentUser(request), request.sessionId),
  );
  app.delete('/user/sessions/:id', { schema: ownEndSchema, onRequest: signedIn }, async (request, reply) => {
    await endOwnSession(app.db, currentUser(request), request.params.id, request.sessionId);
    return reply.status(204).send();
  });

  const owner = app.requireSuperuser;
  app.get('/admin/staff/:id/sessions', { schema: memberListSchema, onRequest: owner }, async (request) =>
    memberSessions(app.db, currentUser(request), request.params.id, request.sessionId),
  );
  app.delete('/admin/staff/:id/sessions', { schema: memberEndAllSchema, onRequest: owner }, async (request) =>
    endMemberSessions(app.db, currentUser(request), request.params.id, request.sessionId),
  );
  app.delete(
    '/admin/staff/:id/sessions/:sessionId',
    { schema: memberEndSchema, onRequest: owner },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      await endMemberSession(app.db, currentUser(request), id, sessionId);
      return reply.status(204).send();
    },
  );
};

export default sessionRoutes;
