/** The owner's API keys page (issue 20): keys per plugin, created, rolled and revoked. */
import { type Static, Type } from 'typebox';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_PLUGINS } from '../api-keys.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

const DateTime = Type.String({ format: 'date-time' });

/** A key as listed: never the key itself nor its hash, never its webhook secret. */
export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  plugin: Type.Enum(API_KEY_PLUGINS),
  /** The key's visible start (`gpk_…`), to tell it apart from others. */
  prefix: Type.String(),
  created_at: DateTime,
  /** The owner who created it; null for the demo seed's keys or a removed account. */
  created_by: Nullable(Type.String()),
  last_used_at: Nullable(DateTime),
  state: Type.Enum(['active', 'expiring', 'revoked']),
  /** When an expiring key stops working, or a revoked one stopped. */
  revoked_at: Nullable(DateTime),
  /** Until when deliveries carry the previous webhook secret's signature too. */
  previous_webhook_secret_until: Nullable(DateTime),
});
export type ApiKey = Static<typeof ApiKey>;

export const ApiKeyListQuery = PaginationQuery;
export const ApiKeyPage = Paginated(ApiKey);
export type ApiKeyPage = Static<typeof ApiKeyPage>;

export const ApiKeyRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH }),
  plugin: Type.Enum(API_KEY_PLUGINS),
});
export type ApiKeyRequest = Static<typeof ApiKeyRequest>;

/** The only answer holding the key and its webhook secret: they are shown once. */
export const ApiKeyCreated = Type.Object({
  api_key: ApiKey,
  key: Type.String(),
  webhook_secret: Type.String(),
});
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

/** The new key of a roll, shown once; the old one is listed as expiring, or revoked at once. */
export const ApiKeyRolled = Type.Object({ api_key: ApiKey, key: Type.String() });
export type ApiKeyRolled = Static<typeof ApiKeyRolled>;

export const WebhookSecretRolled = Type.Object({ api_key: ApiKey, webhook_secret: Type.String() });
export type WebhookSecretRolled = Static<typeof WebhookSecretRolled>;
