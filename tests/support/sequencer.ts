/**
 * The order vitest hands test files to its workers (vitest.config.ts). Vitest's own order runs the
 * files that took longest last time first, but a fresh clone (CI) has no last time, and then the
 * process tests (`*.process.test.ts`: the real server started again and again, killed with SIGKILL,
 * backed up and restored) came after most of the suite, and one of them alone kept a worker busy for
 * a minute and a half after the other was done. They go first, longest first; the rest keep vitest's
 * order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as timed on the project's machine (docs/benchmarks.md, "Unit suite wall time"). */
const FIRST = ['main.process.test.ts', 'jobs.process.test.ts', 'backup.process.test.ts'];

function rank(spec: TestSpecification): number {
  const index = FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  if (index !== -1) return index;
  return spec.moduleId.endsWith('.process.test.ts') ? FIRST.length : FIRST.length + 1;
}

export class ProcessTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, vitest's order holds.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
