/**
 * The catalogue's management (issue 21): products, categories, stores and the shop's settings,
 * each change in the activity history under the catalogue.
 */
export { categoriesOf, createCategory, editCategory } from './categories.ts';
export {
  type Actor,
  createProduct,
  editProduct,
  productDetail,
  productsPage,
  removeProduct,
  setArchived,
} from './products.ts';
export { changeShopSettings, shopSettings } from './settings.ts';
export { createStore, editStore, storesOf } from './stores.ts';
