import { testDatabases } from './support/databases'
import { fuzzEveryEndpoint } from './support/fuzz-suite'

/**
 * SECURITY.md items 16 and 26 on PGlite (support/fuzz-suite.ts); fuzz-postgres.test.ts runs the same on PostgreSQL (with
 * fewer of the random bodies, FUZZ_BODIES_POSTGRES), a file of its own so the two run side by side (each takes minutes).
 */
fuzzEveryEndpoint(testDatabases.find((d) => d.name === 'pglite')!)
