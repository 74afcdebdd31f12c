import type { ProviderAccount } from '../../gateways/service.ts';
import type { GatewayRow } from './repository.ts';

/** A gateway's account with its provider, credentials opened for one call. */
export function gatewayAccount(_gateway: GatewayRow): ProviderAccount {
  return { mode: 'test', credentials: {} };
}
