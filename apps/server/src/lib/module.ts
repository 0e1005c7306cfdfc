import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { ScopeRegistry, ScopeResolver, Scopes } from '../plugins/endpoints';
import type { CleanupTask } from './cleanup';
import type { LimitStore } from './limit-store';
import type { QueueTiming, Worker } from './queue-worker';
import type { SecretBox } from './secret-box';

/**
 * A domain of the server is one module: `defineModule({ name, services,
 * scopes, routes, cleanup, workers })` in `modules/<domain>/<domain>.module.ts`,
 * listed once in `modules.ts`. The app builds every module's services into one
 * container, registers their routes under /api, runs their clean-up hourly
 * and their workers in the background. See docs/architecture.md.
 */

/** What any service may use besides other modules' services. */
export interface Platform {
  db: Db;
  database: Database;
  config: Config;
  /** The address links in mails point to (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Encrypts secrets kept for users (SECRET_KEY). */
  secretBox: SecretBox;
  /** Timing of the queue workers (tests shorten retries). */
  queue: QueueTiming;
  /**
   * Where every limit counts (lib/attempt-limiter.ts, lib/rate-limit-store.ts): the database, or Redis with REDIS_URL.
   */
  limits: LimitStore;
  /** Where the built web is: the portal (`dist`), the hosted Connect page, the Connect component's script build. */
  builtWeb: BuiltWeb;
  now: () => Date;
}

export interface BuiltWeb {
  dist: string;
  connectPage: string;
  connectScript: string;
}

/** A module's service factories by the name others use: `{ teams: createTeamsService }`. */
export type ServiceFactories = Record<string, (deps: never) => unknown>;

/** The services a set of factories builds, by name. */
export type ServicesOf<F extends ServiceFactories> = {
  [K in keyof F]: F[K] extends (deps: never) => infer S ? S : never;
};

/** What a module's own hooks receive: the platform and the module's own services. */
export type ModuleDeps<F extends ServiceFactories> = Platform & ServicesOf<F>;

export interface PortalModule<F extends ServiceFactories = ServiceFactories> {
  name: string;
  /**
   * Service factories, one constructor style: `createXService(deps)` taking
   * one object that declares, with imported types, what the service uses
   * (platform values and other modules' services), so the lint sees every
   * dependency between modules. The container hands each factory everything.
   */
  services?: F;
  /** How the scope kinds this module owns are resolved (plugins/endpoints `Scopes`). */
  scopes?(deps: ModuleDeps<F>): { [K in keyof Scopes]?: ScopeResolver<Scopes[K]> };
  /** How the data plane's token kinds this module owns are authenticated (application or consumer tokens). */
  tokens?(deps: ModuleDeps<F>): ScopeRegistry['tokens'];
  /**
   * What the scope fallbacks this module owns stand for (a resource's owner, the current team): see `ScopeFallback`.
   */
  scopeFallbacks?(deps: ModuleDeps<F>): ScopeRegistry['fallbacks'];
  /** Registers the module's endpoints with `routes()`/`route()`; mounted under /api. */
  routes?(app: FastifyInstance, deps: ModuleDeps<F>): void | Promise<void>;
  /** Registers pages outside /api (rare: the development mailbox). */
  pages?(app: FastifyInstance, deps: ModuleDeps<F>): void | Promise<void>;
  /** Deletes what the module no longer needs; run hourly and at start. */
  cleanup?(deps: ModuleDeps<F>): CleanupTask[];
  /** Background work, started when the app is ready and stopped when it closes. */
  workers?(deps: ModuleDeps<F>): Worker[];
  /** Runs once the app is ready (e.g. a start-up notice in the log). */
  onReady?(deps: ModuleDeps<F>): void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function defineModule<F extends ServiceFactories = {}>(module: PortalModule<F>): PortalModule<F> {
  return module;
}

/**
 * Builds every module's services, each on first use, so the order of the list
 * does not matter; services that need each other fail the start, naming the cycle.
 */
export function createServices<S>(platform: Platform, modules: readonly PortalModule[]): Platform & S {
  const deps = { ...platform } as Record<string, unknown>;
  const built = new Map<string, unknown>();
  const building: string[] = [];
  const names: string[] = [];
  for (const module of modules) {
    for (const [name, factory] of Object.entries(module.services ?? {}) as Array<
      [string, (deps: unknown) => unknown]
    >) {
      if (name in deps) throw new Error(`${module.name}: a service or platform value named ${name} exists already`);
      names.push(name);
      Object.defineProperty(deps, name, {
        enumerable: true,
        get() {
          if (built.has(name)) return built.get(name);
          if (building.includes(name)) throw new Error(`services need each other: ${[...building, name].join(' → ')}`);
          building.push(name);
          try {
            const service = factory(container);
            built.set(name, service);
            return service;
          } finally {
            building.pop();
          }
        },
      });
    }
  }
  // A factory that asks for a name nobody provides fails loudly instead of getting undefined.
  const container = new Proxy(deps, {
    get(target, name) {
      if (building.length > 0 && typeof name === 'string' && !(name in target)) {
        throw new Error(`${building.at(-1)} needs ${name}, which no module provides`);
      }
      return Reflect.get(target, name);
    },
  });
  // Build everything now: a wiring mistake stops the start, not the first request.
  for (const name of names) void container[name];
  return container as Platform & S;
}
