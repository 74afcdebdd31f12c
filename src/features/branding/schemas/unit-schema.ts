import * as yup from 'yup';
import { isHeaderColor, TRANSPARENT } from '@/domain/branding-rules';
import type { Unit, UnitRequest } from '@/domain/contracts/branding';
import type { TFunction } from '@/lib/i18n-runtime';
import { titleSchema } from './branding-schema';
import { linkOrNull, linkSchema } from './link-field';

export const LINK_FIELDS = ['website', 'twitter_url', 'instagram_url', 'facebook_url'] as const;

/** A unit's form. The colour is hex digits unless the header is transparent. */
export const unitSchema = (t: TFunction) =>
  yup.object({
    title_en: titleSchema(t),
    title_ar: titleSchema(t),
    website: linkSchema(t),
    twitter_url: linkSchema(t),
    instagram_url: linkSchema(t),
    facebook_url: linkSchema(t),
    header_image_link: linkSchema(t),
    header_color: yup.string().test('colour', t('branding:unit.colour_invalid'), function check(value) {
      return this.parent.transparent || isHeaderColor((value ?? '').trim().replace(/^#/, '').toLowerCase());
    }),
  });

export interface UnitValues {
  title_en: string;
  title_ar: string;
  logo_url: string | null;
  website: string;
  twitter_url: string;
  instagram_url: string;
  facebook_url: string;
  show_unit_title: boolean;
  transparent: boolean;
  header_color: string;
  header_image_url: string | null;
  header_image_link: string;
  is_default: boolean;
}

/** The orange of the product: a new unit's colour until the owner picks one. */
const DEFAULT_COLOUR = 'f97316';

export const unitValues = (unit: Unit | null): UnitValues => ({
  title_en: unit?.title_en ?? '',
  title_ar: unit?.title_ar ?? '',
  logo_url: unit?.logo_url ?? null,
  website: unit?.website ?? '',
  twitter_url: unit?.twitter_url ?? '',
  instagram_url: unit?.instagram_url ?? '',
  facebook_url: unit?.facebook_url ?? '',
  show_unit_title: unit?.show_unit_title ?? true,
  transparent: unit ? unit.header_color === TRANSPARENT : false,
  header_color: unit && unit.header_color !== TRANSPARENT ? unit.header_color : DEFAULT_COLOUR,
  header_image_url: unit?.header_image_url ?? null,
  header_image_link: unit?.header_image_link ?? '',
  is_default: unit?.is_default ?? false,
});

/** The colour as stored: hex without '#', or "transparent". */
export const headerColorOf = (values: Pick<UnitValues, 'transparent' | 'header_color'>): string =>
  values.transparent ? TRANSPARENT : values.header_color.trim().replace(/^#/, '').toLowerCase();

export const unitRequest = (values: UnitValues): UnitRequest => ({
  title_en: values.title_en.trim(),
  title_ar: values.title_ar.trim(),
  logo_url: values.logo_url,
  website: linkOrNull(values.website),
  twitter_url: linkOrNull(values.twitter_url),
  instagram_url: linkOrNull(values.instagram_url),
  facebook_url: linkOrNull(values.facebook_url),
  show_unit_title: values.show_unit_title,
  header_color: headerColorOf(values),
  header_image_url: values.header_image_url,
  header_image_link: linkOrNull(values.header_image_link),
  is_default: values.is_default,
});
