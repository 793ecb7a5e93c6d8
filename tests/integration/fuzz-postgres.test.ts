import { describe, it } from 'vitest'
import { testDatabases } from './support/databases'
import { fuzzEveryEndpoint } from './support/fuzz-suite'

/**
 * SECURITY.md items 16 and 26 on PostgreSQL when TEST_DATABASE_URL is set (support/fuzz-suite.ts; fuzz.test.ts: PGlite):
 * every RAW body and every spoiled field on every route, and fewer random bodies than on PGlite (FUZZ_BODIES_POSTGRES).
 */
const postgres = testDatabases.find((d) => d.name === 'postgres')
if (postgres) fuzzEveryEndpoint(postgres)
else describe.skip('fuzzing every endpoint on PostgreSQL (TEST_DATABASE_URL is not set)', () => it('needs TEST_DATABASE_URL', () => {}))
