import type { Generated } from 'kysely';
import type { KuwaitAreas } from '../../src/domain/payment-settings.ts';
import type { SignedOutLanding } from '../../src/domain/signed-out-landing.ts';
import type { Json, NullableJson } from './column-types.ts';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface MerchantsTable {
  id: Generated<number>;
  title_en: string;
  title_ar: string;
  subheader: string;
  logo_url: string | null;
  favicon_url: string | null;
  admin_url: string;
  support_email: string;
  created_at: Generated<Date>;
  payments_paused: Generated<boolean>;
  welcome_popup_en: string | null;
  welcome_popup_ar: string | null;
  /** Owners and staff who can refund or export must sign in with a second factor. */
  two_factor_required: Generated<boolean>;
  pause_message_en: Generated<string>;
  pause_message_ar: Generated<string>;
  terms_en: Generated<string>;
  terms_ar: Generated<string>;
  disclaimer_en: Generated<string>;
  disclaimer_ar: Generated<string>;
  default_country: Generated<string>;
  capture_delivery_address: Generated<boolean>;
  capture_delivery_location: Generated<boolean>;
  first_popup_en: Generated<string>;
  first_popup_ar: Generated<string>;
  second_popup_en: Generated<string>;
  second_popup_ar: Generated<string>;
  /** null: the built-in list (server/modules/merchant/kuwait-areas.ts). */
  kuwait_areas: NullableJson<KuwaitAreas>;
  /** The unit customer pages show when their transaction names none; null: the first. */
  default_unit_id: number | null;
  /** Where a signed-out visitor to the root goes (issue 19). */
  signed_out_landing: Generated<SignedOutLanding>;
  /** Customers who gave an email get a receipt of each successful payment (issue 20). */
  email_receipts: Generated<boolean>;
}

export interface UnitsTable {
  id: Generated<number>;
  merchant_id: number;
  title_en: string;
  title_ar: string;
  logo_url: string | null;
  website: string | null;
  twitter_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  show_unit_title: Generated<boolean>;
  header_color: Generated<string>;
  header_image_url: string | null;
  header_image_link: string | null;
}

export interface MerchantPluginsTable {
  merchant_id: number;
  plugin: string;
  enabled: Generated<boolean>;
  flags: Json<Record<string, boolean>>;
  transaction_fields_enabled: Generated<boolean>;
}

export interface PluginAppearanceTable {
  merchant_id: number;
  plugin: string;
  theme: Generated<string>;
  show_social_links: Generated<boolean>;
  show_language_button: Generated<boolean>;
}

/** A merchant's own wording of a message kind in one language; no row: the default text. */
export interface MessageTemplatesTable {
  merchant_id: number;
  kind: string;
  lang: string;
  channel: string;
  subject: string;
  body: string;
  updated_at: Date;
}
