/** The counters of every limit live in lib/limit-store.ts; exported here so drizzle-kit finds the table. */
export { limitCounters } from '../../lib/limit-store';
