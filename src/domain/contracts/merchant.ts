/**
 * The merchant as the PWA sees it (configuration, installed plugins, dashboard sections,
 * settings) and the small staff services beside it: help, code pairing, push registration.
 */
import { type Static, Type } from 'typebox';
import { PAYMENT_SETTINGS_LIMITS } from '../payment-settings.ts';
import { PLUGIN_KINDS, SECTION_FLAGS } from '../plugins.ts';
import { Choice, Nullable, Text } from './common.ts';
import { SignedOutLandingTarget } from './public-pages.ts';

/** GET /api/v1/config/: public merchant details plus runtime settings the PWA needs. */
export const MerchantConfig = Type.Object({
  admin_url: Type.String(),
  logo_url: Nullable(Type.String()),
  favicon_url: Nullable(Type.String()),
  title: Type.String(),
  title_en: Type.String(),
  title_ar: Type.String(),
  subheader: Type.String(),
  /** Idle time before the session-expired modal, in ms (SPEC 9: 1200000). */
  session_idle_ms: Type.Integer(),
  /** Where a signed-out visitor to /{lang} goes: a page under /{lang}/ or the merchant's website. */
  signed_out_landing: SignedOutLandingTarget,
  /** A gateway customers can choose uses a provider's test account: the dashboard shows "Test mode". */
  test_mode: Type.Boolean(),
});
export type MerchantConfig = Static<typeof MerchantConfig>;

const PluginKind = Type.Enum(PLUGIN_KINDS);

export const InstalledPlugins = Type.Object({ results: Type.Array(PluginKind) });
export type InstalledPlugins = Static<typeof InstalledPlugins>;

/** GET /api/v1/plugins/sections: the dashboard sections this user may see. */
export const DashboardSection = Type.Object({
  plugin: PluginKind,
  label_en: Type.String(),
  label_ar: Type.String(),
  flags: Type.Partial(Type.Record(Type.Enum(SECTION_FLAGS), Type.Boolean())),
  /** Transaction-fields feature enabled for this section and the user holds its permission. */
  table_headers: Type.Boolean(),
});
export type DashboardSection = Static<typeof DashboardSection>;

export const SectionsResponse = Type.Object({ results: Type.Array(DashboardSection) });
export type SectionsResponse = Static<typeof SectionsResponse>;

export const TransactionFieldsParams = Type.Object({ type: PluginKind });
export const TransactionFieldsCheck = Type.Object({ enabled: Type.Boolean() });

const SettingText = (maxLength: number) => Type.String({ maxLength });
const AreaList = Type.Array(Type.String({ maxLength: PAYMENT_SETTINGS_LIMITS.area_name }), {
  maxItems: PAYMENT_SETTINGS_LIMITS.areas,
});

/**
 * GET /api/v1/merchant/settings (superusers): the merchant's payment settings. An empty pause
 * message reads as SPEC 4's "Sorry, we don't accept payments for the moment"; terms,
 * disclaimer, country and multicheckout are what a new payment request takes when its creator
 * gives none; the Kuwait areas are the pay page's address-step list, index-aligned.
 */
export const MerchantSettings = Type.Object(
  {
    payments_paused: Type.Boolean(),
    pause_message_en: SettingText(PAYMENT_SETTINGS_LIMITS.pause_message),
    pause_message_ar: SettingText(PAYMENT_SETTINGS_LIMITS.pause_message),
    terms_en: SettingText(PAYMENT_SETTINGS_LIMITS.terms),
    terms_ar: SettingText(PAYMENT_SETTINGS_LIMITS.terms),
    disclaimer_en: SettingText(PAYMENT_SETTINGS_LIMITS.disclaimer),
    disclaimer_ar: SettingText(PAYMENT_SETTINGS_LIMITS.disclaimer),
    /** ISO 3166 alpha-2, one of the phone fields' countries. */
    default_country: Type.String({ pattern: '^[A-Z]{2}$' }),
    capture_delivery_address: Type.Boolean(),
    capture_delivery_location: Type.Boolean(),
    first_popup_en: SettingText(PAYMENT_SETTINGS_LIMITS.popup),
    first_popup_ar: SettingText(PAYMENT_SETTINGS_LIMITS.popup),
    second_popup_en: SettingText(PAYMENT_SETTINGS_LIMITS.popup),
    second_popup_ar: SettingText(PAYMENT_SETTINGS_LIMITS.popup),
    kuwait_areas_en: AreaList,
    kuwait_areas_ar: AreaList,
  },
  { additionalProperties: false },
);
export type MerchantSettings = Static<typeof MerchantSettings>;

/** PATCH /api/v1/merchant/settings: any of the settings, at least one; the answer is all of them. */
export const MerchantSettingsPatch = Type.Partial(MerchantSettings, {
  additionalProperties: false,
  minProperties: 1,
});
export type MerchantSettingsPatch = Static<typeof MerchantSettingsPatch>;

/** OPTIONS /api/v1/dashboard/help */
export const HelpOptions = Type.Object({ subject_choices: Type.Array(Choice) });
export type HelpOptions = Static<typeof HelpOptions>;

export const HelpRequest = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  subject: Text(100),
  email_message: Text(5000),
});
export type HelpRequest = Static<typeof HelpRequest>;

export const VerifyRefererRequest = Type.Object({ referer: Text(2048) });
export const VerifyRefererResponse = Type.Object({ valid: Type.Boolean() });

export const CodePairingRequest = Type.Object({ code: Text(100), pair: Text(100) });
export type CodePairingRequest = Static<typeof CodePairingRequest>;

export const CodePairingResponse = Type.Object({ redirect_url: Type.String() });
export type CodePairingResponse = Static<typeof CodePairingResponse>;

/** POST /api/v1/register-notif-token/: this device's FCM token, for the signed-in user. */
export const RegisterNotifTokenRequest = Type.Object({
  registration_id: Type.String({ minLength: 1, maxLength: 4096 }),
  type: Type.Enum(['web']),
});
export type RegisterNotifTokenRequest = Static<typeof RegisterNotifTokenRequest>;
