import type { PayPageConfig, PayTransaction } from '@/domain/contracts/payments';
import { payChoice, unitDetails } from '../events-fixtures';

/** A payable 5 KWD request with two choices, KPay (with a fee) the default. */
export const TRANSACTION: PayTransaction = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  plugin: 'payment_request',
  state: 'created',
  amount: '5.000',
  currency: 'KWD',
  decimal_places: 3,
  extra: {} as PayTransaction['extra'],
  customer_details: { 'اسم العميل': 'فاطمة' },
  merchant_details: { التاجر: 'متجر جلف باي' },
  unit_details: {} as PayTransaction['unit_details'],
  terms: { terms_en: null, terms_ar: null },
  pay_choices: [
    payChoice({ amount: '5.000', base_amount: '5.000' }),
    payChoice({
      gateway_code: 'kpay',
      gateway: 'KPay',
      value: 'kpay',
      fee: '0.150',
      amount: '5.150',
      base_amount: '5.000',
      is_default: true,
    }),
  ],
  details: null,
  valid_for_payment: true,
  has_editable_amount: false,
  description: '',
  attachment_url: null,
  attachment_name: null,
  remarks: [],
  expiration_time: null,
  country_code: 'KW',
  additional_phone_number: null,
  disclaimer: null,
  disclaimer_message: null,
  next_url: null,
};

/** The pay page's config for TRANSACTION: a plain header, no address step, no popups. */
export const PAY_CONFIG: PayPageConfig = {
  unit_details: unitDetails({ title_en: 'Gulf Pay Store', title_ar: 'متجر جلف باي' }),
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
  multicheckout: {
    multicheckout_enabled: false,
    capture_delivery_address: false,
    capture_delivery_location: false,
    first_popup: null,
    second_popup: null,
    country: 'KW',
    kuwait_areas: { en_list: [], ar_list: [] },
  },
  welcome_popup: null,
  details_prefilled: false,
  address_presets: [],
  limits: { custom_address: 100, special_instructions: 200, paci_no: 20 },
  map: { center: { lat: 29.3759, lng: 47.9774 }, zoom: 12 },
};
