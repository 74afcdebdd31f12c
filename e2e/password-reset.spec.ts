import { type APIRequestContext, expect, test } from '@playwright/test';
import { DOOR, logIn } from './fixtures';
import { readOutbox } from './support/outbox';

const NEW_PASSWORD = 'Lantern#7482q';

/** The newest reset link mailed to door staff, read from the outbox as a superuser (no real mail server). */
async function newestResetLink(request: APIRequestContext, since: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const results = await readOutbox(request, DOOR.email);
        const newest = results.find((message) => Date.parse(message.created_at) >= since - 1000);
        link = newest?.body.match(/https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/)?.[0];
        return link;
      },
      { message: 'a reset email arrives in the outbox' },
    )
    .toBeTruthy();
  return (link ?? '').replaceAll('&amp;', '&');
}

test('door staff resets a forgotten password from the emailed link', async ({ page, request }) => {
  const requestedAt = Date.now();
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/en\/forget-password/);
  // The URL changes before the new page renders: wait for it, or the login form gets the text.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(DOOR.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('If the account exists, we have sent a password reset link to its email.'),
  ).toBeVisible();

  const link = await newestResetLink(request, requestedAt);
  expect(link).toContain('/en/reset-password?');
  expect(link).toContain(`username=${DOOR.username}`);
  await page.goto(link);

  // A weak password is refused with the rules it breaks, under the field: first those the
  // form checks itself, then the common-password list only the server holds.
  await page.getByLabel('New password').fill('password');
  await page.getByLabel('Password confirmation').fill('password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The password must contain at least 1 digit.')).toBeVisible();
  await expect(page.getByText('The password must contain at least 1 uppercase letter.')).toBeVisible();

  await page.getByLabel('New password').fill('P@ssw0rd');
  await page.getByLabel('Password confirmation').fill('P@ssw0rd');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This password is too common.')).toBeVisible();

  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Password confirmation').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  const oldLogin = await request.post('/api/v1/user/token/', {
    data: { username: DOOR.username, password: DOOR.password },
  });
  expect(oldLogin.status()).toBe(400);
  await logIn(page, { username: DOOR.username, password: NEW_PASSWORD });

  // Put the demo password back through Account settings so the demo account keeps working.
  await page.goto('/en/user/password');
  await page.getByLabel('Current password').fill(NEW_PASSWORD);
  await page.getByLabel('New password').fill(DOOR.password);
  await page.getByLabel('Repeat password').fill(DOOR.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();

  const relogin = await request.post('/api/v1/user/token/', {
    data: { username: DOOR.username, password: DOOR.password },
  });
  expect(relogin.status()).toBe(200);
});
