/**
 * The merchant's branding and its units (issue 19), set by owners at /admin/branding and shown
 * in every customer page's header. Images are names the image pipeline gave (src/domain/images.ts);
 * links are absolute http(s) addresses (src/domain/link-rules.ts).
 */
import { type Static, Type } from 'typebox';
import { SUBHEADER_MAX_LENGTH, TITLE_MAX_LENGTH } from '../branding-rules.ts';
import { LINK_MAX_LENGTH } from '../link-rules.ts';
import { Nullable, Paginated, PaginationQuery } from './common.ts';

const Title = Type.String({ maxLength: TITLE_MAX_LENGTH });
const Image = Nullable(Type.String({ maxLength: 200 }));
const Link = Nullable(Type.String({ maxLength: LINK_MAX_LENGTH }));

/** GET/PUT /api/v1/admin/branding (owners): the merchant's own titles and images. */
export const Branding = Type.Object(
  {
    title_en: Title,
    title_ar: Title,
    subheader: Type.String({ maxLength: SUBHEADER_MAX_LENGTH }),
    logo_url: Image,
    favicon_url: Image,
  },
  { additionalProperties: false },
);
export type Branding = Static<typeof Branding>;

const unitFields = {
  title_en: Title,
  title_ar: Title,
  logo_url: Image,
  website: Link,
  twitter_url: Link,
  instagram_url: Link,
  facebook_url: Link,
  show_unit_title: Type.Boolean(),
  /** `rrggbb` without '#', or "transparent". */
  header_color: Type.String({ maxLength: 11 }),
  header_image_url: Image,
  /** Where the header image leads; null: the image is not a link. */
  header_image_link: Link,
  /** The unit customer pages show when their transaction names none. */
  is_default: Type.Boolean(),
};

/** POST /api/v1/admin/units */
export const UnitRequest = Type.Object(unitFields, { additionalProperties: false });
export type UnitRequest = Static<typeof UnitRequest>;

/** PATCH /api/v1/admin/units/:id: the fields to change. */
export const UnitPatch = Type.Partial(Type.Object(unitFields), { additionalProperties: false });
export type UnitPatch = Static<typeof UnitPatch>;

export const Unit = Type.Object({
  id: Type.Integer(),
  ...unitFields,
  /** Transactions made under the unit: it can be deleted only while none is. */
  transaction_count: Type.Integer(),
});
export type Unit = Static<typeof Unit>;

export const UnitListQuery = PaginationQuery;
export const UnitPage = Paginated(Unit);
export type UnitPage = Static<typeof UnitPage>;
