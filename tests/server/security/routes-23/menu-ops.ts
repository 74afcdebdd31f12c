import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { anyOf, pub, type Row } from '../route-rows.ts';

/** Kitchen staff, or whoever manages the menu. */
const kitchenOrMenu = anyOf([pluginAccessPermission('food_ordering')], [PERMISSIONS.changeMenu]);

/** The menu's daily operations (issue 23): sold out today, the product upload by SKU. */
export const MENU_OPS_ROUTES: Readonly<Record<string, Row>> = {
  // Moved here when it took a branch: the menu lists its branches to everyone.
  'GET /api/v1/plugins/food_ordering/promoted-items': pub({
    public: 'menu catalogue ids: the menu lists them to everyone (branch in the query)',
  }),
  'GET /api/v1/plugins/food_ordering/kitchen/menu-items': kitchenOrMenu,
  'POST /api/v1/plugins/food_ordering/kitchen/menu-items/:id/sold-out': kitchenOrMenu,
  'GET /api/v1/plugins/food_ordering/upload/product/template': kitchenOrMenu,
  'POST /api/v1/plugins/food_ordering/upload/product': kitchenOrMenu,
};
