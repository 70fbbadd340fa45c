import type { Webhooks } from './events.js';
import type { Store } from './store.js';

/** The stand-in's state and its outgoing events, as every operation gets them. */
export interface Billing {
  store: Store;
  webhooks: Webhooks;
  pagesBaseUrl: () => string;
}
