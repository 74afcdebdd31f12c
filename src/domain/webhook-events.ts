/**
 * Webhook endpoints (issue 20): the event types a merchant subscribes to, and the rules an
 * endpoint's form and the server both apply. The types follow the transaction states, so a
 * new state is a new event type here and nowhere else.
 */
import { type LinkProblem, linkProblem } from './link-rules.ts';
import { PLUGIN_KINDS } from './plugins.ts';
import { TRANSACTION_STATES, type TransactionState } from './transaction-states.ts';

/** A transaction is created by a request its caller already has the answer to: no event for it. */
type ReportedState = Exclude<TransactionState, 'created'>;

export type WebhookEventType =
  | `transaction.${ReportedState}`
  | 'transaction.captured'
  | 'transaction.refunded';

const REPORTED_STATES = TRANSACTION_STATES.filter((state): state is ReportedState => state !== 'created');

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = [
  ...REPORTED_STATES.map((state) => `transaction.${state}` as const),
  // A captured hold becomes paid; a refund leaves the state as it is, so both are named apart.
  'transaction.captured',
  'transaction.refunded',
];

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The event a state change is: a capture moves authorized to paid, anything else is its new state. */
export function stateChangeEventType(from: TransactionState | null, to: TransactionState): WebhookEventType {
  if (from === 'authorized' && to === 'paid') return 'transaction.captured';
  return to === 'created' ? 'transaction.pending' : `transaction.${to}`;
}

/** An endpoint subscribed to `type` for `plugin` (no plugin list means every plugin). */
export function endpointWants(
  endpoint: { event_types: readonly string[]; plugins: readonly string[] | null },
  type: WebhookEventType,
  plugin: string,
): boolean {
  return (
    endpoint.event_types.includes(type) && (endpoint.plugins === null || endpoint.plugins.includes(plugin))
  );
}

/** An event waits for its next try, was answered with a 2xx, or failed for good. */
export const WEBHOOK_EVENT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Enough for one per shop, staging and production; each state change fans out to all of them. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

export type EndpointProblem =
  | { field: 'url'; key: LinkProblem }
  | { field: 'description'; key: 'description_too_long' }
  | { field: 'event_types'; key: 'event_types_required' | 'event_type_unknown' }
  | { field: 'plugins'; key: 'plugins_required' | 'plugin_unknown' };

export interface EndpointDraft {
  url: string;
  description: string;
  event_types: readonly string[];
  /** Null: every plugin, now and later. */
  plugins: readonly string[] | null;
}

/**
 * What is wrong with an endpoint, before any network rule: a whole http(s) address (the
 * server then applies the outbound policy: https, no private addresses), a short description,
 * at least one known event type, and, when plugins are chosen, at least one known plugin.
 */
export function endpointProblems(draft: EndpointDraft): EndpointProblem[] {
  const problems: EndpointProblem[] = [];
  const link = linkProblem(draft.url.trim());
  if (link) problems.push({ field: 'url', key: link });
  if (draft.description.length > WEBHOOK_DESCRIPTION_MAX)
    problems.push({ field: 'description', key: 'description_too_long' });
  if (draft.event_types.length === 0) problems.push({ field: 'event_types', key: 'event_types_required' });
  else if (!draft.event_types.every(isWebhookEventType))
    problems.push({ field: 'event_types', key: 'event_type_unknown' });
  if (draft.plugins !== null) {
    if (draft.plugins.length === 0) problems.push({ field: 'plugins', key: 'plugins_required' });
    else if (!draft.plugins.every((plugin) => (PLUGIN_KINDS as readonly string[]).includes(plugin)))
      problems.push({ field: 'plugins', key: 'plugin_unknown' });
  }
  return problems;
}
