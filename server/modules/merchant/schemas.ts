import {
  InstalledPlugins,
  MerchantConfig,
  MerchantSettings,
  MerchantSettingsPatch,
  SectionsResponse,
  TransactionFieldsCheck,
  TransactionFieldsParams,
} from '../../../src/domain/contracts/merchant.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['merchant'];

export const configSchema = {
  tags,
  summary: 'Public merchant details and runtime settings for the PWA',
  response: { 200: MerchantConfig, ...errors(404) },
};

export const installedSchema = {
  tags,
  summary: 'Plugins the merchant has installed',
  response: { 200: InstalledPlugins },
};

export const sectionsSchema = {
  tags,
  summary: 'Dashboard sections the signed-in user may see, with their sub-item flags',
  security: bearer,
  response: { 200: SectionsResponse, ...errors(401) },
};

export const transactionFieldsCheckSchema = {
  tags,
  summary: 'Whether the transaction-fields (table headers) feature is enabled for a plugin',
  security: bearer,
  params: TransactionFieldsParams,
  response: { 200: TransactionFieldsCheck, ...errors(400, 401, 403) },
};

export const getSettingsSchema = {
  tags,
  summary:
    'Payment settings (superusers): pause and its message, default terms, disclaimer, country and multicheckout, Kuwait areas',
  security: bearer,
  response: { 200: MerchantSettings, ...errors(401, 403) },
};

export const patchSettingsSchema = {
  tags,
  summary: 'Change payment settings (superusers); while paused, pay pages answer 423 with the message',
  security: bearer,
  body: MerchantSettingsPatch,
  response: { 200: MerchantSettings, ...errors(400, 401, 403) },
};
