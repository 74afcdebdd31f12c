import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

export interface SentMessage {
  project: string;
  authorization: string;
  body: { message: { token: string; webpush: unknown; data: Record<string, string> } };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/**
 * A local stand-in for Google's OAuth token endpoint and FCM HTTP v1's messages:send. It
 * checks what the real ones check: the assertion's RS256 signature against the service
 * account's public key, its issuer, audience and scope, and that each send carries a Bearer
 * token it issued. Tokens listed in `unregistered` answer 404 UNREGISTERED, like a device
 * that uninstalled the app.
 */
export class FakeFcm {
  readonly sent: SentMessage[] = [];
  readonly unregistered = new Set<string>();
  exchanges = 0;
  readonly #issued = new Set<string>();
  readonly #server: Server;
  readonly #publicKey: string;
  readonly privateKey: string;
  readonly clientEmail = 'push@kitchen-test.iam.gserviceaccount.com';
  readonly projectId = 'kitchen-test';
  #url = '';

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.#publicKey = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.#server = createServer((request, response) => {
      this.#handle(request).then(
        ([status, body]) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        (err: Error) => {
          response.writeHead(500);
          response.end(err.message);
        },
      );
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  get baseUrl(): string {
    return this.#url;
  }

  /** The service-account JSON a merchant would download from Firebase, pointing at this server. */
  serviceAccountJson(): string {
    return JSON.stringify({
      type: 'service_account',
      project_id: this.projectId,
      client_email: this.clientEmail,
      private_key: this.privateKey,
      token_uri: `${this.#url}/token`,
    });
  }

  async #handle(request: IncomingMessage): Promise<[number, unknown]> {
    const body = await readBody(request);
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        return [400, { error: 'unsupported_grant_type' }];
      }
      try {
        const { payload } = await jwtVerify(
          form.get('assertion') ?? '',
          await importSPKI(this.#publicKey, 'RS256'),
          {
            issuer: this.clientEmail,
            audience: `${this.#url}/token`,
            algorithms: ['RS256'],
          },
        );
        if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging')
          return [400, { error: 'invalid_scope' }];
      } catch {
        return [400, { error: 'invalid_grant' }];
      }
      this.exchanges += 1;
      const token = `ya29.${randomBytes(16).toString('hex')}`;
      this.#issued.add(token);
      return [200, { access_token: token, expires_in: 3599, token_type: 'Bearer' }];
    }
    const send = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '');
    if (request.method === 'POST' && send) {
      const authorization = request.headers.authorization ?? '';
      if (!this.#issued.has(authorization.replace(/^Bearer /, ''))) {
        return [401, { error: { code: 401, status: 'UNAUTHENTICATED' } }];
      }
      const parsed = JSON.parse(body) as SentMessage['body'];
      if (this.unregistered.has(parsed.message.token)) {
        return [
          404,
          {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
              ],
            },
          },
        ];
      }
      this.sent.push({ project: send[1] ?? '', authorization, body: parsed });
      return [200, { name: `projects/${send[1]}/messages/${randomBytes(8).toString('hex')}` }];
    }
    return [404, { error: 'not found' }];
  }
}
