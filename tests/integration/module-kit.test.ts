import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordContract, TableContract } from '../../shared/api/contract'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

/**
 * The module kit's server half of the registration check (docs/adding-a-module.md): every contract a module declares
 * in shared/api/ is served by the running app, each call with the method the app uses, and every route declares its
 * access (the gate refuses to register one that does not).
 */
const sharedFiles = import.meta.glob<Record<string, unknown>>('../../shared/api/*.ts', { eager: true })
const exported = Object.entries(sharedFiles).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, value]) => ({ file, name, value })),
)
const tableContracts = exported.filter((e): e is typeof e & { value: TableContract } => {
  const v = e.value as Partial<TableContract> | null
  return !!v && typeof v === 'object' && typeof v.list === 'string' && !!v.row && Array.isArray(v.sort)
})
const recordContracts = exported.filter((e): e is typeof e & { value: RecordContract } => {
  const v = e.value as Partial<RecordContract> | null
  return !!v && typeof v === 'object' && typeof v.id === 'string' && !!v.form && ('create' in v || 'update' in v || 'details' in v)
})

describe('every module contract is served', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(testDatabases[0]!)
  })
  afterAll(() => h.close())

  const served = (method: string, path: string) => h.app.apiRoutes.some((r) => r.method === method && r.url === `/api/admin${path}`)

  it('finds the contracts', () => {
    expect(tableContracts.length).toBeGreaterThanOrEqual(7)
    expect(recordContracts.length).toBeGreaterThanOrEqual(1)
  })

  it('serves each table contract’s list and export', () => {
    for (const { file, name, value } of tableContracts) {
      expect(served('POST', value.list), `${file} ${name}: POST ${value.list}`).toBe(true)
      if (value.export) expect(served('POST', value.export), `${file} ${name}: POST ${value.export}`).toBe(true)
    }
  })

  it('serves each record contract’s calls with their methods', () => {
    for (const { file, name, value } of recordContracts) {
      const calls: [string, string | undefined][] = [
        [value.details?.method ?? 'POST', value.details?.path],
        ['POST', value.create?.path],
        ['PUT', value.update?.path],
        ['DELETE', value.remove?.path],
      ]
      for (const [method, path] of calls) if (path) expect(served(method, path), `${file} ${name}: ${method} ${path}`).toBe(true)
    }
  })
})
