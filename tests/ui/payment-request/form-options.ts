import type { PaymentRequestFormOptions } from '@/domain/contracts/payment-requests';

/** Form options as OPTIONS /plugins/payment_request/transaction/create returns them for the demo merchant. */
export const OPTIONS: PaymentRequestFormOptions = {
  currencies: [
    { code: 'KWD', decimals: 3 },
    { code: 'USD', decimals: 2 },
  ],
  default_currency: 'KWD',
  gateways: [
    { code: 'knet', name_en: 'KNET', name_ar: 'كي نت', name: 'KNET', logo_url: null },
    { code: 'kpay', name_en: 'KPay', name_ar: 'كي باي', name: 'KPay', logo_url: null },
  ],
  default_country: 'KW',
  preferred_countries: ['KW', 'US'],
  default_email: 'support@merchant.test',
  limits: { customer_name: 150, description: 2000, disclaimer: 1000, terms: 10000, popup: 500 },
};
