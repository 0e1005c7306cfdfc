// Types of server-process.mjs for the TypeScript callers (the benchmarks).
export const SERVER_SCRIPT: string;
export const SERVER_NODE_OPTIONS: string[];
export const SERVER_ENV: Record<string, string>;
export function serverEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
