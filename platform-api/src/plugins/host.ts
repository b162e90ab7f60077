import type { Knex } from 'knex';
import {
  isApiPlugin,
  registerModulePermissions,
  type ApiPlugin,
  type FeatureChecker,
  type FeatureKey,
  type EventPublisher,
  type Logger,
  type PluginContext,
  type RealtimeRegistrar,
} from '@suite/sdk';
import type { PlatformConfig } from '../config.js';
import { createTenantScope } from '../core/tenancy/scope.js';
import type { RealtimeHub } from '../realtime/hub.js';
import type { AuthResolver } from '../http/request-state.js';
import type { JobRunner } from '../jobs/runner.js';
import { CapabilityHub } from './capabilities.js';
import { RouteTable } from './routes.js';
import { registerModuleMailTemplates } from '../core/mail/templates.js';

export interface RegisteredPlugin {
  plugin: ApiPlugin;
  routes: RouteTable;
}

/**
 * Registers each module's ApiPlugin: gives it a context (db, routes, realtime, capabilities,
 * features), and keeps its routes behind the tenant context and its feature gate.
 */
export class PluginHost {
  readonly registered = new Map<string, RegisteredPlugin>();
  readonly capabilities: CapabilityHub;
  private readonly providerFeatures = new Map<string, FeatureKey>();

  constructor(
    private readonly deps: {
      db: Knex;
      config: PlatformConfig;
      log: Logger;
      features: FeatureChecker;
      hub: RealtimeHub;
      now: () => Date;
      auth: AuthResolver;
      jobs: JobRunner;
      /** Domain events (the core's webhooks deliver them). */
      events: EventPublisher;
    },
  ) {
    this.capabilities = new CapabilityHub(deps.features, this.providerFeatures);
  }

  async register(plugins: readonly ApiPlugin[]): Promise<void> {
    for (const plugin of plugins) {
      if (!isApiPlugin(plugin)) throw new Error('Not an ApiPlugin: define it with defineApiPlugin()');
      const id = String(plugin.id);
      if (this.registered.has(id)) throw new Error(`Plugin ${id} is registered twice`);
      this.providerFeatures.set(id, plugin.feature);
      // What the module declares of its own: its permission rules (the one ability of HTTP and sockets) and its mail.
      if (plugin.permissions) registerModulePermissions(plugin.permissions);
      if (plugin.mailTemplates) registerModuleMailTemplates(id, plugin.mailTemplates);
      const routes = new RouteTable({ db: this.deps.db, config: this.deps.config, feature: plugin.feature, defaultAccess: 'tenant', auth: this.deps.auth });
      this.registered.set(id, { plugin, routes });
    }
    // Register after every provider is known, so capabilities can be looked up in any order.
    for (const { plugin, routes } of this.registered.values()) {
      await plugin.register(this.contextFor(plugin, routes));
    }
  }

  plugins(): ApiPlugin[] {
    return [...this.registered.values()].map((entry) => entry.plugin);
  }

  private contextFor(plugin: ApiPlugin, routes: RouteTable): PluginContext {
    const { db, config, log, features, hub, now } = this.deps;
    const id = String(plugin.id);
    const realtime: RealtimeRegistrar = {
      on: (definition) => hub.on(id, plugin.feature, definition as never),
      broadcast: (room, event, data) => hub.broadcast(room, event, data),
      evict: (room, userId) => hub.evict(room, userId),
      onDisconnect: (handler) => hub.onDisconnect(plugin.feature, handler),
    };
    const pluginLog = 'child' in log && typeof (log as { child?: unknown }).child === 'function' ? (log as unknown as { child(b: object): Logger }).child({ plugin: id }) : log;
    return {
      id,
      db,
      scopeFor: (accountId, knex) => createTenantScope(knex ?? db, accountId),
      routes,
      realtime,
      capabilities: this.capabilities,
      features,
      log: pluginLog,
      config: { appUrl: config.appUrl, environment: config.environment, version: config.version },
      now,
      guests: this.deps.auth.guests,
      jobs: this.deps.jobs.registrar(id),
      events: this.deps.events,
    };
  }
}
