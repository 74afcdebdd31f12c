/**
 * The food menu's management (issue 23): categories, dishes, banners, branches, delivery zones
 * and areas, and the menu's settings, each change in the activity history under food ordering.
 */
export { createArea, editArea, menuAreas, writeArea } from './areas.ts';
export { createBanner, editBanner, menuBanners, removeBanner, writeBanner } from './banners.ts';
export { createBranch, editBranch, menuBranch, menuBranches, writeBranch } from './branches.ts';
export { createCategory, editCategory, menuCategories, removeCategory, writeCategory } from './categories.ts';
export type { Actor } from './common.ts';
export { createDish, dishDetail, dishesPage, editDish, removeDish, writeDish } from './dishes.ts';
export { changeMenuSettings, menuSettings } from './settings.ts';
export { createZone, editZone, menuZones, writeZone } from './zones.ts';
