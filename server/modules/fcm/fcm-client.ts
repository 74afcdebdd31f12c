import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';

/** The fields of a Google service-account key file that FCM HTTP v1 needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** A token is renewed this long before Google says it expires, so no send races its expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** The service account from FCM_SERVICE_ACCOUNT_JSON or _FILE; null when push is not configured. */
export function loadServiceAccount(config: {
  fcmServiceAccountJson: string | null;
  fcmServiceAccountFile: string | null;
}): ServiceAccount | null {
  const text =
    config.fcmServiceAccountJson ??
    (config.fcmServiceAccountFile && readFileSync(config.fcmServiceAccountFile, 'utf8'));
  if (!text) return null;
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof parsed[field] !== 'string' || !parsed[field])
      throw new Error(`FCM service account lacks ${field}`);
  }
  return parsed as ServiceAccount;
}

export interface WebPushMessage {
  token: string;
  title: string;
  body: string;
  link: string;
  data: Record<string, string>;
}

/** sent; unregistered (the token is dead: forget it); failed (logged, maybe better next time). */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'unregistered' }
  | { status: 'failed'; error: string };

/**
 * FCM HTTP v1: a JWT signed with the service account's key (RS256) is exchanged for an OAuth
 * access token, kept until shortly before it expires, and sent as the Bearer of messages:send.
 */
export class FcmClient {
  #token: { value: string; expiresAt: number } | null = null;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async #fetchToken(): Promise<string> {
    const key = await importPKCS8(this.account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(this.account.client_email)
      .setAudience(this.account.token_uri)
      .setIssuedAt(Math.floor(this.now() / 1000))
      .setExpirationTime(Math.floor(this.now() / 1000) + 3600)
      .sign(key);
    const response = await fetch(this.account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }),
    });
    if (!response.ok) throw new Error(`FCM token exchange: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token exchange: no access_token');
    this.#token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  /** One exchange at a time: a burst of orders shares the token being fetched. */
  accessToken(): Promise<string> {
    if (this.#token && this.#token.expiresAt - EXPIRY_MARGIN_MS > this.now())
      return Promise.resolve(this.#token.value);
    this.#pending ??= this.#fetchToken().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  async send(message: WebPushMessage): Promise<SendOutcome> {
    try {
      const token = await this.accessToken();
      const response = await fetch(
        `${this.baseUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: message.token,
              webpush: {
                notification: { title: message.title, body: message.body },
                fcm_options: { link: message.link },
              },
              data: message.data,
            },
          }),
        },
      );
      if (response.ok) return { status: 'sent' };
      const text = await response.text();
      if (response.status === 404 || text.includes('UNREGISTERED')) return { status: 'unregistered' };
      // A revoked or expired access token: the next send fetches a fresh one.
      if (response.status === 401) this.#token = null;
      return { status: 'failed', error: `${response.status} ${text.slice(0, 500)}` };
    } catch (err) {
      return { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
  }
}
