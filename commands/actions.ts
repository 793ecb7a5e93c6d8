import { msg } from '@lingui/core/macro'
import { activeRow, defineAction } from './action-kit'
import type { ActionCommand } from './types'

const action = defineAction

/**
 * Every toolbar action of spec 000 section 6 (the buttons that exist), spec 001 section 2 and spec 002 section 2 (the
 * shared data table's toolbar items), and the dialog footer's save, reset and close. The permission is the button of
 * the current screen's permission entry (spec 000 section 6: "toolbar buttons per screen come from the enabled buttons
 * of that screen's permission entry").
 */
export { activeRow, defineAction, reasons, rowRule } from './action-kit'

export const actionCommands = [
  // Spec 000 section 5: add requires no selected row; spec 000 section 9: Ctrl/Cmd+A.
  action('add', msg`Add`, ['add'], 'none', { hotkey: 'mod+a', keywords: ['new', 'create'] }),
  action('edit', msg`Edit`, ['edit'], 'one', { hotkey: 'mod+e', keywords: ['update', 'change', 'modify'] }),
  // Double-click view needs 'view' or 'visibility' (spec 000 section 6); the command accepts either.
  action('view', msg`View`, ['view', 'visibility'], 'one', { hotkey: 'mod+m', keywords: ['open', 'details', 'show'] }),
  // Deletion is soft and allowed only on active records, else 'Record Already Deleted' (spec 000 section 4).
  action('delete', msg`Delete`, ['delete'], { kind: 'one', rules: [activeRow] }, { hotkey: 'mod+d', keywords: ['remove'] }),
  action('assign', msg`Assign`, ['assign'], 'one', { keywords: ['allocate'] }),
  action('resetAssign', msg`Reset assignment`, ['resetAssign'], 'one', { keywords: ['unassign', 'reset assign'] }),
  action('onboarding', msg`Onboarding`, ['onboarding'], 'one', { keywords: ['onboard', 'deliver'] }),
  // Click-to-call through the telephony provider (spec 000 section 6 'call'): CRM leads, and bookings' customers.
  action('call', msg`Call`, ['call'], 'one', { keywords: ['phone', 'dial'] }),
  // A bulk upload (Excel) needs no row; a mandatory document upload belongs to one record.
  action('upload', msg`Upload`, ['upload'], 'any', { keywords: ['import', 'excel', 'bulk'] }),
  action('mandatoryUpload', msg`Upload mandatory documents`, ['mandatoryUpload'], 'one', { keywords: ['documents', 'mandatory upload'] }),
  action('approve', msg`Approve`, ['approve'], 'one', { keywords: ['accept'] }),
  action('reject', msg`Reject`, ['reject'], 'one', { keywords: ['decline'] }),
  action('changeStatus', msg`Change status`, ['changeStatus'], 'one', { keywords: ['status', 'stage'] }),
  action('logs', msg`Logs`, ['logs'], 'one', { keywords: ['history', 'activity', 'audit'] }),
  // Re-assigning works on a multi-selection.
  action('reassign', msg`Re-assign`, ['reassign'], 'some', { keywords: ['reassign', 'transfer'] }),
  action('refetch', msg`Re-fetch`, ['refetch'], 'any', { keywords: ['refresh', 'reload', 'refetch'] }),
  action('rtoSettlement', msg`RTO settlement`, ['rtoSettlement'], 'one', { keywords: ['registration', 'settle'] }),
  // The download button needs 'export' and rows (spec 001 section 2); the filter popover needs 'filter'.
  action('export', msg`Download`, ['export'], 'any', { needsRows: true, keywords: ['export', 'excel', 'xlsx', 'csv'] }),
  action('filter', msg`Filter list`, ['filter'], 'any', { keywords: ['filter'] }),
  action('clearFilters', msg`Clear all filters`, ['filter'], 'any', { keywords: ['clear all', 'reset filters'] }),
  action('columns', msg`View columns`, [], 'any', { keywords: ['columns', 'show', 'hide'] }),
  // The keyword search box of the table: loading rows at all needs 'query' (spec 000 section 6). `/` outside text
  // fields, as on many sites (issue 15); the table binds it (src/components/data-table/use-slash-search.ts).
  action('search', msg`Search in table`, ['query'], 'any', { hotkey: '/', keywords: ['find', 'keyword'] }),
  // The dialog footer (spec 000 section 2 "Submit and reset come from the dialog footer or keyboard shortcuts").
  action('save', msg`Save`, [], 'any', { scope: 'dialog', hotkey: 'mod+s', keywords: ['submit', 'update'] }),
  action('reset', msg`Reset form`, [], 'any', { scope: 'dialog', hotkey: 'mod+r', keywords: ['clear', 'reset'] }),
  action('close', msg`Close`, [], 'any', { scope: 'dialog', hotkey: 'escape', keywords: ['cancel', 'dismiss'] }),
] as const satisfies readonly ActionCommand[]

/** The common actions' ids; a screen's own actions add theirs (commands/index.ts: ActionId). */
export type CommonActionId = (typeof actionCommands)[number]['id']

/** A common action's name without the `action.` prefix, as a screen's toolbar names it. */
export type CommonActionName = CommonActionId extends `action.${infer N}` ? N : never
