import type { CreatePaymentRequest } from '../../../src/domain/contracts/payment-requests.ts';
import type { PaymentDefaults } from '../merchant/service.ts';

/**
 * What a new payment request stores: what its creator gave, else the merchant's defaults
 * (issue 19). An empty or null value counts as not given (the dashboard form sends them so), so a
 * creator replaces the merchant's text with their own, never with nothing. The creator's one
 * disclaimer is shown in both languages; the terms go as a pair, so a request never shows the
 * creator's English beside the merchant's Arabic.
 */
export function withDefaults(body: CreatePaymentRequest, defaults: PaymentDefaults): PaymentDefaults {
  const ownTerms = Boolean(body.terms_en || body.terms_ar);
  return {
    countryCode: body.country_code ?? defaults.countryCode,
    termsEn: ownTerms ? body.terms_en || null : defaults.termsEn,
    termsAr: ownTerms ? body.terms_ar || null : defaults.termsAr,
    disclaimerEn: body.disclaimer ? body.disclaimer : defaults.disclaimerEn,
    disclaimerAr: body.disclaimer ? null : defaults.disclaimerAr,
    multicheckout: body.multicheckout ?? defaults.multicheckout,
  };
}
