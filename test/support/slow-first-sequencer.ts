import { basename } from 'node:path'
import { BaseSequencer, type TestSequencerConstructor, type TestSpecification } from 'vitest/node'

/**
 * A sequencer that starts the named test files first, in the given order,
 * then the rest as Vitest orders them. Vitest runs the longest files first
 * only once it has timings from an earlier run, and a clean clone (CI) has
 * none: it falls back to file size, which left a long file that mostly
 * waits (a token renewal, a frozen backend) to start last and run alone at
 * the end. Naming the long files keeps them off the end of the run.
 *
 * @example sequence: { sequencer: slowFirst(['outage.test.ts', 'live.test.ts']) }
 */
export function slowFirst(names: readonly string[]): TestSequencerConstructor {
  const rank = (spec: TestSpecification) => {
    const index = names.indexOf(basename(spec.moduleId))
    return index === -1 ? names.length : index
  }
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files)
      return sorted
        .map((spec, at) => ({ spec, at }))
        .sort((a, b) => rank(a.spec) - rank(b.spec) || a.at - b.at)
        .map(({ spec }) => spec)
    }
  }
}
