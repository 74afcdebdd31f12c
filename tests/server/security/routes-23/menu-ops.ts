import type { Row } from '../route-rows.ts';

/** The menu's daily operations (issue 23): sold out today, the product upload by SKU. */
export const MENU_OPS_ROUTES: Readonly<Record<string, Row>> = {};
