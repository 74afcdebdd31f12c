import {
  PluginParams,
  ScopeParams,
  TransactionDetail,
  TransactionDetailParams,
  TransactionFieldConfigs,
  TransactionListOptions,
  TransactionListQuery,
  TransactionPage,
  UpdateTransactionFieldsRequest,
} from '../../../src/domain/contracts/transactions.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['transactions'];

export const listSchema = (deleted: boolean) => ({
  tags,
  summary: deleted
    ? 'Deleted transactions of a plugin (or all), newest deleted first'
    : 'Transactions of a plugin (or all the user may access), newest first, filtered and searched',
  security: bearer,
  params: ScopeParams,
  querystring: TransactionListQuery,
  response: { 200: TransactionPage, ...errors(400, 401, 403, 404) },
});

export const optionsSchema = {
  tags,
  summary: 'Filter choices, active columns, table actions and permissions of a transactions list',
  security: bearer,
  params: ScopeParams,
  response: { 200: TransactionListOptions, ...errors(401, 403, 404) },
};

export const detailSchema = (deleted: boolean) => ({
  tags,
  summary: deleted ? 'One deleted transaction' : 'One transaction: details, payment link, actions',
  security: bearer,
  params: TransactionDetailParams,
  response: { 200: TransactionDetail, ...errors(401, 403, 404) },
});

export const getFieldsSchema = {
  tags,
  summary: "A plugin's table headers: every transaction field with its labels, visibility and order",
  security: bearer,
  params: PluginParams,
  response: { 200: TransactionFieldConfigs, ...errors(401, 403, 404) },
};

export const patchFieldsSchema = {
  tags,
  summary: "Change a plugin's table headers (labels, visibility, order)",
  security: bearer,
  params: PluginParams,
  body: UpdateTransactionFieldsRequest,
  response: { 200: TransactionFieldConfigs, ...errors(400, 401, 403, 404) },
};
