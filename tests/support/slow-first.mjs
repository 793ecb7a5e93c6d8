import { BaseSequencer } from 'vitest/node'

/**
 * The files that take minutes (the fuzz suites, the longest end-to-end files) start first within their project: on a fresh clone vitest has no
 * timings and would start them by file size, and a small file that takes four minutes would then run alone at the end.
 */
const SLOW = [
  'tests/integration/fuzz.test.ts',
  'tests/integration/fuzz-postgres.test.ts',
  'tests/integration/shutdown.test.ts',
  'tests/integration/list-paths.test.ts',
  // End to end, two at a time: each of these takes 1.5–2.5 minutes (measured on the 2-core machine, issue 36).
  'tests/e2e/days-every-zone.e2e.ts',
  'tests/e2e/data-table.e2e.ts',
  'tests/e2e/guard-before-data.e2e.ts',
  'tests/e2e/export-every-table.e2e.ts',
  'tests/e2e/booking.e2e.ts',
  'tests/e2e/signin.e2e.ts',
]

/** @param {import('vitest/node').TestSpecification} spec */
const rank = (spec) => {
  const i = SLOW.findIndex((f) => spec.moduleId.endsWith(f))
  return i === -1 ? SLOW.length : i
}

export class SlowFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files)
    const order = new Map(sorted.map((spec, i) => [spec, i]))
    const at = (/** @type {import('vitest/node').TestSpecification} */ spec) => order.get(spec) ?? 0
    // Projects keep their order (super.sort groups them); within one, the slow files first, the rest as vitest had them.
    return [...sorted].sort((a, b) => {
      const groups = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder
      if (groups !== 0) return groups
      if (a.project.name !== b.project.name) return at(a) - at(b)
      return rank(a) - rank(b) || at(a) - at(b)
    })
  }
}
