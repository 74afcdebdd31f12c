import * as yup from 'yup';
import { isEmail, isPhoneNumber } from '@/domain/contact-rules';
import type { AdminBranch, BranchRequest, WeeklyPeriod } from '@/domain/contracts/menu-admin';
import { MAX_DELIVERY_MINUTES, MENU_MAX_POSITION } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { whole } from './category-schema';
import { nameRule, priceRule } from './form-rules';
import { type ExceptionValues, exceptionsRequest, exceptionsRule, exceptionValues } from './hours-values';

export interface BranchValues {
  name_en: string;
  name_ar: string;
  email: string;
  phone: string;
  address_en: string;
  address_ar: string;
  image_url: string | null;
  lat: string;
  lng: string;
  minimum_order: string;
  delivery_time: string;
  working_hours: WeeklyPeriod[];
  hours_exceptions: ExceptionValues[];
  closed_now: boolean;
  is_active: boolean;
  position: string;
}

export const BRANCH_SERVER_FIELDS = [
  'name_en',
  'name_ar',
  'email',
  'phone',
  'image_url',
  'lat',
  'lng',
  'minimum_order',
  'delivery_time',
  'working_hours',
  'hours_exceptions',
] as const;

const coordinate = (t: TFunction, limit: number) =>
  yup
    .string()
    .default('')
    .test('coordinate', t('branches.coordinate_invalid', { limit }), (value) => {
      if (!value?.trim()) return true;
      const number = Number(value);
      return Number.isFinite(number) && Math.abs(number) <= limit;
    });

export const branchSchema = (t: TFunction, currency: string) =>
  yup.object({
    name_en: nameRule(t),
    name_ar: nameRule(t),
    email: yup
      .string()
      .default('')
      .test('email', t('branches.email_invalid'), (value) => !value?.trim() || isEmail(value.trim())),
    phone: yup
      .string()
      .default('')
      .test('phone', t('branches.phone_invalid'), (value) => !value?.trim() || isPhoneNumber(value.trim())),
    lat: coordinate(t, 90).test('both', t('branches.location_both'), function both(value) {
      return Boolean(value?.trim()) === Boolean(this.parent.lng?.trim());
    }),
    lng: coordinate(t, 180),
    minimum_order: priceRule(t, currency, true),
    delivery_time: whole(t, MAX_DELIVERY_MINUTES),
    position: whole(t, MENU_MAX_POSITION),
    hours_exceptions: exceptionsRule(t),
  });

export const branchValues = (branch: AdminBranch | null, nextPosition: number): BranchValues => ({
  name_en: branch?.name_en ?? '',
  name_ar: branch?.name_ar ?? '',
  email: branch?.email ?? '',
  phone: branch?.phone ?? '',
  address_en: branch?.address_en ?? '',
  address_ar: branch?.address_ar ?? '',
  image_url: branch?.image_url ?? null,
  lat: branch?.lat == null ? '' : String(branch.lat),
  lng: branch?.lng == null ? '' : String(branch.lng),
  minimum_order: branch?.minimum_order ?? '0',
  delivery_time: String(branch?.delivery_time ?? 45),
  working_hours: branch?.working_hours ?? [],
  hours_exceptions: exceptionValues(branch?.hours_exceptions ?? []),
  closed_now: branch?.closed_now ?? false,
  is_active: branch?.is_active ?? true,
  position: String(branch?.position ?? nextPosition),
});

export const branchRequest = (values: BranchValues): BranchRequest => ({
  ...values,
  email: values.email.trim(),
  phone: values.phone.trim(),
  lat: values.lat.trim() ? Number(values.lat) : null,
  lng: values.lng.trim() ? Number(values.lng) : null,
  minimum_order: values.minimum_order.trim(),
  delivery_time: Number(values.delivery_time),
  hours_exceptions: exceptionsRequest(values.hours_exceptions),
  position: Number(values.position),
});
