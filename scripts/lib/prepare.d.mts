// Types of prepare.mjs for the TypeScript callers (the benchmarks).
export const root: string;
export function ensureInstalled(): void;
export function ensureBuilt(options?: { force?: boolean }): void;
export function run(command: string, args: string[], options?: object): unknown;
export function step(title: string): void;
