import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import { pino } from 'pino';

const LEVEL_METHODS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const noop = () => {};

/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, bound to its id) made only when something
 * logs through it. Pino makes a child by running the bindings through the logger's redaction (its `*.key` paths
 * match every binding) and, with the route's level, rebuilding each log method: about 30 µs a request, on every
 * request, while most requests never log through their own logger (the one line a request gets comes from
 * plugins/request-log.ts). Below the logger's level a method is a no-op; anything else makes the child and uses it.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= logger.child(bindings, options));
  const level = () => (child ? child.level : (options.level ?? logger.level));
  const methods = new Map<PropertyKey, unknown>();
  const childOf = (more: Bindings, moreOptions?: ChildLoggerOptions) => real().child(more, moreOptions);
  return new Proxy(logger, {
    get(_target, property) {
      if (child) return Reflect.get(child, property, child);
      if (property === 'level') return level();
      if (typeof property === 'string' && LEVEL_METHODS.has(property)) {
        let method = methods.get(property);
        if (!method) {
          // Whether a level is on is decided when called: the level may change meanwhile.
          method = (...args: unknown[]) => {
            if (pino.levels.values[property]! < (pino.levels.values[level()] ?? 0)) return;
            (real()[property as 'info'] as (...rest: unknown[]) => void)(...args);
          };
          methods.set(property, method);
        }
        return method;
      }
      if (property === 'silent') return noop;
      // Fastify checks that a factory's logger has `child` on every request: looking must not make the child.
      if (property === 'child') return childOf;
      if (property === 'isLevelEnabled')
        return (name: string) => (pino.levels.values[name] ?? Infinity) >= (pino.levels.values[level()] ?? 0);
      const made = real();
      const value: unknown = Reflect.get(made, property, made);
      return typeof value === 'function' ? (value as (...rest: unknown[]) => unknown).bind(made) : value;
    },
    set(_target, property, value) {
      return Reflect.set(real(), property, value);
    },
  });
}
