import { compactPhone, isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  SmsProviderSettings,
  SmsProviderUpdate,
  SmsTestResult,
} from '../../../src/domain/contracts/sms-provider.ts';
import type { DbHandle } from '../../db/handle.ts';
import { inTransaction } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { OutboundOptions } from '../../lib/outbound/request.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordActivity } from '../activity/service.ts';
import { httpAdapter, keptAdapter, type SmsAdapter } from './adapter.ts';
import { checkSmsProvider } from './checks.ts';
import {
  findSmsProvider,
  type SealedHeader,
  type SmsProviderRow,
  type SmsProviderValues,
  saveSmsProvider,
} from './repository.ts';

export type { SmsAdapter, SmsMessage, SmsResult } from './adapter.ts';

/** What the SMS module needs from the app: the box header values are sealed in, and the address rules. */
export interface SmsDeps {
  box: SecretBox;
  outbound: OutboundOptions;
}

export interface Actor {
  merchant_id: number;
  username: string;
}

/** A merchant without a row: SMS kept, and a JSON body most providers take with a rename or two. */
const DEFAULTS: Omit<SmsProviderSettings, 'headers'> = {
  mode: 'kept',
  url: '',
  method: 'POST',
  content_type: 'json',
  body_template: '{"to": "{{to}}", "text": "{{text}}", "sender": "{{sender}}"}',
  success_rule: 'status',
  success_text: '',
  success_path: '',
  id_path: '',
  sender: '',
};

const FIELDS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];

function fieldsOf(row: SmsProviderRow | undefined): Omit<SmsProviderSettings, 'headers'> {
  if (!row) return { ...DEFAULTS };
  return Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as Omit<
    SmsProviderSettings,
    'headers'
  >;
}

/** The settings as the owner's page reads them: header values never leave the server. */
const settingsOf = (row: SmsProviderRow | undefined): SmsProviderSettings => ({
  ...fieldsOf(row),
  headers: (row?.headers ?? []).map(({ name }) => ({ name, set: true as const })),
});

export async function smsProviderOf(db: DbHandle, merchantId: number): Promise<SmsProviderSettings> {
  return settingsOf(await findSmsProvider(db, merchantId));
}

/** The Admin log's view of a change: fields before and after, header values only as "changed". */
function changesOf(before: SmsProviderRow | undefined, after: SmsProviderValues, replaced: boolean) {
  const old = fieldsOf(before);
  const changes: ActivityChange[] = FIELDS.filter((field) => old[field] !== after[field]).map((field) => ({
    field,
    before: old[field],
    after: after[field] ?? null,
  }));
  const names = (headers: readonly SealedHeader[]) => headers.map((header) => header.name).join(', ');
  const [oldNames, newNames] = [
    names(before?.headers ?? []),
    names(JSON.parse(after.headers) as SealedHeader[]),
  ];
  if (oldNames !== newNames) changes.push({ field: 'headers', before: oldNames, after: newNames });
  // "secrets" is masked by recordActivity: the log tells that values changed, never what they are.
  if (replaced) changes.push({ field: 'header_secrets', before: 'set', after: 'replaced' });
  return changes;
}

/** The owner's change of the provider, checked, header values sealed, logged. */
export async function updateSmsProvider(
  db: DbHandle,
  deps: SmsDeps,
  actor: Actor,
  input: SmsProviderUpdate,
): Promise<SmsProviderSettings> {
  return inTransaction(db, async (trx) => {
    const current = await findSmsProvider(trx, actor.merchant_id, true);
    const stored = new Map((current?.headers ?? []).map((header) => [header.name, header.sealed]));
    checkSmsProvider(input, [...stored.keys()], deps.outbound);
    const headers: SealedHeader[] = input.headers.map(({ name, value }) => ({
      name,
      sealed: value === null ? (stored.get(name) as string) : deps.box.seal(value),
    }));
    const replaced = input.headers.some(({ value }) => value !== null);
    const values: SmsProviderValues = {
      ...Object.fromEntries(FIELDS.map((field) => [field, input[field]])),
      url: input.url.trim(),
      sender: input.sender.trim(),
      headers: JSON.stringify(headers),
    } as SmsProviderValues;
    const changes = changesOf(current, values, replaced);
    if (changes.length > 0) {
      await saveSmsProvider(trx, actor.merchant_id, values);
      await recordActivity(trx, {
        merchantId: actor.merchant_id,
        actor: actor.username,
        action: 'activity.settings_sms_changed',
        plugin: null,
        params: { changes },
      });
    }
    return settingsOf(await findSmsProvider(trx, actor.merchant_id));
  });
}

function adapterOf(row: SmsProviderRow | undefined, deps: SmsDeps): SmsAdapter {
  if (!row || row.mode === 'kept') return keptAdapter;
  const headers = row.headers.map(({ name, sealed }) => ({ name, value: deps.box.open(sealed) }));
  return httpAdapter({ ...row, headers }, deps.outbound);
}

/** Whose provider sends a message: a platform message (no merchant) is kept. */
export async function smsAdapterFor(
  db: DbHandle,
  deps: SmsDeps,
  merchantId: number | null,
): Promise<SmsAdapter> {
  if (merchantId === null) return keptAdapter;
  return adapterOf(await findSmsProvider(db, merchantId), deps);
}

/** The owner's "Send test SMS": straight through the saved provider, its answer shown as it came. */
export async function sendTestSms(
  db: DbHandle,
  deps: SmsDeps,
  actor: Actor,
  input: { to: string; lang: Lang },
): Promise<SmsTestResult> {
  const { to, lang } = input;
  const number = compactPhone(to.trim());
  if (!isPhoneNumber(number)) throw fieldErrors({ to: [msg('payments.invalid_phone')] });
  const adapter = adapterOf(await findSmsProvider(db, actor.merchant_id), deps);
  const result = await adapter.send({ to: number, text: translate(lang, 'sms.test_text') });
  await recordActivity(db, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: 'activity.settings_sms_tested',
    plugin: null,
    params: { to: number },
  });
  return {
    outcome: result.outcome,
    status: result.status ?? null,
    provider_id: result.providerId ?? null,
    error: result.error ?? null,
    response: result.response ?? null,
  };
}
