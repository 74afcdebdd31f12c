import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission } from '../../src/domain/permissions.ts';
import { ENROLMENT_REQUIRED_HEADER } from '../../src/domain/two-factor-enrolment.ts';
import { coalescedReader } from '../lib/coalesced-reader.ts';
import { messageError } from '../lib/errors.ts';
import { rememberVerified } from '../lib/verified-tokens.ts';
import { AccessTokens, jwtSecret } from '../modules/auth/service.ts';
import { findSessionsWithUsers, noteSessionUse } from '../modules/sessions/service.ts';
import { mustEnrolNow } from '../modules/two-factor/service.ts';
import type { User } from '../modules/users/service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a user who must set up two-factor sign-in first (every other route answers 403). */
    duringTwoFactorEnrolment?: boolean;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest hook: a valid bearer token of an open session of an active user, else 401. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: signed in and holding at least one of `names` (superusers hold all), else 401/403. */
    requirePermission(...names: string[]): onRequestAsyncHookHandler;
    /** onRequest hook: signed in as a superuser, else 401/403. */
    requireSuperuser: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw messageError(401, 'errors.not_authenticated');
  return request.user;
}

async function auth(app: FastifyInstance) {
  const secret = await jwtSecret(app.db, app.config.jwtSecret);
  app.decorate('accessTokens', new AccessTokens(secret, app.config.accessTokenTtlS));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const verifyToken = rememberVerified((token) => app.accessTokens.verify(token));
  // Requests authenticating at the same moment share one read of their sessions and users.
  const loadSession = coalescedReader((ids: string[]) => findSessionsWithUsers(app.db, ids));

  const authenticate: onRequestAsyncHookHandler = async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await verifyToken(match[1]) : null;
    // Reading the session and its user after each request arrived (never a cached copy) makes
    // an ended session, a deleted or deactivated account, or changed permissions count at once.
    const session = claims ? await loadSession(claims.sessionId) : undefined;
    const user = session?.user;
    if (!claims || !session || session.ended_at || user?.id !== claims.userId || !user.is_active)
      throw messageError(401, 'errors.not_authenticated');
    if (user.sessions_ended_at && claims.issuedAtMs <= user.sessions_ended_at.getTime())
      throw messageError(401, 'errors.not_authenticated');
    await noteSessionUse(app.db, claims.sessionId, session.last_used_at);
    // The merchant requires a second factor of this user, who has none yet: enrolment only.
    if (!request.routeOptions.config.duringTwoFactorEnrolment && (await mustEnrolNow(app.db, user))) {
      reply.header(ENROLMENT_REQUIRED_HEADER, 'required');
      throw messageError(403, 'two_factor.enrolment_required');
    }
    request.user = user;
    request.sessionId = claims.sessionId;
  };
  app.decorate('authenticate', authenticate);

  app.decorate('requirePermission', (...names: string[]): onRequestAsyncHookHandler => {
    return async function requirePermission(this: FastifyInstance, request, reply) {
      await authenticate.call(this, request, reply);
      const user = currentUser(request);
      if (!names.some((name) => hasPermission(user, name))) throw messageError(403, 'errors.forbidden');
    };
  });

  app.decorate('requireSuperuser', async function requireSuperuser(this: FastifyInstance, request, reply) {
    await authenticate.call(this, request, reply);
    if (!currentUser(request).is_superuser) throw messageError(403, 'errors.forbidden');
  } satisfies onRequestAsyncHookHandler);
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });
