import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { storedSecretsKey } from '../db/secrets-key.ts';
import { SecretBox } from '../lib/secret-box.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals what the server must read back (authenticator seeds, signing secrets, provider tokens). */
    secretBox: SecretBox;
  }
}

/** With no SECRETS_KEY the key lives in the database, like the JWT secret: instances share it. */
async function secrets(app: FastifyInstance) {
  const key =
    app.config.secretsKey ?? (await storedSecretsKey(app.db, randomBytes(32).toString('base64url')));
  app.decorate('secretBox', new SecretBox(key));
}

export default fp(secrets, { name: 'secrets', dependencies: ['database'] });
