import { PLUGIN_KINDS, SECTION_FLAGS } from '../../../src/domain/plugins.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const nullableString = { type: ['string', 'null'] } as const;

export const configSchema = {
  tags: ['merchant'],
  summary: 'Public merchant details and runtime settings for the PWA',
  response: {
    200: {
      type: 'object',
      required: ['admin_url', 'title', 'title_en', 'title_ar', 'subheader', 'session_idle_ms'],
      properties: {
        admin_url: { type: 'string' },
        logo_url: nullableString,
        favicon_url: nullableString,
        title: { type: 'string' },
        title_en: { type: 'string' },
        title_ar: { type: 'string' },
        subheader: { type: 'string' },
        session_idle_ms: { type: 'integer' },
      },
    },
    ...errors(404),
  },
} as const;

export const installedSchema = {
  tags: ['merchant'],
  summary: 'Plugins the merchant has installed',
  response: {
    200: {
      type: 'object',
      required: ['results'],
      properties: { results: { type: 'array', items: { type: 'string', enum: [...PLUGIN_KINDS] } } },
    },
  },
} as const;

export const sectionsSchema = {
  tags: ['merchant'],
  summary: 'Dashboard sections the signed-in user may see, with their sub-item flags',
  security: bearer,
  response: {
    200: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            required: ['plugin', 'label_en', 'label_ar', 'flags', 'table_headers'],
            properties: {
              plugin: { type: 'string', enum: [...PLUGIN_KINDS] },
              label_en: { type: 'string' },
              label_ar: { type: 'string' },
              flags: {
                type: 'object',
                properties: Object.fromEntries(SECTION_FLAGS.map((flag) => [flag, { type: 'boolean' }])),
              },
              table_headers: { type: 'boolean' },
            },
          },
        },
      },
    },
    ...errors(401),
  },
} as const;

export const transactionFieldsCheckSchema = {
  tags: ['merchant'],
  summary: 'Whether the transaction-fields (table headers) feature is enabled for a plugin',
  security: bearer,
  params: {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', enum: [...PLUGIN_KINDS] } },
  },
  response: {
    200: { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' } } },
    ...errors(400, 401, 403),
  },
} as const;

const settingsBody = {
  type: 'object',
  required: ['payments_paused'],
  properties: { payments_paused: { type: 'boolean' } },
} as const;

export const getSettingsSchema = {
  tags: ['merchant'],
  summary: 'Merchant settings (superusers): whether customer payments are paused',
  security: bearer,
  response: { 200: settingsBody, ...errors(401, 403) },
} as const;

export const patchSettingsSchema = {
  tags: ['merchant'],
  summary: 'Pause or resume customer payments (superusers); pay pages answer 423 while paused',
  security: bearer,
  body: { ...settingsBody, additionalProperties: false },
  response: { 200: settingsBody, ...errors(400, 401, 403) },
} as const;
