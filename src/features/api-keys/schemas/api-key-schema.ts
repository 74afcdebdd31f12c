import * as yup from 'yup';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_PLUGINS, type ApiKeyPlugin } from '@/domain/api-keys';
import type { ApiKeyRequest } from '@/domain/contracts/api-keys';
import type { TFunction } from '@/lib/i18n-runtime';

export interface ApiKeyValues {
  name: string;
  plugin: ApiKeyPlugin | '';
}

export const apiKeySchema = (t: TFunction) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .max(API_KEY_NAME_MAX_LENGTH, t('api-keys:create.too_long', { max: API_KEY_NAME_MAX_LENGTH })),
    plugin: yup.string().oneOf(API_KEY_PLUGINS, t('errors:required')).required(t('errors:required')),
  });

export const apiKeyRequest = (values: ApiKeyValues): ApiKeyRequest => ({
  name: values.name.trim(),
  plugin: values.plugin as ApiKeyPlugin,
});
