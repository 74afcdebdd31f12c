import {
  AdminCategory,
  AdminCategoryList,
  AdminProduct,
  AdminProductPage,
  AdminProductQuery,
  AdminStore,
  AdminStoreList,
  CategoryPatch,
  CategoryRequest,
  ProductPatch,
  ProductRequest,
  ShopSettings,
  ShopSettingsPatch,
  StorePatch,
  StoreRequest,
} from '../../../src/domain/contracts/catalogue-admin.ts';
import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['catalogue'];

export const productListSchema = {
  tags,
  summary: "The shop's products, newest first, with search, a category and a status (view_product)",
  security: bearer,
  querystring: AdminProductQuery,
  response: { 200: AdminProductPage, ...errors(400, 401, 403, 404) },
};

export const productDetailSchema = {
  tags,
  summary: 'One product as its form edits it (view_product)',
  security: bearer,
  params: IdParams,
  response: { 200: AdminProduct, ...errors(400, 401, 403, 404) },
};

export const productCreateSchema = {
  tags,
  summary: 'Add a product to the shop (change_product)',
  security: bearer,
  body: ProductRequest,
  response: { 201: AdminProduct, ...errors(400, 401, 403, 404) },
};

export const productEditSchema = {
  tags,
  summary: 'Change a product: only the fields sent (change_product)',
  security: bearer,
  params: IdParams,
  body: ProductPatch,
  response: { 200: AdminProduct, ...errors(400, 401, 403, 404) },
};

export const productArchiveSchema = {
  tags,
  summary:
    'Take a product out of the shop, kept for the orders that hold it; or bring it back (change_product)',
  security: bearer,
  params: IdParams,
  response: { 200: AdminProduct, ...errors(400, 401, 403, 404) },
};

export const productDeleteSchema = {
  tags,
  summary: 'Delete a product no order holds; one an order holds is archived instead (change_product)',
  security: bearer,
  params: IdParams,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
};

export const categoryListSchema = {
  tags,
  summary: "The shop's categories in their order, each with its products not archived (view_product)",
  security: bearer,
  response: { 200: AdminCategoryList, ...errors(401, 403, 404) },
};

export const categoryCreateSchema = {
  tags,
  summary: 'Add a category (change_product)',
  security: bearer,
  body: CategoryRequest,
  response: { 201: AdminCategory, ...errors(400, 401, 403, 404) },
};

export const categoryEditSchema = {
  tags,
  summary: 'Change a category (change_product)',
  security: bearer,
  params: IdParams,
  body: CategoryPatch,
  response: { 200: AdminCategory, ...errors(400, 401, 403, 404) },
};

export const storeListSchema = {
  tags,
  summary: "The shop's stores, each with how many products it holds (view_product)",
  security: bearer,
  response: { 200: AdminStoreList, ...errors(401, 403, 404) },
};

export const storeCreateSchema = {
  tags,
  summary: 'Add a store customers collect orders from (change_product)',
  security: bearer,
  body: StoreRequest,
  response: { 201: AdminStore, ...errors(400, 401, 403, 404) },
};

export const storeEditSchema = {
  tags,
  summary: 'Change a store (change_product)',
  security: bearer,
  params: IdParams,
  body: StorePatch,
  response: { 200: AdminStore, ...errors(400, 401, 403, 404) },
};

export const settingsSchema = {
  tags,
  summary: "The shop's title, terms, stock hold time and currency (view_product)",
  security: bearer,
  response: { 200: ShopSettings, ...errors(401, 403, 404) },
};

export const settingsEditSchema = {
  tags,
  summary: "Change the shop's title, terms or stock hold time (change_product)",
  security: bearer,
  body: ShopSettingsPatch,
  response: { 200: ShopSettings, ...errors(400, 401, 403, 404) },
};
