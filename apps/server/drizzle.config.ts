import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables: a new `<domain>.table.ts` is found without a list to keep.
  schema: './src/modules/*/*.table.ts',
  out: './src/db/migrations',
});
