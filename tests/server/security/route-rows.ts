/**
 * The shape of the authorisation matrix's rows (route-table.ts), and the helpers that write
 * them, apart from the table so the tables of separate features (routes-23/*.ts) can use them.
 */
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { CapabilityName } from './capability-ids.ts';

/** Concrete path parameter values of one request. */
export type Params = Readonly<Record<string, string>>;
/** A permission name, a template of one (`access_{plugin}`), or how to derive it from the parameters. */
export type Permission = string | ((params: Params) => string);

interface Marks {
  /** The parameter of an anonymous route that is a capability, and its kind of id. */
  capability?: { param: string; id: CapabilityName };
  /** Why the ids an anonymous route takes may be known to anyone. */
  public?: string;
  /** Values the test tries for a parameter the permissions depend on (path default: two plugins). */
  each?: Readonly<Record<string, readonly string[]>>;
  /** Why this row reads the way it does, where the code alone would not say. */
  note?: string;
  /**
   * Reads or acts on transactions: staff without view_all_paymenttransaction reach only those
   * they created, another's answering as unknown (the matrix's cashier tries each such row).
   */
  ownRows?: true;
}

export type Access =
  | { access: 'public' }
  /** Any valid bearer token of a staff account. */
  | { access: 'signed-in' }
  /** The signed-in user named by this parameter, or a superuser. */
  | { access: 'self'; param: string }
  /** A bearer token whose user holds every permission listed. */
  | { access: 'permission'; permissions: readonly Permission[] }
  /** A bearer token whose user holds every permission of at least one of the lists. */
  | { access: 'permission'; anyOf: readonly (readonly Permission[])[] }
  /** Event staff or door staff: access_event or scan_eventbooking. */
  | { access: 'door' }
  | { access: 'superuser' }
  /** `Authorization: Api-Key <key>` of a live key issued for this plugin. */
  | { access: 'api-key'; plugin: PluginKind }
  /** The sandbox gateway's HMAC signature over the body (X-Sandbox-Timestamp, X-Sandbox-Signature). */
  | { access: 'signature' };

export type Row = Access & Marks;

export const perm = (...permissions: Permission[]): Row => ({ access: 'permission', permissions });
export const pub = (marks: Marks = {}): Row => ({ access: 'public', ...marks });
/** A bearer token whose user holds every permission of at least one of the lists. */
export const anyOf = (...lists: (readonly Permission[])[]): Row => ({ access: 'permission', anyOf: lists });
