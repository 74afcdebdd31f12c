import { describe, expect, it } from 'vitest';
import type { Unit, UnitPage, UnitRequest } from '../../../../src/domain/contracts/branding.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';
import { createShop } from '../transactions/fixtures.ts';
import { adminCall, entryCount, lastEntry, media } from './fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const call = adminCall(app);

const UNIT: UnitRequest = {
  title_en: 'Avenues Kiosk',
  title_ar: 'كشك الأفنيوز',
  logo_url: media('c'),
  website: 'https://kiosk.example.kw',
  twitter_url: null,
  instagram_url: 'http://instagram.com/kiosk',
  facebook_url: null,
  show_unit_title: false,
  header_color: 'F97316',
  header_image_url: media('d', 1280),
  header_image_link: 'https://kiosk.example.kw/offers?from=pay#top',
  is_default: false,
};

async function units(token = admin): Promise<Unit[]> {
  const res = await call(token, 'GET', 'units?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UnitPage>().results;
}

async function create(overrides: Partial<UnitRequest> = {}): Promise<Unit> {
  const res = await call(admin, 'POST', 'units', { ...UNIT, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Unit>();
}

const LINK_FIELDS = ['website', 'twitter_url', 'instagram_url', 'facebook_url', 'header_image_link'] as const;
const SCHEME = 'Only web addresses starting with https:// or http:// can be used.';
const MALFORMED = 'Enter a whole web address, such as https://example.com.';

describe('units', () => {
  it("lists the merchant's units, the seeded ones first, with their transaction counts", async () => {
    const list = await units();
    expect(list.slice(0, 2).map((unit) => unit.title_en)).toEqual(['Salmiya Branch', 'Kuwait City Branch']);
    expect(list[0]).toMatchObject({
      header_color: 'f97316',
      website: 'https://demo.gulfpay.test',
      is_default: true,
    });
    expect(list.every((unit) => Number.isInteger(unit.transaction_count))).toBe(true);
  });

  it('creates a unit with every field, the colour stored in lower case, and logs it', async () => {
    const unit = await create();
    expect(unit).toEqual({ ...UNIT, id: expect.any(Number), header_color: 'f97316', transaction_count: 0 });
    const entry = await lastEntry(app);
    expect(entry.action).toBe('activity.settings_unit_created');
    expect(entry.params).toMatchObject({ title: 'Avenues Kiosk' });
    expect((entry.params as { changes: unknown[] }).changes).toContainEqual({
      field: 'website',
      before: null,
      after: UNIT.website,
    });
  });

  for (const [value, message] of [
    ['javascript:alert(document.cookie)', SCHEME],
    ['JavaScript:alert(1)', SCHEME],
    ['data:text/html,<script>alert(1)</script>', SCHEME],
    ['vbscript:msgbox(1)', SCHEME],
    ['ftp://files.example.kw', SCHEME],
    ['//evil.example', MALFORMED],
    ['/relative/path', MALFORMED],
    ['www.example.kw', MALFORMED],
    ['https://', MALFORMED],
    ['http:/one-slash.example', MALFORMED],
    ['https://exa mple.kw', MALFORMED],
    ['java\tscript:alert(1)', MALFORMED],
  ]) {
    it(`refuses ${JSON.stringify(value)} in every link field`, async () => {
      const body = { ...UNIT, ...Object.fromEntries(LINK_FIELDS.map((field) => [field, value])) };
      const res = await call(admin, 'POST', 'units', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(Object.fromEntries(LINK_FIELDS.map((field) => [field, [message]])));
    });
  }

  it('says why in Arabic too, and blank links are no links', async () => {
    const ar = await call(admin, 'POST', 'units', { ...UNIT, website: 'javascript:alert(1)' }, 'ar');
    expect(ar.json()).toEqual({ website: ['لا يُقبل إلا عنوان ويب يبدأ بـ https:// أو http://.'] });
    const unit = await create({ website: '  ', header_image_link: '' });
    expect(unit).toMatchObject({ website: null, header_image_link: null });
  });

  it('refuses colours other than six hex digits or transparent, and images not from the pipeline', async () => {
    for (const colour of ['fff', '#f97316', 'red', 'zzzzzz', 'f973166', 'rgb(0,0,0)']) {
      const res = await call(admin, 'POST', 'units', { ...UNIT, header_color: colour });
      expect(res.statusCode, colour).toBe(400);
      expect(Object.keys(res.json()), colour).toEqual(['header_color']);
    }
    expect((await create({ header_color: 'transparent' })).header_color).toBe('transparent');
    const images = await call(admin, 'POST', 'units', {
      ...UNIT,
      logo_url: 'https://evil.example/a.png',
      header_image_url: '/media/abc-640.webp',
    });
    expect(Object.keys(images.json()).sort()).toEqual(['header_image_url', 'logo_url']);
  });

  it('changes only what is sent, logging each field before and after', async () => {
    const unit = await create();
    const res = await call(admin, 'PATCH', `units/${unit.id}`, {
      title_en: 'Avenues Kiosk 2',
      header_color: 'transparent',
      twitter_url: 'https://x.com/kiosk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title_en: 'Avenues Kiosk 2',
      title_ar: UNIT.title_ar,
      logo_url: UNIT.logo_url,
    });
    const entry = await lastEntry(app);
    expect(entry.action).toBe('activity.settings_unit_edited');
    expect(entry.params).toEqual({
      title: 'Avenues Kiosk 2',
      changes: [
        { field: 'title_en', before: 'Avenues Kiosk', after: 'Avenues Kiosk 2' },
        { field: 'header_color', before: 'f97316', after: 'transparent' },
        { field: 'twitter_url', before: null, after: 'https://x.com/kiosk' },
      ],
    });
    const logged = await entryCount(app);
    expect((await call(admin, 'PATCH', `units/${unit.id}`, { title_en: 'Avenues Kiosk 2' })).statusCode).toBe(
      200,
    );
    expect(await entryCount(app)).toBe(logged);
    const bad = await call(admin, 'PATCH', `units/${unit.id}`, { facebook_url: 'javascript:void(0)' });
    expect(bad.json()).toEqual({ facebook_url: [SCHEME] });
  });

  it("another merchant's units are not found, and not listed", async () => {
    const shop = await createShop(app, { owner: 'superuser' });
    const other = await shop.token('owner');
    const [mine] = await units();
    if (!mine) throw new Error('no unit');
    expect((await call(other, 'PATCH', `units/${mine.id}`, { title_en: 'Mine now' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `units/${mine.id}`)).statusCode).toBe(404);
    const theirs = await units(other);
    expect(theirs.map((unit) => unit.id)).not.toContain(mine.id);
    expect((await units())[0]?.title_en).toBe('Salmiya Branch');
  });

  it('deletes a unit no transaction was made under; a used one answers 409 with the count', async () => {
    const unused = await create({ title_en: 'Pop-up' });
    const used = await create({ title_en: 'Counter' });
    await createRequest(app, admin, { unit_id: used.id });
    await createRequest(app, admin, { unit_id: used.id });
    const refused = await call(admin, 'DELETE', `units/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This unit cannot be deleted: 2 transactions were made under it.',
    });
    expect((await units()).find((unit) => unit.id === used.id)?.transaction_count).toBe(2);
    const deleted = await call(admin, 'DELETE', `units/${unused.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await units()).map((unit) => unit.id)).not.toContain(unused.id);
    expect(await lastEntry(app)).toMatchObject({
      action: 'activity.settings_unit_deleted',
      params: { title: 'Pop-up', changes: [] },
    });
  });

  it('the default unit heads pages whose transaction names none, its header image a link when it has one', async () => {
    const created = await createRequest(app, admin);
    const header = async () =>
      (await app.inject({ url: `/api/v1/plugins/pos/transaction/pay/${created.id}` })).json().unit_details;
    expect((await header()).title_en).toBe('Salmiya Branch');
    const unit = await create({ title_en: 'Flagship', is_default: true });
    expect(unit.is_default).toBe(true);
    expect(await header()).toMatchObject({
      title_en: 'Flagship',
      header_image_url: UNIT.header_image_url,
      header_image_link: UNIT.header_image_link,
    });
    const events = (await app.inject({ url: '/api/v1/plugins/event/events' })).json();
    expect(events.unit_details.title_en).toBe('Flagship');
    expect((await call(admin, 'PATCH', `units/${unit.id}`, { is_default: false })).statusCode).toBe(200);
    expect((await header()).title_en).toBe('Salmiya Branch');
  });
});
