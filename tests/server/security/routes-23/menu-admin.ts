import { perm, type Row } from '../route-rows.ts';

const M = perm('change_menu');

/** The food menu's management (issue 23): change_menu. */
export const MENU_ADMIN_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/admin/menu/categories': M,
  'POST /api/v1/admin/menu/categories': M,
  'PATCH /api/v1/admin/menu/categories/:id': M,
  'DELETE /api/v1/admin/menu/categories/:id': M,
  'GET /api/v1/admin/menu/items': M,
  'GET /api/v1/admin/menu/items/:id': M,
  'POST /api/v1/admin/menu/items': M,
  'PATCH /api/v1/admin/menu/items/:id': M,
  'DELETE /api/v1/admin/menu/items/:id': M,
  'GET /api/v1/admin/menu/banners': M,
  'POST /api/v1/admin/menu/banners': M,
  'PATCH /api/v1/admin/menu/banners/:id': M,
  'DELETE /api/v1/admin/menu/banners/:id': M,
  'GET /api/v1/admin/menu/branches': M,
  'GET /api/v1/admin/menu/branches/:id': M,
  'POST /api/v1/admin/menu/branches': M,
  'PATCH /api/v1/admin/menu/branches/:id': M,
  'GET /api/v1/admin/menu/zones': M,
  'POST /api/v1/admin/menu/zones': M,
  'PATCH /api/v1/admin/menu/zones/:id': M,
  'GET /api/v1/admin/menu/areas': M,
  'POST /api/v1/admin/menu/areas': M,
  'PATCH /api/v1/admin/menu/areas/:id': M,
  'GET /api/v1/admin/menu/settings': M,
  'PATCH /api/v1/admin/menu/settings': M,
};
