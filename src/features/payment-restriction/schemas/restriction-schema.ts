import * as yup from 'yup';
import type {
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '@/domain/contracts/customer-payments';
import {
  BOUND_FIELDS,
  type BoundError,
  type BoundField,
  checkBounds,
  gatewaysChosen,
} from '@/domain/payment-restriction';
import type { TFunction } from '@/lib/i18n-runtime';

export interface BoundsValues {
  min_amount: string;
  max_amount: string;
}

export interface RestrictionValues {
  /** One row per currency the gateways take; empty fields are no bound. */
  amounts: Record<string, BoundsValues>;
  all_gateways: boolean;
  pg_codes: string[];
}

export function initialValues(settings: PaymentRestrictionResponse): RestrictionValues {
  return {
    amounts: Object.fromEntries(
      settings.currencies.map(({ currency }) => {
        const saved = settings.amounts[currency];
        return [currency, { min_amount: saved?.min_amount ?? '', max_amount: saved?.max_amount ?? '' }];
      }),
    ),
    all_gateways: settings.all_gateways,
    pg_codes: settings.pg_codes,
  };
}

export function toSettings(values: RestrictionValues): PaymentRestrictionSettings {
  return {
    amounts: Object.fromEntries(
      Object.entries(values.amounts).map(([currency, bounds]) => [
        currency,
        { min_amount: bounds.min_amount.trim() || null, max_amount: bounds.max_amount.trim() || null },
      ]),
    ),
    all_gateways: values.all_gateways,
    pg_codes: values.all_gateways ? [] : values.pg_codes,
  };
}

export const boundMessage = (t: TFunction, error: BoundError): string =>
  error.key === 'too_many_decimals'
    ? t('restriction:errors.too_many_decimals', { decimals: error.decimals })
    : t(`restriction:errors.${error.key}`);

/** src/domain/payment-restriction.ts's rules, worded in the reader's language. */
export function restrictionSchema(t: TFunction, currencies: readonly string[]) {
  const boundsOf = (currency: string) =>
    yup.object(
      Object.fromEntries(
        BOUND_FIELDS.map((field: BoundField) => [
          field,
          yup
            .string()
            .default('')
            .test(field, '', function check() {
              const error = checkBounds(this.parent as BoundsValues, currency).errors[field];
              return error ? this.createError({ message: boundMessage(t, error) }) : true;
            }),
        ]),
      ),
    );
  return yup.object({
    amounts: yup.object(Object.fromEntries(currencies.map((currency) => [currency, boundsOf(currency)]))),
    all_gateways: yup.boolean().required(),
    pg_codes: yup
      .array(yup.string().required())
      .default([])
      .test('one', t('restriction:errors.no_gateway'), function check(codes) {
        return gatewaysChosen(this.parent.all_gateways, codes ?? []);
      }),
  });
}
