import { randomBytes } from 'node:crypto';
import { checkPassword } from '../../src/domain/password-rules.ts';
import type { PluginKind, SectionFlag } from '../../src/domain/plugins.ts';
import { grantOf } from '../../src/domain/roles.ts';
import { type DemoApiKey, seedDemoApiKeys } from '../modules/api-keys/demo-data.ts';
import { hashPassword } from '../modules/auth/service.ts';
import { seedDemoBranding } from '../modules/branding/demo-data.ts';
import { seedDemoCatalogue } from '../modules/catalogue/demo-data.ts';
import { seedDemoCustomerPayments } from '../modules/customer-payment/demo-data.ts';
import { seedDemoEvents } from '../modules/events-admin/demo-data.ts';
import { seedDemoFood } from '../modules/food/demo-data.ts';
import { seedDemoPaymentSettings } from '../modules/merchant/demo-payment-settings.ts';
import { createPresetRoles } from '../modules/roles/service.ts';
import type { Db } from './database.ts';
import { DEMO_ACCOUNTS, PUBLISHED_DEMO_PASSWORDS } from './demo-accounts.ts';
import { generateHistory } from './demo-history.ts';
import { handleOf } from './handle.ts';

/** What a person needs to sign in and call the API after seeding (main.ts prints it once). */
export interface DemoCredentials {
  accounts: { username: string; password: string; role: string }[];
  apiKeys: DemoApiKey[];
}

/** 144 random bits around a `-`; drawn again until it meets every rule (a digit or capital can miss). */
function generatePassword(account: { username: string; email: string }): string {
  for (;;) {
    const password = `${randomBytes(9).toString('base64url')}-${randomBytes(9).toString('base64url')}`;
    // No common-password list: a random 25-character string is not a listed password.
    if (checkPassword(password, account, () => false).length === 0) return password;
  }
}

const COMMON: SectionFlag[] = ['transactions', 'deleted_transactions'];
const DEMO_PLUGINS: Record<PluginKind, SectionFlag[]> = {
  payment_request: ['create', ...COMMON],
  customer_payment: [...COMMON, 'payment_restriction'],
  bulk: ['upload', ...COMMON],
  catalogue: COMMON,
  shopify: COMMON,
  e_commerce: COMMON,
  event: ['create', ...COMMON, 'bookings', 'fulfillment'],
  food_ordering: [...COMMON, 'orders', 'product_bulk_create', 'branches', 'fulfillment'],
  session: COMMON,
};
const TRANSACTION_FIELDS_ENABLED: PluginKind[] = ['payment_request', 'event'];

const HELP_SUBJECTS = [
  { value: 'payments', label_en: 'Payments', label_ar: 'المدفوعات' },
  { value: 'refunds', label_en: 'Refunds', label_ar: 'المبالغ المستردة' },
  { value: 'technical', label_en: 'Technical issue', label_ar: 'مشكلة تقنية' },
  { value: 'account', label_en: 'Account', label_ar: 'الحساب' },
];

/** Issue 3 demo gateways; fees in KWD minor units (fils) and basis points. */
export const DEMO_GATEWAYS = [
  {
    code: 'knet',
    name_en: 'KNET',
    name_ar: 'كي نت',
    adapter: 'sandbox',
    capture_mode: 'auto',
    fee_fixed_minor: 0,
    fee_bp: 0,
    button_verb_en: 'Pay with KNET',
    button_verb_ar: 'ادفع عبر كي نت',
  },
  {
    code: 'kpay',
    name_en: 'KPay',
    name_ar: 'كي باي',
    adapter: 'sandbox',
    capture_mode: 'auto',
    fee_fixed_minor: 100,
    fee_bp: 100,
    button_verb_en: 'Pay with KPay',
    button_verb_ar: 'ادفع عبر كي باي',
  },
  {
    code: 'card',
    name_en: 'Visa / Mastercard',
    name_ar: 'فيزا / ماستركارد',
    adapter: 'sandbox',
    capture_mode: 'manual',
    fee_fixed_minor: 0,
    fee_bp: 250,
    button_verb_en: 'Pay by card',
    button_verb_ar: 'ادفع بالبطاقة',
  },
  {
    code: 'cod',
    name_en: 'Cash on delivery',
    name_ar: 'الدفع عند الاستلام',
    adapter: 'cod',
    capture_mode: 'auto',
    fee_fixed_minor: 0,
    fee_bp: 0,
    button_verb_en: 'Confirm order',
    button_verb_ar: 'تأكيد الطلب',
  },
] as const;

export const DEMO_PAIRING = {
  code: 'DEMO-CODE',
  pair: 'DEMO-PAIR',
  redirect_url: 'https://pos.demo.gulfpay.test/paired?terminal=1',
  referer_origin: 'https://pos.demo.gulfpay.test',
};

/** Transactions of the past year `npm start` seeds, so every dashboard chart and list shows data. */
export const DEMO_HISTORY_COUNT = 5_000;

/**
 * Seeds the demo merchant when the database has none; returns the credentials it seeded, or
 * null when there was something already. Passwords and API keys are generated for this
 * install unless `credentials` asks for the published ones. `history` adds that many past
 * transactions (opt-in: the test template stays small and fast).
 */
export async function seedDemoData(
  db: Db,
  scryptLogN: number,
  options: { history?: number; credentials?: 'generated' | 'published' } = {},
): Promise<DemoCredentials | null> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const published = options.credentials === 'published';
  const accounts = DEMO_ACCOUNTS.map((account) => ({
    ...account,
    password: published ? PUBLISHED_DEMO_PASSWORDS[account.username] : generatePassword(account),
  }));
  const [adminHash, doorHash] = await Promise.all(
    accounts.map((account) => hashPassword(account.password, scryptLogN)),
  );
  const { merchantId, apiKeys } = await db.transaction().execute(async (trx) => {
    const merchant = await trx
      .insertInto('merchants')
      // Titles and images are the Branding page's: seedDemoBranding writes them through its checks.
      .values({
        title_en: '',
        title_ar: '',
        subheader: '',
        admin_url: '/admin/',
        support_email: 'support@demo.gulfpay.test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchantId = merchant.id;
    await seedDemoPaymentSettings(trx, merchantId);
    await seedDemoBranding(trx, merchantId);
    await trx
      .insertInto('merchant_plugins')
      .values(
        Object.entries(DEMO_PLUGINS).map(([plugin, flags]) => ({
          merchant_id: merchantId,
          plugin,
          enabled: true,
          flags: JSON.stringify(Object.fromEntries(flags.map((flag) => [flag, true]))),
          transaction_fields_enabled: TRANSACTION_FIELDS_ENABLED.includes(plugin as PluginKind),
        })),
      )
      .execute();
    // The demo accounts hold presets, as staff an owner adds do: Owner, and Door (check-in).
    const presets = new Map(
      (await createPresetRoles(handleOf(trx), merchantId)).map((role) => [role.preset, role]),
    );
    const owner = presets.get('owner');
    const door = presets.get('door');
    if (!owner || !door) throw new Error('preset roles missing');
    await trx
      .insertInto('users')
      .values([
        {
          merchant_id: merchantId,
          username: DEMO_ACCOUNTS[0].username,
          email: DEMO_ACCOUNTS[0].email,
          password_hash: adminHash ?? '',
          role_id: owner.id,
          ...grantOf(owner),
          permissions: JSON.stringify(owner.permissions),
        },
        {
          merchant_id: merchantId,
          username: DEMO_ACCOUNTS[1].username,
          email: DEMO_ACCOUNTS[1].email,
          password_hash: doorHash ?? '',
          role_id: door.id,
          ...grantOf(door),
          permissions: JSON.stringify(door.permissions),
        },
      ])
      .execute();
    await trx
      .insertInto('help_subjects')
      .values(HELP_SUBJECTS.map((subject, position) => ({ ...subject, merchant_id: merchantId, position })))
      .execute();
    await trx
      .insertInto('code_pairings')
      .values({ ...DEMO_PAIRING, merchant_id: merchantId })
      .execute();
    await trx
      .insertInto('gateways')
      .values(
        DEMO_GATEWAYS.map((gateway, position) => ({
          ...gateway,
          merchant_id: merchantId,
          currency: 'KWD',
          logo_url: `/gateway/logo/${gateway.code}.svg`,
          position,
        })),
      )
      .execute();
    const apiKeys = await seedDemoApiKeys(trx, merchantId, published);
    await seedDemoCustomerPayments(trx, merchantId);
    await seedDemoFood(trx, merchantId);
    await seedDemoCatalogue(trx, merchantId);
    await seedDemoEvents(trx, merchantId);
    return { merchantId, apiKeys };
  });
  if (options.history) await generateHistory(db, { merchantId, count: options.history });
  return {
    accounts: accounts.map(({ username, password, role }) => ({ username, password, role })),
    apiKeys,
  };
}
