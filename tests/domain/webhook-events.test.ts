import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATES } from '../../src/domain/transaction-states.ts';
import {
  endpointProblems,
  endpointWants,
  stateChangeEventType,
  WEBHOOK_EVENT_TYPES,
} from '../../src/domain/webhook-events.ts';

const draft = {
  url: 'https://shop.example.com/hooks',
  description: '',
  event_types: ['transaction.paid'],
  plugins: null,
};

describe('webhook event types', () => {
  it('has one type per state a transaction moves to, plus captures and refunds', () => {
    for (const state of TRANSACTION_STATES.filter((s) => s !== 'created'))
      expect(WEBHOOK_EVENT_TYPES).toContain(`transaction.${state}`);
    expect(WEBHOOK_EVENT_TYPES).toContain('transaction.captured');
    expect(WEBHOOK_EVENT_TYPES).toContain('transaction.refunded');
    expect(WEBHOOK_EVENT_TYPES).not.toContain('transaction.created');
  });

  it('names a capture apart from a payment', () => {
    expect(stateChangeEventType('authorized', 'paid')).toBe('transaction.captured');
    expect(stateChangeEventType('pending', 'paid')).toBe('transaction.paid');
    expect(stateChangeEventType('cod', 'paid')).toBe('transaction.paid');
    expect(stateChangeEventType('authorized', 'canceled')).toBe('transaction.canceled');
    expect(stateChangeEventType(null, 'failed')).toBe('transaction.failed');
  });

  it('matches an endpoint by event type and plugin (none listed: every plugin)', () => {
    const all = { event_types: ['transaction.paid'], plugins: null };
    expect(endpointWants(all, 'transaction.paid', 'session')).toBe(true);
    expect(endpointWants(all, 'transaction.failed', 'session')).toBe(false);
    const some = { event_types: ['transaction.paid'], plugins: ['e_commerce'] };
    expect(endpointWants(some, 'transaction.paid', 'e_commerce')).toBe(true);
    expect(endpointWants(some, 'transaction.paid', 'session')).toBe(false);
  });
});

describe('endpoint rules', () => {
  it('accepts a whole address with a known event type', () => {
    expect(endpointProblems(draft)).toEqual([]);
  });

  it('names each refused field', () => {
    expect(endpointProblems({ ...draft, url: 'javascript:alert(1)' })).toEqual([
      { field: 'url', key: 'scheme' },
    ]);
    expect(endpointProblems({ ...draft, url: 'shop.example.com' })).toEqual([
      { field: 'url', key: 'malformed' },
    ]);
    expect(endpointProblems({ ...draft, description: 'x'.repeat(201) })).toEqual([
      { field: 'description', key: 'description_too_long' },
    ]);
    expect(endpointProblems({ ...draft, event_types: [] })).toEqual([
      { field: 'event_types', key: 'event_types_required' },
    ]);
    expect(endpointProblems({ ...draft, event_types: ['transaction.exploded'] })).toEqual([
      { field: 'event_types', key: 'event_type_unknown' },
    ]);
    expect(endpointProblems({ ...draft, plugins: [] })).toEqual([
      { field: 'plugins', key: 'plugins_required' },
    ]);
    expect(endpointProblems({ ...draft, plugins: ['pos'] })).toEqual([
      { field: 'plugins', key: 'plugin_unknown' },
    ]);
  });
});
