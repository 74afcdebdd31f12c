import * as yup from 'yup';
import type {
  AdminArea,
  AdminZone,
  AreaRequest,
  WeeklyPeriod,
  ZoneRequest,
} from '@/domain/contracts/menu-admin';
import { MENU_MAX_POSITION } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { whole } from './category-schema';
import { nameRule, priceRule } from './form-rules';
import { type ExceptionValues, exceptionsRequest, exceptionsRule, exceptionValues } from './hours-values';

export interface ZoneValues {
  name_en: string;
  name_ar: string;
  branch_id: string;
}
export const ZONE_SERVER_FIELDS = ['name_en', 'name_ar', 'branch_id'] as const;

export const zoneSchema = (t: TFunction) =>
  yup.object({
    name_en: nameRule(t),
    name_ar: nameRule(t),
    branch_id: yup.string().required(t('form.required')),
  });

export const zoneValues = (zone: AdminZone | null): ZoneValues => ({
  name_en: zone?.name_en ?? '',
  name_ar: zone?.name_ar ?? '',
  branch_id: zone ? String(zone.branch_id) : '',
});
export const zoneRequest = (values: ZoneValues): ZoneRequest => ({
  ...values,
  branch_id: Number(values.branch_id),
});

export interface AreaValues {
  name_en: string;
  name_ar: string;
  zone_id: string;
  branch_id: string;
  delivery_charges: string;
  minimum_order: string;
  working_hours: WeeklyPeriod[];
  hours_exceptions: ExceptionValues[];
  is_active: boolean;
  position: string;
}
export const AREA_SERVER_FIELDS = [
  'name_en',
  'name_ar',
  'zone_id',
  'branch_id',
  'delivery_charges',
  'minimum_order',
  'working_hours',
  'hours_exceptions',
] as const;

export const areaSchema = (t: TFunction, currency: string) =>
  yup.object({
    name_en: nameRule(t),
    name_ar: nameRule(t),
    zone_id: yup.string().required(t('form.required')),
    branch_id: yup.string().required(t('form.required')),
    delivery_charges: priceRule(t, currency, true),
    minimum_order: priceRule(t, currency, true),
    position: whole(t, MENU_MAX_POSITION),
    hours_exceptions: exceptionsRule(t),
  });

export const areaValues = (area: AdminArea | null, nextPosition: number): AreaValues => ({
  name_en: area?.name_en ?? '',
  name_ar: area?.name_ar ?? '',
  zone_id: area ? String(area.zone_id) : '',
  branch_id: area ? String(area.branch_id) : '',
  delivery_charges: area?.delivery_charges ?? '0',
  minimum_order: area?.minimum_order ?? '0',
  working_hours: area?.working_hours ?? [],
  hours_exceptions: exceptionValues(area?.hours_exceptions ?? []),
  is_active: area?.is_active ?? true,
  position: String(area?.position ?? nextPosition),
});

export const areaRequest = (values: AreaValues): AreaRequest => ({
  ...values,
  zone_id: Number(values.zone_id),
  branch_id: Number(values.branch_id),
  delivery_charges: values.delivery_charges.trim(),
  minimum_order: values.minimum_order.trim(),
  hours_exceptions: exceptionsRequest(values.hours_exceptions),
  position: Number(values.position),
});
