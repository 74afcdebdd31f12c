import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { requestDevice } from '../../lib/request-device.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkCurrentPassword, openSession } from '../auth/service.ts';
import {
  confirmSchema,
  disableSchema,
  getSecuritySchema,
  patchSecuritySchema,
  recoveryCodesSchema,
  setupSchema,
  signInSchema,
  statusSchema,
} from './schemas.ts';

/** Open while a required second factor is missing: what setting one up takes. */
const enrolment = { duringTwoFactorEnrolment: true };

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { twoFactor } = app;

  app.post('/user/token/two-factor/', { schema: signInSchema }, async (request) => {
    const { challenge, code } = request.body;
    const open = await twoFactor.openChallenge(challenge);
    // Wrong codes count as failed sign-ins of the account: the same waits as a wrong password.
    const user = await app.throttle.guard(
      { scope: 'login', subject: open.user.username, ip: request.ip },
      () => twoFactor.completeSignIn(open, code),
    );
    return openSession(app.db, app.accessTokens, user, requestDevice(request), app.config.refreshTokenTtlS);
  });

  const signedIn = { onRequest: app.authenticate, config: enrolment };
  app.get('/user/two-factor', { schema: statusSchema, ...signedIn }, async (request) =>
    twoFactor.status(currentUser(request)),
  );
  app.post('/user/two-factor/setup', { schema: setupSchema, ...signedIn }, async (request) =>
    twoFactor.beginSetup(currentUser(request)),
  );
  app.post('/user/two-factor/confirm', { schema: confirmSchema, ...signedIn }, async (request) =>
    twoFactor.confirm(currentUser(request), request.body.code),
  );

  app.post(
    '/user/two-factor/recovery-codes',
    { schema: recoveryCodesSchema, onRequest: app.authenticate },
    async (request) => twoFactor.regenerateRecoveryCodes(currentUser(request), request.body.code),
  );

  app.post(
    '/user/two-factor/disable',
    { schema: disableSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { password, code } = request.body;
      // Throttled as a sign-in: a stolen session must not become a password guesser.
      await app.throttle.guard({ scope: 'login', subject: user.username, ip: request.ip }, async () => {
        await checkCurrentPassword(user, password, 'password');
        await twoFactor.disable(user, code);
      });
      return { message: translate(pickLang(request.headers['accept-language']), 'two_factor.disabled') };
    },
  );

  const owner = app.requireSuperuser;
  app.get('/admin/security', { schema: getSecuritySchema, onRequest: owner }, async (request) =>
    twoFactor.securitySettings(currentUser(request).merchant_id),
  );
  app.patch('/admin/security', { schema: patchSecuritySchema, onRequest: owner }, async (request) =>
    twoFactor.updateSecuritySettings(currentUser(request), request.body),
  );
};

export default twoFactorRoutes;
