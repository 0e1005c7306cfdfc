import type { Row } from '../lib/report';

/**
 * A benchmark of `npm run bench`: named so `npm run bench -- <name>` runs it alone; answers rows of the results table.
 */
export interface Suite {
  name: string;
  /** One line: what it measures and how. */
  about: string;
  run(): Promise<Row[]>;
}
