/**
 * The food menu's management API (issue 23), under /api/v1/admin/menu, for staff holding
 * change_menu: categories, dishes, branches, delivery zones and areas, banners and the menu's
 * settings. Prices are decimal strings with the menu currency's decimals; images are names the
 * image pipeline gave (kind `menu`); hours "HH:mm" on Kuwait's clock.
 */
import { type Static, type TSchema, Type } from 'typebox';
import {
  MAX_DELIVERY_MINUTES,
  MAX_HOURS_EXCEPTIONS,
  MAX_PERIODS_PER_DAY,
  MAX_PLATES,
  MENU_COLOUR_PATTERN,
  MENU_DESCRIPTION_MAX_LENGTH,
  MENU_LIST_MAX,
  MENU_MAX_IMAGES,
  MENU_MAX_POSITION,
  MENU_NAME_MAX_LENGTH,
  SKU_MAX_LENGTH,
  WALL_TIME_PATTERN,
} from '../menu-rules.ts';
import { DELIVERY_TYPES } from '../order-states.ts';
import { Id, Nullable, Paginated } from './common.ts';

const Name = Type.String({ maxLength: MENU_NAME_MAX_LENGTH });
const Description = Type.String({ maxLength: MENU_DESCRIPTION_MAX_LENGTH });
const Price = Type.String({ maxLength: 20 });
const Image = Type.String({ maxLength: 200 });
const Position = Type.Integer({ minimum: 0, maximum: MENU_MAX_POSITION });
const Time = Type.String({ pattern: WALL_TIME_PATTERN });
/** "YYYY-MM-DD"; the server refuses a day the calendar lacks. */
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const MenuDeliveryType = Type.Enum(DELIVERY_TYPES, { type: 'string' });
/** A list entry's id: kept when sent and known to the dish, else the dish numbers it. */
const EntryId = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })));
const Names = { name_en: Name, name_ar: Name };

/** The request body of a PATCH: any of the fields of its POST. */
const patchOf = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Partial(Type.Object(fields), { additionalProperties: false });

const categoryFields = {
  ...Names,
  image_url: Nullable(Image),
  position: Position,
  is_catering: Type.Boolean(),
  /** Catering: the fewest plates an order of the category takes. */
  minimum_number_of_plates: Type.Integer({ minimum: 0, maximum: MAX_PLATES }),
  /** Catering: charged once per order of the category; "0" for none. */
  service_charges: Price,
  is_active: Type.Boolean(),
};
export const CategoryRequest = Type.Object(categoryFields, { additionalProperties: false });
export type CategoryRequest = Static<typeof CategoryRequest>;
export const CategoryPatch = patchOf(categoryFields);
export type CategoryPatch = Static<typeof CategoryPatch>;
export const AdminCategory = Type.Object({
  id: Type.Integer(),
  ...categoryFields,
  /** Dishes it holds: it can be deleted only when none. */
  dish_count: Type.Integer(),
});
export type AdminCategory = Static<typeof AdminCategory>;
export const AdminCategoryList = Type.Array(AdminCategory);

const Choice = Type.Object({ id: EntryId, ...Names, price: Price }, { additionalProperties: false });
export const DishSize = Type.Object(
  { id: EntryId, ...Names, price: Price, discounted_price: Nullable(Price) },
  { additionalProperties: false },
);
export type DishSize = Static<typeof DishSize>;
export const DishChoice = Choice;
export type DishChoice = Static<typeof DishChoice>;
export const DishOptionGroup = Type.Object(
  {
    id: EntryId,
    ...Names,
    /** The customer must pick one of its choices. */
    required: Type.Boolean(),
    items: Type.Array(Choice, { maxItems: MENU_LIST_MAX + 1 }),
  },
  { additionalProperties: false },
);
export type DishOptionGroup = Static<typeof DishOptionGroup>;
export const DishAddOn = Choice;
export type DishAddOn = Static<typeof DishAddOn>;

const dishFields = {
  category_id: Id,
  /** The dish's stable key (product upload); blank: DISH-{id}. Unique in any case. */
  sku: Type.String({ maxLength: SKU_MAX_LENGTH }),
  ...Names,
  description_en: Description,
  description_ar: Description,
  images: Type.Array(Image, { maxItems: MENU_MAX_IMAGES }),
  price: Price,
  discounted_price: Nullable(Price),
  sizes: Type.Array(DishSize, { maxItems: MENU_LIST_MAX + 1 }),
  options: Type.Array(DishOptionGroup, { maxItems: MENU_LIST_MAX + 1 }),
  add_ons: Type.Array(DishAddOn, { maxItems: MENU_LIST_MAX + 1 }),
  /** Branches that do not sell it (none: sold everywhere, also at branches added later). */
  branch_ids_off: Type.Array(Id, { maxItems: 200 }),
  /** The delivery types whose menu promotes it. */
  promoted_for: Type.Array(MenuDeliveryType, { maxItems: DELIVERY_TYPES.length }),
  /** Off: hidden from customers. */
  available: Type.Boolean(),
  position: Position,
};
export const DishRequest = Type.Object(dishFields, { additionalProperties: false });
export type DishRequest = Static<typeof DishRequest>;
export const DishPatch = patchOf(dishFields);
export type DishPatch = Static<typeof DishPatch>;

const StoredEntry = { id: Type.Integer() };
export const AdminDish = Type.Object({
  id: Type.Integer(),
  ...dishFields,
  sizes: Type.Array(Type.Object({ ...DishSize.properties, ...StoredEntry })),
  options: Type.Array(
    Type.Object({
      ...DishOptionGroup.properties,
      ...StoredEntry,
      items: Type.Array(Type.Object({ ...Choice.properties, ...StoredEntry })),
    }),
  ),
  add_ons: Type.Array(Type.Object({ ...Choice.properties, ...StoredEntry })),
  /** Pressed "sold out" today (Kuwait): back on sale at 00:00. */
  sold_out_today: Type.Boolean(),
  currency_code: Type.String(),
});
export type AdminDish = Static<typeof AdminDish>;

export const AdminDishQuery = Type.Object({
  category_id: Type.Optional(Id),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type AdminDishQuery = Static<typeof AdminDishQuery>;
export const AdminDishPage = Paginated(AdminDish);
export type AdminDishPage = Static<typeof AdminDishPage>;

export const WeeklyPeriod = Type.Object(
  { weekday: Type.Integer({ minimum: 0, maximum: 6 }), opens: Time, closes: Time },
  { additionalProperties: false },
);
export type WeeklyPeriod = Static<typeof WeeklyPeriod>;
const Period = Type.Object({ opens: Time, closes: Time }, { additionalProperties: false });
/**
 * A date closed all day (`closed: true`), or open in these periods instead of its weekday's:
 * one of the two.
 */
export const HoursException = Type.Object(
  {
    date: Day,
    closed: Type.Optional(Type.Literal(true)),
    periods: Type.Optional(Type.Array(Period, { minItems: 1, maxItems: MAX_PERIODS_PER_DAY })),
  },
  { additionalProperties: false },
);
export type HoursException = Static<typeof HoursException>;
const hoursFields = {
  working_hours: Type.Array(WeeklyPeriod, { maxItems: 7 * MAX_PERIODS_PER_DAY }),
  hours_exceptions: Type.Array(HoursException, { maxItems: MAX_HOURS_EXCEPTIONS }),
};

const branchFields = {
  ...Names,
  email: Type.String({ maxLength: 254 }),
  phone: Type.String({ maxLength: 30 }),
  address_en: Type.String({ maxLength: 500 }),
  address_ar: Type.String({ maxLength: 500 }),
  image_url: Nullable(Image),
  lat: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  minimum_order: Price,
  /** Minutes. */
  delivery_time: Type.Integer({ minimum: 0, maximum: MAX_DELIVERY_MINUTES }),
  ...hoursFields,
  /** Closed by hand now, whatever the hours say. */
  closed_now: Type.Boolean(),
  is_active: Type.Boolean(),
  position: Position,
};
export const BranchRequest = Type.Object(branchFields, { additionalProperties: false });
export type BranchRequest = Static<typeof BranchRequest>;
export const BranchPatch = patchOf(branchFields);
export type BranchPatch = Static<typeof BranchPatch>;
export const AdminBranch = Type.Object({ id: Type.Integer(), ...branchFields });
export type AdminBranch = Static<typeof AdminBranch>;
export const AdminBranchList = Type.Array(AdminBranch);

const zoneFields = { ...Names, branch_id: Id };
export const ZoneRequest = Type.Object(zoneFields, { additionalProperties: false });
export type ZoneRequest = Static<typeof ZoneRequest>;
export const ZonePatch = patchOf(zoneFields);
export type ZonePatch = Static<typeof ZonePatch>;
export const AdminZone = Type.Object({ id: Type.Integer(), ...zoneFields });
export type AdminZone = Static<typeof AdminZone>;
export const AdminZoneList = Type.Array(AdminZone);

const areaFields = {
  ...Names,
  zone_id: Id,
  /** The branch that delivers to it. */
  branch_id: Id,
  delivery_charges: Price,
  minimum_order: Price,
  ...hoursFields,
  is_active: Type.Boolean(),
  position: Position,
};
export const AreaRequest = Type.Object(areaFields, { additionalProperties: false });
export type AreaRequest = Static<typeof AreaRequest>;
export const AreaPatch = patchOf(areaFields);
export type AreaPatch = Static<typeof AreaPatch>;
export const AdminArea = Type.Object({ id: Type.Integer(), ...areaFields });
export type AdminArea = Static<typeof AdminArea>;
export const AdminAreaList = Type.Array(AdminArea);

const bannerFields = {
  image_url: Image,
  title_en: Name,
  title_ar: Name,
  position: Position,
  is_active: Type.Boolean(),
};
export const BannerRequest = Type.Object(bannerFields, { additionalProperties: false });
export type BannerRequest = Static<typeof BannerRequest>;
export const BannerPatch = patchOf(bannerFields);
export type BannerPatch = Static<typeof BannerPatch>;
export const AdminBanner = Type.Object({ id: Type.Integer(), ...bannerFields });
export type AdminBanner = Static<typeof AdminBanner>;
export const AdminBannerList = Type.Array(AdminBanner);

const settingsFields = {
  title_en: Name,
  title_ar: Name,
  welcome_en: Type.String({ maxLength: 500 }),
  welcome_ar: Type.String({ maxLength: 500 }),
  header_color: Type.String({ pattern: MENU_COLOUR_PATTERN }),
  header_image_url: Nullable(Image),
  /** The ways a customer may order: at least one. */
  delivery_types: Type.Array(MenuDeliveryType, { minItems: 1, maxItems: DELIVERY_TYPES.length }),
  /** One of `delivery_types`. */
  default_delivery_type: MenuDeliveryType,
};
export const MenuSettingsPatch = patchOf(settingsFields);
export type MenuSettingsPatch = Static<typeof MenuSettingsPatch>;
export const MenuSettings = Type.Object({
  ...settingsFields,
  /** Shown only: the menu's prices are in it. */
  currency_code: Type.String(),
});
export type MenuSettings = Static<typeof MenuSettings>;
