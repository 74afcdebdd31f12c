import type { SmsProviderUpdate } from '../../../src/domain/contracts/sms-provider.ts';
import { renderTemplate, templateProblems } from '../../../src/domain/message-template.ts';
import {
  escapeFor,
  HEADER_NAME_PATTERN,
  isHeaderValue,
  isSenderName,
  JSON_PATH_PATTERN,
  RESERVED_HEADERS,
  SMS_REQUIRED_VARIABLES,
  SMS_TEMPLATE_VARIABLES,
} from '../../../src/domain/sms-provider.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';
import type { AddressPolicy } from '../../lib/outbound/address-policy.ts';
import { checkOutboundUrl, outboundUrlMessage } from '../../lib/outbound/url-policy.ts';

type Problems = Record<string, Msg[]>;
const SAMPLE = { to: '+96550000000', text: 'Line one\n"quoted" & more', sender: 'Sender' };

function templateMessages(input: SmsProviderUpdate): Msg[] {
  if (!input.body_template.trim()) return [msg('errors.required')];
  const problems = templateProblems(input.body_template, SMS_TEMPLATE_VARIABLES, SMS_REQUIRED_VARIABLES);
  if (problems.length > 0)
    return problems.map((problem) =>
      problem.kind === 'malformed'
        ? msg('sms.template_malformed')
        : msg(`sms.template_${problem.kind}`, { name: problem.name }),
    );
  // A JSON body must still be JSON once filled: a quote left out of the template breaks every SMS.
  if (input.content_type === 'json' && input.method === 'POST') {
    try {
      JSON.parse(renderTemplate(input.body_template, SAMPLE, escapeFor('json')));
    } catch {
      return [msg('sms.body_not_json')];
    }
  }
  return [];
}

function headerMessages(input: SmsProviderUpdate, storedNames: readonly string[]): Msg[] {
  const problems: Msg[] = [];
  const seen = new Set<string>();
  for (const { name, value } of input.headers) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME_PATTERN.test(name)) problems.push(msg('sms.header_name_invalid', { name }));
    else if (RESERVED_HEADERS.includes(lower)) problems.push(msg('sms.header_reserved', { name }));
    else if (seen.has(lower)) problems.push(msg('sms.header_duplicate', { name }));
    else if (value === null ? !storedNames.includes(name) : value === '')
      problems.push(msg('sms.header_value_required', { name }));
    else if (value !== null && !isHeaderValue(value))
      problems.push(msg('sms.header_value_invalid', { name }));
    seen.add(lower);
  }
  return problems;
}

/**
 * Every problem of a provider update at once, per field, else nothing. In "kept" mode only the
 * headers are checked (they are sealed either way); the rest is checked when it is put to use.
 */
export function checkSmsProvider(
  input: SmsProviderUpdate,
  storedNames: readonly string[],
  policy: AddressPolicy,
): void {
  const problems: Problems = {};
  const add = (field: string, messages: Msg[]) => {
    if (messages.length > 0) problems[field] = messages;
  };
  add('headers', headerMessages(input, storedNames));
  if (input.mode === 'http') {
    const url = input.url.trim() ? checkOutboundUrl(input.url.trim(), policy) : null;
    add('url', url === null ? [msg('errors.required')] : url.ok ? [] : [outboundUrlMessage(url.refusal)]);
    add('body_template', templateMessages(input));
    if (input.method === 'GET' && input.content_type === 'json')
      add('content_type', [msg('sms.get_needs_form')]);
    if (input.success_rule !== 'status' && !input.success_text) add('success_text', [msg('errors.required')]);
    if (input.success_rule === 'json_field' && !JSON_PATH_PATTERN.test(input.success_path))
      add('success_path', [msg('sms.json_path_invalid')]);
    if (input.id_path && !JSON_PATH_PATTERN.test(input.id_path))
      add('id_path', [msg('sms.json_path_invalid')]);
    if (!isSenderName(input.sender.trim())) add('sender', [msg('sms.sender_invalid')]);
  }
  if (Object.keys(problems).length > 0) throw fieldErrors(problems);
}
