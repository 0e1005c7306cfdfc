import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys that took longest, longest first (per-file seconds of a run with the JSON reporter, 2026-11-27):
 * started first, so that the run does not end on one long file while the other workers are idle. On a clean clone
 * vitest has no timings of its own and starts the largest files first, which put webhook-durability (104 s, a small
 * file) last.
 */
const LONGEST_FIRST = [
  'layout.e2e.ts',
  'honest-screens.e2e.ts',
  'dashboard.e2e.ts',
  'account-lifecycle.e2e.ts',
  'first-use-polish.e2e.ts',
  'webhook-durability.e2e.ts',
];

const rank = (file: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
