import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { fakeServer, renderAt } from './bookings-fixtures';

const FILE = 'requests-2027-september-school-fees-grade-ten.csv';

function openTrail() {
  fakeServer(() => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } }));
  renderAt(
    () => (
      <PageHeader
        title="Dispatch log"
        crumbs={[
          { label: 'Bulk Payment' },
          { label: 'Bulk uploads', href: '/en/bulk/uploads' },
          { label: FILE, href: '/en/bulk/uploads/1', long: true },
        ]}
      />
    ),
    '/en/bulk/uploads/1/dispatch-logs',
  );
  return screen.findByRole('navigation', { name: 'Breadcrumbs' });
}

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});

describe('the breadcrumb trail', () => {
  it('reads as one list of crumbs, the separators silent', async () => {
    const trail = await openTrail();
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home/', 'Bulk Payment/', 'Bulk uploads/', `${FILE}/`, 'Dispatch log']);
    for (const separator of within(trail).getAllByText('/'))
      expect(separator.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks only the last crumb as the current page; a section without a page is plain text', async () => {
    const trail = await openTrail();
    const current = trail.querySelectorAll('[aria-current="page"]');
    expect([...current].map((crumb) => crumb.textContent)).toEqual(['Dispatch log']);
    expect(within(trail).queryByRole('link', { name: 'Bulk Payment' })).toBeNull();
    expect(within(trail).getByRole('link', { name: 'Bulk uploads' }).getAttribute('href')).toBe(
      '/en/bulk/uploads',
    );
  });

  it('names a long file name in full, for hover and for screen readers, though it may be cut short', async () => {
    const trail = await openTrail();
    const file = within(trail).getByRole('link', { name: FILE });
    expect(file.getAttribute('href')).toBe('/en/bulk/uploads/1');
    expect(within(file).getByTitle(FILE).textContent).toBe(FILE);
  });
});
