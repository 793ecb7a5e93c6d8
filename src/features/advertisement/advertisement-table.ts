import { msg } from '@lingui/core/macro'
import { advertisementTableContract, LINK_TYPES, PRIORITIES, type AdvertisementListRow } from '@shared/api/advertisement'
import { defineTable } from '@/components/data-table/types'
import { LINK_TYPE_LABELS, POSITION_LABELS, PRIORITY_LABELS } from './messages'

export type AdvertisementRow = AdvertisementListRow

/**
 * The advertisement table (spec 001 section 2, "Advertisement screen"): title, link type, position, page, priority,
 * place, period, published, active, clicks, createdAt and updatedAt; filters for active, published, link type,
 * priority and the period.
 */
export const advertisementTable = defineTable<AdvertisementRow>({
  id: 'advertisement',
  screenId: 'screen.advertisement',
  contract: advertisementTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 200 },
    { id: 'typeOfLink', label: msg`Type of Link`, labels: LINK_TYPE_LABELS, width: 120 },
    { id: 'adPosition', label: msg`Ad Position`, labels: POSITION_LABELS, width: 110 },
    // The rider app's page names (GET /advertisement/pages), shown as the app names them.
    { id: 'advertisementPage', label: msg`Advertisement Page`, width: 150 },
    { id: 'priority', label: msg`Priority`, labels: PRIORITY_LABELS, width: 100 },
    { id: 'category', label: msg`Category`, width: 120, visible: false },
    { id: 'locationName', label: msg`Location`, width: 200 },
    { id: 'city', label: msg`City`, width: 120, visible: false },
    { id: 'startAt', label: msg`Start`, dataType: 'date', width: 170 },
    { id: 'endAt', label: msg`End`, dataType: 'date', width: 170 },
    { id: 'published', label: msg`Published`, dataType: 'boolean', width: 110 },
    { id: 'active', label: msg`Active`, format: 'active', width: 100 },
    { id: 'totalClick', label: msg`Total Clicks`, dataType: 'number', width: 120 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'published', label: msg`Publish state`, kind: 'boolean', trueLabel: msg`Published`, falseLabel: msg`Unpublished` },
    { id: 'type', label: msg`Type of link`, kind: 'choice', options: LINK_TYPES.map((v) => ({ value: v, label: LINK_TYPE_LABELS[v] })) },
    { id: 'priority', label: msg`Priority`, kind: 'choice', options: PRIORITIES.map((v) => ({ value: v, label: PRIORITY_LABELS[v] })) },
    { id: 'startAt', label: msg`Running from`, kind: 'date', edge: 'start' },
    { id: 'endAt', label: msg`Running until`, kind: 'date', edge: 'end' },
  ],
})
