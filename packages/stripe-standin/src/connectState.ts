import type { ConnectState } from './connectTypes.js';

export function emptyConnectState(): ConnectState {
  return { accounts: {}, accountLinks: {}, paymentIntents: {}, charges: {}, refunds: {}, owners: {} };
}
