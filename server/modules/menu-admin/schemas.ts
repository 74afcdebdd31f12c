import type { TSchema } from 'typebox';
import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  AdminArea,
  AdminAreaList,
  AdminBanner,
  AdminBannerList,
  AdminBranch,
  AdminBranchList,
  AdminCategory,
  AdminCategoryList,
  AdminDish,
  AdminDishPage,
  AdminDishQuery,
  AdminZone,
  AdminZoneList,
  AreaPatch,
  AreaRequest,
  BannerPatch,
  BannerRequest,
  BranchPatch,
  BranchRequest,
  CategoryPatch,
  CategoryRequest,
  DishPatch,
  DishRequest,
  MenuSettings,
  MenuSettingsPatch,
  ZonePatch,
  ZoneRequest,
} from '../../../src/domain/contracts/menu-admin.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['food_ordering'];
const read = <R extends TSchema, E extends object = object>(summary: string, response: R, extra?: E) => ({
  tags,
  summary: `${summary} (change_menu)`,
  security: bearer,
  ...(extra as E),
  response: { 200: response, ...errors(400, 401, 403, 404) },
});
const create = <B extends TSchema, R extends TSchema>(summary: string, body: B, response: R) => ({
  tags,
  summary: `${summary} (change_menu)`,
  security: bearer,
  body,
  response: { 201: response, ...errors(400, 401, 403, 404) },
});
const edit = <B extends TSchema, R extends TSchema>(summary: string, body: B, response: R) => ({
  tags,
  summary: `${summary}: only the fields sent (change_menu)`,
  security: bearer,
  params: IdParams,
  body,
  response: { 200: response, ...errors(400, 401, 403, 404) },
});
const remove = (summary: string) => ({
  tags,
  summary: `${summary} (change_menu)`,
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
});

export const categoryListSchema = read("The menu's categories in their order", AdminCategoryList);
export const categoryCreateSchema = create('Add a menu category', CategoryRequest, AdminCategory);
export const categoryEditSchema = edit('Change a menu category', CategoryPatch, AdminCategory);
export const categoryDeleteSchema = remove('Delete an empty menu category; 409 while it holds dishes');

export const dishListSchema = read("The menu's dishes in menu order, by category and search", AdminDishPage, {
  querystring: AdminDishQuery,
});
export const dishDetailSchema = read('One dish as its form edits it', AdminDish, { params: IdParams });
export const dishCreateSchema = create('Add a dish to the menu', DishRequest, AdminDish);
export const dishEditSchema = edit(
  'Change a dish; sizes, options and add-ons keep their ids',
  DishPatch,
  AdminDish,
);
export const dishDeleteSchema = remove('Delete a dish (orders keep their copy of it)');

export const bannerListSchema = read("The menu's banners in their order", AdminBannerList);
export const bannerCreateSchema = create('Add a banner', BannerRequest, AdminBanner);
export const bannerEditSchema = edit('Change a banner', BannerPatch, AdminBanner);
export const bannerDeleteSchema = remove('Delete a banner');

export const branchListSchema = read("The menu's branches", AdminBranchList);
export const branchDetailSchema = read('One branch as its form edits it', AdminBranch, { params: IdParams });
export const branchCreateSchema = create('Add a branch', BranchRequest, AdminBranch);
export const branchEditSchema = edit(
  'Change a branch, its hours or whether it is closed now',
  BranchPatch,
  AdminBranch,
);

export const zoneListSchema = read('The delivery zones', AdminZoneList);
export const zoneCreateSchema = create('Add a delivery zone', ZoneRequest, AdminZone);
export const zoneEditSchema = edit('Change a delivery zone', ZonePatch, AdminZone);

export const areaListSchema = read('The delivery areas', AdminAreaList);
export const areaCreateSchema = create('Add a delivery area', AreaRequest, AdminArea);
export const areaEditSchema = edit('Change a delivery area', AreaPatch, AdminArea);

export const settingsSchema = read("The menu's settings; the currency is shown only", MenuSettings);
export const settingsEditSchema = {
  tags,
  summary: "Change the menu's titles, welcome, header and delivery types: only the fields sent (change_menu)",
  security: bearer,
  body: MenuSettingsPatch,
  response: { 200: MenuSettings, ...errors(400, 401, 403, 404) },
};
