import { describe, expect, it } from 'vitest';
import { type EnabledPlugin, visibleSections } from '../../../../server/modules/merchant/section-grants.ts';
import {
  PERMISSIONS,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../../src/domain/permissions.ts';

const enabled: EnabledPlugin[] = [
  {
    plugin: 'event',
    flags: { transactions: true, bookings: true, fulfillment: true },
    transactionFieldsEnabled: true,
  },
  { plugin: 'food_ordering', flags: { orders: true, fulfillment: true }, transactionFieldsEnabled: false },
  { plugin: 'bulk', flags: { upload: true }, transactionFieldsEnabled: true },
];

describe('visibleSections', () => {
  it('opens a whole section with plugin access, and table headers only with their permission', () => {
    const sections = visibleSections(enabled, {
      is_superuser: false,
      permissions: [pluginAccessPermission('bulk'), tableHeaderPermission('bulk')],
    });
    expect(sections).toEqual([
      expect.objectContaining({ plugin: 'bulk', flags: { upload: true }, table_headers: true }),
    ]);
  });

  it('combines grants: order scanning plus event access', () => {
    const sections = visibleSections(enabled, {
      is_superuser: false,
      permissions: [PERMISSIONS.scanOrders, pluginAccessPermission('event')],
    });
    expect(sections.map((s) => [s.plugin, s.flags, s.table_headers])).toEqual([
      ['event', { transactions: true, bookings: true, fulfillment: true }, false],
      ['food_ordering', { fulfillment: true }, false],
    ]);
  });

  it('shows nothing for a permission the merchant has not enabled', () => {
    const withoutScan: EnabledPlugin[] = [
      { plugin: 'event', flags: { bookings: true }, transactionFieldsEnabled: false },
    ];
    expect(
      visibleSections(withoutScan, { is_superuser: false, permissions: [PERMISSIONS.checkInTickets] }),
    ).toEqual([]);
    expect(visibleSections(enabled, { is_superuser: false, permissions: [] })).toEqual([]);
  });
});
