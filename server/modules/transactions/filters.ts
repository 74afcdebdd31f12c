import { dateFilterBound } from '../../../src/domain/business-time.ts';
import type { TransactionListQuery } from '../../../src/domain/contracts/transactions.ts';
import { isCurrencyCode } from '../../../src/domain/money.ts';
import { hasPermission, PERMISSIONS, type PermissionHolder } from '../../../src/domain/permissions.ts';
import { TRANSACTION_STATES, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { isUuid } from '../payments/service.ts';
import type { ListFilters } from './list-repository.ts';

/** Query parameters that narrow the list: using any of them needs search_paymenttransaction. */
export const FILTER_PARAMS = [
  'q',
  'state',
  'gateway_code',
  'currency_code',
  'initiator',
  'unit',
  'bulk',
  'product_type',
  'created_after',
  'created_before',
  'state_changed_at_after',
  'state_changed_at_before',
] as const satisfies readonly (keyof TransactionListQuery)[];

const present = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '';

/** SPEC 6: search and filters are one permission; without it the plain list only. */
export function requireSearchPermission(user: PermissionHolder, query: TransactionListQuery): void {
  if (
    FILTER_PARAMS.some((name) => present(query[name])) &&
    !hasPermission(user, PERMISSIONS.searchTransactions)
  ) {
    throw messageError(403, 'errors.forbidden');
  }
}

/** The merchant's own data a filter may name (read only for the filters the query uses). */
export interface KnownChoices {
  gatewayCodes: readonly string[];
  productTypes: readonly string[];
}

/**
 * Checks every filter against the merchant's own data and turns it into ListFilters;
 * every bad value is reported under its parameter name (400), in the reader's language.
 */
export function checkListFilters(query: TransactionListQuery, known: KnownChoices): ListFilters {
  const errors: Record<string, Msg[]> = {};
  const filters: ListFilters = {};
  const invalid = (field: string, values: string[]) => {
    if (values.length) errors[field] = values.map((value) => msg('errors.invalid_choice_value', { value }));
  };

  const q = query.q?.trim();
  if (q) filters.q = q;

  if (query.state?.length) {
    invalid(
      'state',
      query.state.filter((s) => !(TRANSACTION_STATES as readonly string[]).includes(s)),
    );
    filters.state = query.state as TransactionState[];
  }
  if (query.currency_code?.length) {
    invalid(
      'currency_code',
      query.currency_code.filter((c) => !isCurrencyCode(c)),
    );
    filters.currency_code = query.currency_code;
  }
  const numbers = (field: 'initiator' | 'unit', values: string[] | undefined) => {
    if (!values?.length) return undefined;
    invalid(
      field,
      values.filter((v) => !/^[1-9][0-9]{0,9}$/.test(v) || Number(v) > 2147483647),
    );
    return values.map(Number);
  };
  filters.initiator = numbers('initiator', query.initiator);
  filters.unit = numbers('unit', query.unit);
  if (query.bulk?.length) {
    invalid(
      'bulk',
      query.bulk.filter((b) => !isUuid(b)),
    );
    filters.bulk = query.bulk.map((b) => b.toLowerCase());
  }

  if (query.gateway_code?.length) {
    const gateways = new Set(known.gatewayCodes);
    invalid(
      'gateway_code',
      query.gateway_code.filter((code) => !gateways.has(code)),
    );
    filters.gateway_code = query.gateway_code;
  }
  if (query.product_type?.length) {
    invalid(
      'product_type',
      query.product_type.filter((type) => !known.productTypes.includes(type)),
    );
    filters.product_type = query.product_type;
  }

  const dates = [
    ['created_after', 'after'],
    ['created_before', 'before'],
    ['state_changed_at_after', 'after'],
    ['state_changed_at_before', 'before'],
  ] as const;
  for (const [field, edge] of dates) {
    const value = query[field];
    if (!value) continue;
    const bound = dateFilterBound(value, edge);
    if (bound) filters[field] = bound;
    else errors[field] = [msg('transactions.invalid_date')];
  }
  for (const [after, before] of [
    ['created_after', 'created_before'],
    ['state_changed_at_after', 'state_changed_at_before'],
  ] as const) {
    const from = filters[after];
    const to = filters[before];
    if (from && to && to.getTime() <= from.getTime() && !errors[before]) {
      errors[before] = [msg('transactions.date_before_start')];
    }
  }
  for (const key of Object.keys(filters) as (keyof ListFilters)[]) {
    if (filters[key] === undefined) delete filters[key];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filters;
}
