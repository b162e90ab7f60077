import type { Knex } from 'knex';
import type { EventPublisher, Logger } from '@suite/sdk';
import type { PlatformConfig } from '../config.js';
import type { Mailer } from './mail/mailer.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { AuthResolver } from '../http/request-state.js';

/** What every core area (auth, sessions, accounts, billing, ...) is built with. */
export interface CoreContext {
  db: Knex;
  config: PlatformConfig;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  hub: RealtimeHub;
  /** Authentication; call its invalidate* after changing a user, membership, session or account. */
  auth: AuthResolver;
  /** Domain events for outgoing webhooks (invoice.paid); absent where no webhooks run. */
  events?: EventPublisher;
}
