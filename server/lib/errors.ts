import type { Vars } from './i18n.ts';

/** A message to translate when the response is written (the request's language decides). */
export interface Msg {
  key: string;
  vars?: Vars;
}

export const msg = (key: string, vars?: Vars): Msg => ({ key, vars });

/**
 * The one way route code reports a client error: the error handler renders it in the
 * ARCHITECTURE.md shape `{message?, <field>?: string[], non_field_errors?: string[]}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: Record<string, Msg[]>,
    readonly messageKey?: Msg,
    /** What the client needs beside the message to put things right (a cart priced again). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey?.key ?? Object.keys(fields).join(','));
  }
}

export const fieldErrors = (fields: Record<string, Msg[]>, status = 400) => new ApiError(status, fields);
export const nonFieldError = (key: string, vars?: Vars, status = 400) =>
  new ApiError(status, { non_field_errors: [msg(key, vars)] });
export const messageError = (status: number, key: string, vars?: Vars) =>
  new ApiError(status, {}, msg(key, vars));
