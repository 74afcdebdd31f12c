import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pickLang, translate } from '../../lib/i18n.ts';
import { requestDevice } from '../../lib/request-device.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
} from './schemas.ts';
import {
  changePassword,
  checkCurrentPassword,
  credentialChecker,
  openSession,
  type PasswordPolicy,
  refreshSession,
  requestPasswordReset,
  resetPassword,
} from './service.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const checkCredentials = credentialChecker(app.db, config.scryptLogN);
  const policy: PasswordPolicy = { commonPasswords: app.commonPasswords, scryptLogN: config.scryptLogN };

  app.post('/user/token/', { schema: loginSchema }, async (request) => {
    const { username, password } = request.body;
    const user = await app.throttle.guard({ scope: 'login', subject: username, ip: request.ip }, () =>
      checkCredentials(username, password),
    );
    // An account with a second factor gets no tokens yet: POST /user/token/two-factor/ finishes.
    const challenge = await app.twoFactor.challengeFor(user);
    if (challenge) return challenge;
    return openSession(app.db, app.accessTokens, user, requestDevice(request), config.refreshTokenTtlS);
  });

  app.post('/user/token/refresh/', { schema: refreshSchema }, async (request) =>
    refreshSession(app.db, app.accessTokens, request.body.refresh, config.refreshTokenTtlS),
  );

  app.post('/user/forgot_password', { schema: forgotPasswordSchema }, async (request) => {
    const { username } = request.body;
    const lang = request.body.lang ?? pickLang(request.headers['accept-language']);
    // Every request counts (there is no failure to tell apart), so a mailbox cannot be flooded.
    await app.throttle.count({ scope: 'forgot_password', subject: username, ip: request.ip });
    await requestPasswordReset(app.db, { username, lang, publicUrl: config.publicUrl });
    app.outbox.wake();
    return { message: translate(pickLang(request.headers['accept-language']), 'auth.reset_link_sent') };
  });

  app.post('/user/reset_password', { schema: resetPasswordSchema }, async (request) => {
    await resetPassword(app.db, request.body, policy);
    return { message: translate(pickLang(request.headers['accept-language']), 'auth.password_reset') };
  });

  app.post(
    '/user/change_password',
    { schema: changePasswordSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { current_password } = request.body;
      // Checked first and throttled as a sign-in: a stolen session must not become a password guesser.
      await app.throttle.guard({ scope: 'login', subject: user.username, ip: request.ip }, () =>
        checkCurrentPassword(user, current_password),
      );
      await changePassword(app.db, user, request.sessionId, request.body, policy);
      return { message: translate(pickLang(request.headers['accept-language']), 'users.password_changed') };
    },
  );
};

export default authRoutes;
