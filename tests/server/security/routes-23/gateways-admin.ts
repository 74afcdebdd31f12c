import type { Row } from '../route-rows.ts';

/** The merchant's gateways (issue 24): where money goes and the provider accounts, so owners only. */
export const GATEWAYS_ADMIN_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/v1/admin/gateways': { access: 'superuser' },
  'POST /api/v1/admin/gateways': { access: 'superuser' },
  'POST /api/v1/admin/gateways/order': { access: 'superuser' },
  'PATCH /api/v1/admin/gateways/:code': { access: 'superuser' },
  'DELETE /api/v1/admin/gateways/:code': { access: 'superuser' },
  'POST /api/v1/admin/gateways/:code/test': { access: 'superuser' },
  'GET /api/v1/admin/gateways/:code/methods': { access: 'superuser' },
};
