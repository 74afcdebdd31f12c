/**
 * libpq lets a connection URL name several hosts (`postgres://u:p@h1:5432,h2:5432/db
 * ?target_session_attrs=read-write`) and connects to the first that fits; pg_auto_failover
 * hands out such URLs. node-postgres reads one host only, so the list is split here into one
 * single-host URL per host, tried in order by failover-pool.ts.
 */
export interface PostgresTarget {
  /** One single-host connection string per host, in the URL's order. */
  hosts: string[];
  /** `read-write`: only a primary will do (libpq's target_session_attrs). */
  readWrite: boolean;
  /** libpq's connect_timeout, in milliseconds (0: none). */
  connectTimeoutMs: number;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/i;
/** Parameters node-postgres does not know and would pass to the server as settings. */
const LIBPQ_ONLY = ['target_session_attrs', 'connect_timeout'];

export function parsePostgresUrl(url: string): PostgresTarget {
  const match = URL_PARTS.exec(url);
  if (!match) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const [, scheme, credentials = '', hostList = '', tail = ''] = match;
  const [pathAndQuery = '', fragment] = tail.split('#');
  const [path = '', query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  const readWrite = params.get('target_session_attrs') === 'read-write';
  const connectTimeoutS = Number(params.get('connect_timeout') ?? 0);
  for (const name of LIBPQ_ONLY) params.delete(name);
  const rest = `${path}${params.size ? `?${params}` : ''}${fragment === undefined ? '' : `#${fragment}`}`;
  const hosts = splitHosts(hostList).map((host) => `${scheme}${credentials}${host}${rest}`);
  return {
    hosts,
    readWrite,
    connectTimeoutMs: Number.isFinite(connectTimeoutS) && connectTimeoutS > 0 ? connectTimeoutS * 1000 : 0,
  };
}

/** `h1:5432,[::1]:5433,h3` → each host with its port; brackets keep IPv6 colons apart. */
function splitHosts(list: string): string[] {
  const hosts = list.match(/\[[^\]]*\](?::\d+)?|[^,]+/g) ?? [];
  return hosts.length ? hosts : [''];
}
