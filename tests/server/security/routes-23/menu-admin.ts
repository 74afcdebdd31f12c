import type { Row } from '../route-rows.ts';

/** The food menu's management (issue 23): change_menu. */
export const MENU_ADMIN_ROUTES: Readonly<Record<string, Row>> = {};
