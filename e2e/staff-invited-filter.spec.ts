import { expect, test } from '@playwright/test';
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { ownerApi } from './support/staff';

const TEXT = { en: enStaff, ar: arStaff } as const;

test.describe('the staff list filters invitees', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1280, 414]) {
      test(`shows only invitees under Invited (${lang}, ${width} px)`, async ({
        page,
        request,
      }, testInfo) => {
        const staff = TEXT[lang];
        const owner = await ownerApi(request);
        const username = `invitee-${lang}-${width}-${Date.now()}`;
        const invited = await request.post('/api/v1/admin/staff/invite', {
          headers: owner.headers,
          data: { username, email: `${username}@example.com`, permissions: [] },
        });
        expect(invited.status()).toBe(201);

        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/admin/staff`);
        await page.getByLabel(staff.filters.status).selectOption({ label: staff.status.invited });
        await expect(page).toHaveURL(/status=invited/);
        // Wide screens draw a table; a phone draws the same members as a list of cards.
        const phone = width < 500;
        const members = page
          .getByRole(phone ? 'list' : 'table', { name: staff.table.caption })
          .getByRole(phone ? 'listitem' : 'row');
        await expect(members.filter({ hasText: username }).getByText(staff.status.invited)).toBeVisible();
        // The signed-in owner chose a password long ago: not an invitee.
        await expect(members.filter({ hasText: 'admin@demo.gulfpay.test' })).toHaveCount(0);
        await capture(page, testInfo, `staff-invited-${lang}-${width}`);
      });
    }
  }
});
