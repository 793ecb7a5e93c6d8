import { describe, expect, it } from 'vitest'
import { actionsOf, screenCommands } from '../../commands'
import type { TableContract } from '../../shared/api/contract'
import { SCREENS } from '../../shared/permissions'
import type { TableDeclaration } from '../../src/components/data-table/types'

/**
 * The module kit's registration check (docs/adding-a-module.md): a module that is half-registered fails here. Screens,
 * tables and contracts are found by their files, as the generated registries find them.
 */
const tableFiles = import.meta.glob<Record<string, unknown>>('../../src/features/*/*-table.ts', { eager: true })
const contractFiles = import.meta.glob<Record<string, unknown>>('../../shared/api/*.table.ts', { eager: true })
/** Each route file's path as TanStack Router reads it: src/routes/admin/riding/mode.tsx is /admin/riding/mode. */
const routePaths = new Set(
  Object.keys(import.meta.glob('../../src/routes/**/*.tsx')).map(
    (f) =>
      f
        .replace('../../src/routes', '')
        .replace(/\.tsx$/, '')
        .replace(/\/(index|route)$/, '') || '/',
  ),
)

const isTable = (v: unknown): v is TableDeclaration<Record<string, unknown>> =>
  !!v && typeof v === 'object' && 'screenId' in v && 'contract' in v && 'columns' in v
const isContract = (v: unknown): v is TableContract => !!v && typeof v === 'object' && 'list' in v && 'row' in v && 'sort' in v

const tables = Object.entries(tableFiles).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isTable)
    .map((table) => ({ file, table })),
)
const contracts = Object.entries(contractFiles).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => isContract(v))
    .map(([name, contract]) => ({ file, name, contract: contract as TableContract })),
)

describe('the module kit', () => {
  it('finds the modules it checks', () => {
    expect(tables.length).toBeGreaterThanOrEqual(7)
    expect(contracts.length).toBeGreaterThanOrEqual(7)
  })

  it('gives every screen a unique id and route, a route file, an icon, a known permission and a menu place', () => {
    const ids = new Set<string>()
    const routes = new Set<string>()
    for (const s of screenCommands) {
      expect(ids.has(s.id), s.id).toBe(false)
      expect(routes.has(s.route), s.route).toBe(false)
      ids.add(s.id)
      routes.add(s.route)
      expect(s.icon, `${s.id} icon`).toBeTruthy()
      expect(routePaths.has(s.route), `${s.id}: no route file for ${s.route}`).toBe(true)
      if (s.need) expect(SCREENS as readonly string[], `${s.id} permission`).toContain(s.need.screen)
      expect(Number.isFinite(s.order), `${s.id} order`).toBe(true)
    }
  })

  it('ties every table to a catalog screen that has a toolbar, and its filters and columns to its contract', () => {
    for (const { file, table } of tables) {
      const screen = screenCommands.find((s) => s.id === table.screenId)
      expect(screen, `${file}: screen ${table.screenId}`).toBeDefined()
      expect(actionsOf(screen).length, `${file}: ${table.screenId} has no toolbar`).toBeGreaterThan(0)
      const columnIds = table.columns.map((c) => c.id)
      expect(new Set(columnIds).size, `${file}: column ids`).toBe(columnIds.length)
      for (const f of table.filters ?? []) expect(Object.keys(table.contract.filters), `${file}: filter ${f.id}`).toContain(f.id)
      expect(
        contracts.map((c) => c.contract),
        `${file}: its contract is declared in shared/api/*.table.ts`,
      ).toContain(table.contract)
    }
  })

  it('uses every table contract in a table of the app', () => {
    for (const { file, name, contract } of contracts) {
      expect(
        tables.some((t) => t.table.contract === contract),
        `${file}: ${name} has no table in src/features`,
      ).toBe(true)
    }
  })

  it('gives every contract a sort key per default and a unique list call', () => {
    const lists = contracts.map((c) => c.contract.list)
    expect(new Set(lists).size).toBe(lists.length)
    for (const { name, contract } of contracts) expect(contract.sort, name).toContain(contract.defaultSort)
  })
})
