import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupI18n, type MessageDescriptor } from '@lingui/core'
import { actionById, hotkeyCommands } from '../../commands/index'
import { Row } from '../../src/components/data-table/grid-row'
import { cellLabels } from '../../src/components/data-table/labels'
import { RowPointer } from '../../src/components/data-table/row-pointer'
import type { GridColumn } from '../../src/components/data-table/table-grid'
import { ariaKeyShortcuts, keyCaps } from '../../src/components/command-palette/keys'

const label = (text: string): MessageDescriptor => ({ id: text, message: text })

type Mode = { _id: string; title: string; active: boolean }

describe('the table’s fit and finish (issue 15)', () => {
  const labels = cellLabels(setupI18n({ locale: 'en', messages: { en: {} } }))
  const columns: GridColumn<Mode>[] = [
    { spec: { id: 'title', label: label('Title') }, header: 'Title', width: 150, sortable: false, sorted: false, toggleSort: () => {} },
    {
      spec: { id: 'active', label: label('Active'), format: 'active' },
      header: 'Active',
      width: 100,
      sortable: false,
      sorted: false,
      toggleSort: () => {},
    },
  ]
  const row = (mode: Mode) =>
    renderToStaticMarkup(
      createElement(Row<Mode>, {
        id: 'g-row-0',
        row: mode,
        index: 0,
        ariaIndex: 2,
        start: 0,
        columns,
        labels,
        selected: false,
        active: false,
        tone: null,
        inactive: !mode.active,
        rowKey: mode._id,
        pointer: new RowPointer({ select: () => {}, open: () => {} }),
        onPointerDown: () => {},
      }),
    )

  it('shows a soft-deleted row muted, with an Inactive badge as text in its first cell', () => {
    const html = row({ _id: 'm1', title: 'Turbo (retired)', active: false })
    expect(html).toContain('data-inactive="true"')
    expect(html).toContain('text-muted-foreground')
    const cells = html.split('role="gridcell"')
    expect(cells[1]).toMatch(/<span data-slot="inactive-badge"[^>]*>Inactive<\/span>Turbo \(retired\)/)
    expect(cells[2]).not.toContain('inactive-badge')
  })

  it('shows an active row as before', () => {
    const html = row({ _id: 'm2', title: 'Eco', active: true })
    expect(html).not.toContain('data-inactive')
    expect(html).not.toContain('inactive-badge')
    expect(html).not.toContain('text-muted-foreground')
  })

  it('binds `/` to "Search in table", shown as the key itself', () => {
    expect(actionById('action.search')?.hotkey).toBe('/')
    expect(hotkeyCommands.filter((c) => c.hotkey === '/').map((c) => c.id)).toEqual(['action.search'])
    expect(keyCaps('/', 'de', false)).toEqual(['/'])
    expect(keyCaps('/', 'en', true)).toEqual(['/'])
    expect(ariaKeyShortcuts('/')).toBe('/')
  })
})
