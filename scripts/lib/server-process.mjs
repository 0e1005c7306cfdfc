// How the built server is started, by `npm start` and by the benchmarks: the node options and the
// environment that keep the process small (docs/decisions.md, Performance). Settings already in the
// environment win.
export const SERVER_SCRIPT = 'apps/server/dist/main.js';

/**
 * A young generation of at most 2 × 8 MB (V8's default grows to 2 × 16 MB), and two V8 worker threads instead of
 * four: each kept memory of its own (PGlite's WebAssembly compiled on all of them), ~15 MiB idle, and on 2 cores two
 * are no slower (docs/decisions.md, Performance).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=8', '--v8-pool-size=2'];

/**
 * glibc keeps memory freed by other threads (PGlite's WebAssembly compiler, argon2 in the thread
 * pool) in per-thread arenas: two arenas, and freed memory above 128 KiB goes back to the system.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/** The environment of a server process: these settings under `env`. */
export function serverEnv(env = process.env) {
  return { ...SERVER_ENV, ...env };
}
