import * as yup from 'yup';
import type { TFunction } from '@/lib/i18n-runtime';
import { checkRefundAmount } from '../lib/refund-amount';

export interface MoneyActionValues {
  amount: string;
}

/** The refund/capture dialog's amount field (SPEC 5 "Refund amount"). */
export const moneyActionSchema = (t: TFunction, currency: string, available: string | undefined) =>
  yup.object({
    amount: yup
      .string()
      .default('')
      .test('amount', '', function check(value) {
        const error = checkRefundAmount(value ?? '', currency, available);
        if (!error) return true;
        const message =
          error.key === 'too_much'
            ? t('transaction-actions:money.too_much')
            : error.key === 'decimals'
              ? t('transaction-actions:money.decimals', { decimals: error.decimals })
              : t('transaction-actions:money.not_positive');
        return this.createError({ message });
      }),
  });
