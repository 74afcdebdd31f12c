import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { queryable } from '../../../../server/db/handle.ts';
import { hashPassword } from '../../../../server/modules/auth/password-hash.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../../src/domain/plugins.ts';
import { authed, login, TEST_SCRYPT_LOG_N } from '../../helper.ts';

/**
 * A merchant of its own for these tests, so the demo seed (whatever other issues add to it)
 * never changes what the lists should contain.
 */
export interface Shop {
  merchantId: number;
  units: number[];
  userIds: Record<string, number>;
  token: (username: string) => Promise<string>;
  get: (token: string | null, url: string, lang?: string) => Promise<LightMyRequestResponse>;
}

const PLUGINS: PluginKind[] = ['payment_request', 'catalogue', 'event', 'bulk'];

export async function createShop(
  app: FastifyInstance,
  users: Record<string, string[] | 'superuser'>,
): Promise<Shop> {
  const tag = randomBytes(3).toString('hex');
  const db = queryable(app.db);
  const merchant = await db
    .insertInto('merchants')
    .values({
      title_en: 'Test Shop',
      title_ar: 'متجر الاختبار',
      subheader: '',
      admin_url: '/admin/',
      logo_url: null,
      favicon_url: null,
      support_email: 'shop@example.kw',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const merchantId = merchant.id;
  await db
    .insertInto('merchant_plugins')
    .values(
      PLUGINS.map((plugin) => ({
        merchant_id: merchantId,
        plugin,
        enabled: true,
        flags: JSON.stringify({ transactions: true, deleted_transactions: true }),
        transaction_fields_enabled: plugin !== 'bulk',
      })),
    )
    .execute();
  await db
    .insertInto('gateways')
    .values(
      ['knet', 'kpay'].map((code, position) => ({
        merchant_id: merchantId,
        code,
        name_en: code === 'knet' ? 'KNET' : 'KPay',
        name_ar: code === 'knet' ? 'كي نت' : 'كي باي',
        adapter: 'sandbox' as const,
        capture_mode: 'auto' as const,
        fee_fixed_minor: 0,
        fee_bp: 0,
        currency: 'KWD',
        logo_url: null,
        button_verb_en: 'Pay',
        button_verb_ar: 'ادفع',
        position,
      })),
    )
    .execute();
  const units = await db
    .insertInto('units')
    .values([
      { merchant_id: merchantId, title_en: 'Salmiya', title_ar: 'السالمية' },
      { merchant_id: merchantId, title_en: 'Jahra', title_ar: 'الجهراء' },
    ])
    .returning('id')
    .execute();
  const password = 'Test#Pass2026';
  const hash = await hashPassword(password, TEST_SCRYPT_LOG_N);
  const userIds: Record<string, number> = {};
  for (const [name, permissions] of Object.entries(users)) {
    const row = await db
      .insertInto('users')
      .values({
        merchant_id: merchantId,
        username: `${name}-${tag}`,
        email: `${name}-${tag}@example.kw`,
        password_hash: hash,
        is_superuser: permissions === 'superuser',
        // The lists here are read by staff who see everyone's rows (the own-rows rule has its own tests).
        permissions: JSON.stringify(
          permissions === 'superuser' ? [] : [...permissions, PERMISSIONS.viewAllTransactions],
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds[name] = row.id;
  }
  const tokens = new Map<string, string>();
  let address = 0;
  return {
    merchantId,
    units: units.map((u) => u.id),
    userIds,
    token: async (name) => {
      const known = tokens.get(name);
      if (known) return known;
      address += 1;
      // A different address per login keeps the login throttle out of the way.
      const { access } = await login(app, { username: `${name}-${tag}`, password }, `10.44.${address}.1`);
      tokens.set(name, access);
      return access;
    },
    get: (token, url, lang = 'en') =>
      app.inject(
        token
          ? authed(token, { url, headers: { 'accept-language': lang } })
          : { url, headers: { 'accept-language': lang } },
      ),
  };
}

export interface Spec {
  key: string;
  plugin: PluginKind;
  state: string;
  currency: 'KWD' | 'USD';
  amountMinor: number;
  name: string;
  email: string | null;
  phone: string | null;
  description: string;
  created: string;
  changed: string;
  gateway: 'knet' | 'kpay' | null;
  unit: 0 | 1 | null;
  by: string | null;
  productType: string | null;
  bulk: boolean;
  deleted: string | null;
  language: 'en' | 'ar';
}

/** Inserts the rows as they would be after their payments: an attempt sets the gateway (by trigger). */
export async function insertRows(
  app: FastifyInstance,
  shop: Shop,
  specs: Spec[],
): Promise<Map<string, string>> {
  const db = queryable(app.db);
  const bulk = await db
    .insertInto('bulks')
    .values({ merchant_id: shop.merchantId, name: 'March salaries' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = new Map<string, string>();
  for (const spec of specs) {
    const row = await db
      .insertInto('transactions')
      .values({
        merchant_id: shop.merchantId,
        plugin: spec.plugin,
        state: spec.state,
        amount_minor: spec.amountMinor,
        currency: spec.currency,
        customer_name: spec.name,
        customer_email: spec.email,
        customer_phone: spec.phone,
        description: spec.description,
        pg_codes: JSON.stringify(['knet', 'kpay']),
        language: spec.language,
        unit_id: spec.unit === null ? null : (shop.units[spec.unit] ?? null),
        created_by: spec.by ? (shop.userIds[spec.by] ?? null) : null,
        product_type: spec.productType,
        bulk_id: spec.bulk ? bulk.id : null,
        created_at: new Date(spec.created),
        state_changed_at: new Date(spec.changed),
        deleted_at: spec.deleted ? new Date(spec.deleted) : null,
        attachment_url: spec.key === 'a' ? 'http://pay.test/files/a.pdf' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(spec.key, row.id);
    if (spec.gateway) {
      const paid = spec.state === 'paid';
      const attempt = await db
        .insertInto('payment_attempts')
        .values({
          transaction_id: row.id,
          gateway_code: spec.gateway,
          amount_minor: spec.amountMinor,
          fee_minor: 100,
          total_minor: spec.amountMinor + 100,
          currency: spec.currency,
          state: paid ? 'paid' : 'failed',
          lang: spec.language,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (paid) {
        await db
          .insertInto('money_movements')
          .values({
            transaction_id: row.id,
            attempt_id: attempt.id,
            kind: 'payment',
            amount_minor: spec.amountMinor,
          })
          .execute();
      }
    }
  }
  return ids;
}
