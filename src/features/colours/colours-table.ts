import { msg } from '@lingui/core/macro'
import { colourTableContract, type ColourRow } from '@shared/api/colours'
import { defineTable } from '@/components/data-table/types'

/** The colours table: the name, the #RRGGBB code, active, createdAt and updatedAt; the active filter and the download. */
export const colourTable = defineTable<ColourRow>({
  id: 'colours',
  screenId: 'screen.colours',
  contract: colourTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'name', label: msg({ message: 'Name', context: 'colour' }), width: 200 },
    { id: 'code', label: msg`Code`, width: 120 },
    { id: 'active', label: msg`Active`, format: 'active', width: 100 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [{ id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` }],
})
