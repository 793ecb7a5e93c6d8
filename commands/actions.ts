import { msg } from '@lingui/core/macro'
import type { ActionCommand, RowRule, SelectionNeed } from './types'

/**
 * The messages of the toolbar preconditions. Spec texts where the spec quotes one ('Please select atleast one record
 * from table', 'Record Already Deleted', 'No Record Found'); the others follow the spec's descriptions (spec 000
 * section 8, spec 002 section 5: "unselect any row before creating; select a row; select only one row; select only
 * users for user-only actions", "only admin passwords can be reset", "attempts already zero", "select worker").
 */
export const reasons = {
  selectRow: msg`Please select a row first`,
  /** Spec 001 section 5: deleting an advertisement needs a checked item. */
  selectBannerAds: msg`select banner ads`,
  selectOneRow: msg`Please select only one row`,
  selectSomeRows: msg`Please select atleast one record from table`,
  unselectBeforeAdd: msg`Unselect the selected row before adding`,
  selectWorkerOrScc: msg`Please select a worker or scc user`,
  selectCustomer: msg`Please select a customer`,
  onlyAdminReset: msg`Only admin passwords can be reset`,
  attemptsZero: msg`Password attempts are already zero`,
  alreadyDeleted: msg`Record Already Deleted`,
  noRows: msg`No Record Found`,
  notAvailable: msg`Not available on this screen yet`,
  onlyNotNormal: msg`Only a notification of a type other than normal can be resent`,
} as const

const activeRow: RowRule = { test: 'active', reason: reasons.alreadyDeleted }

const action = <I extends string>(
  id: I,
  title: ActionCommand['title'],
  buttons: ActionCommand['buttons'],
  selection: SelectionNeed,
  extra: Partial<Pick<ActionCommand, 'hotkey' | 'needsRows' | 'keywords' | 'scope' | 'hiddenWhenBlocked'>> = {},
): ActionCommand & { readonly id: `action.${I}` } => ({
  id: `action.${id}`,
  kind: 'action',
  section: 'actions',
  title,
  buttons,
  selection,
  keywords: extra.keywords ?? [],
  scope: extra.scope ?? 'table',
  ...(extra.hotkey ? { hotkey: extra.hotkey } : {}),
  ...(extra.needsRows ? { needsRows: true } : {}),
  ...(extra.hiddenWhenBlocked ? { hiddenWhenBlocked: true } : {}),
})

/**
 * Every toolbar action of spec 000 section 6 (the buttons that exist), spec 001 section 2 and spec 002 section 2 (the
 * shared data table's toolbar items), and the dialog footer's save, reset and close. The permission is the button of
 * the current screen's permission entry (spec 000 section 6: "toolbar buttons per screen come from the enabled buttons
 * of that screen's permission entry").
 */
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
  action('call', msg`Call`, ['call'], 'one', { keywords: ['phone', 'dial'] }),
  // A CRM lead's follow-up (executive, date, remark). The spec names no button for it; it changes the lead, so 'edit'.
  action('followUp', msg`Add follow-up`, ['edit'], 'one', { keywords: ['follow up', 'followup', 'remind', 'remark'] }),
  // A bulk upload (Excel) needs no row; a mandatory document upload belongs to one record.
  action('upload', msg`Upload`, ['upload'], 'any', { keywords: ['import', 'excel', 'bulk'] }),
  action('mandatoryUpload', msg`Upload mandatory documents`, ['mandatoryUpload'], 'one', { keywords: ['documents', 'mandatory upload'] }),
  action('approve', msg`Approve`, ['approve'], 'one', { keywords: ['accept'] }),
  action('reject', msg`Reject`, ['reject'], 'one', { keywords: ['decline'] }),
  action('changeStatus', msg`Change status`, ['changeStatus'], 'one', { keywords: ['status', 'stage'] }),
  // A notification goes to one app user, a customer (spec 002 section 5: "select only users for user-only actions").
  action(
    'sendNotification',
    msg`Send notification`,
    ['notification'],
    { kind: 'one', rules: [{ test: 'userType', in: ['user'], reason: reasons.selectCustomer }] },
    { keywords: ['push', 'message', 'notify'] },
  ),
  // Spec 001 section 2: Resend Notification only when the selected record's type is not normal. Sending is an add.
  action(
    'resendNotification',
    msg`Resend notification`,
    ['add'],
    { kind: 'one', rules: [{ test: 'notificationType', notIn: ['normal'], reason: reasons.onlyNotNormal }] },
    { keywords: ['resend', 'push again', 'notify'], hiddenWhenBlocked: true },
  ),
  action('logs', msg`Logs`, ['logs'], 'one', { keywords: ['history', 'activity', 'audit'] }),
  // Re-assigning leads works on a multi-selection.
  action('reassign', msg`Re-assign`, ['reassign'], 'some', { keywords: ['reassign', 'transfer'] }),
  action('refetch', msg`Re-fetch`, ['refetch'], 'any', { keywords: ['refresh', 'reload', 'refetch'] }),
  action('rtoSettlement', msg`RTO settlement`, ['rtoSettlement'], 'one', { keywords: ['registration', 'settle'] }),
  // Contacts only for worker or scc rows (spec 000 sections 2 and 5). The spec gives it a shortcut without naming the
  // keys; Ctrl/Cmd+I (call-history "info") is free in the browsers we support.
  action(
    'contacts',
    msg`Contact details`,
    ['contacts'],
    { kind: 'one', rules: [{ test: 'userType', in: ['worker', 'scc'], reason: reasons.selectWorkerOrScc }] },
    { hotkey: 'mod+i', keywords: ['contacts', 'call history', 'phone book'] },
  ),
  // Spec 000 sections 4 and 5: only an admin row with attempts above zero. The spec names no button for it; resetting
  // the attempts is an update of the user record (PUT /user/update with passwordAttempt 0), so it needs 'edit'.
  action(
    'resetPasswordAttempts',
    msg`Reset password attempts`,
    ['edit'],
    {
      kind: 'one',
      rules: [
        { test: 'userType', in: ['admin'], reason: reasons.onlyAdminReset },
        { test: 'passwordAttempts', reason: reasons.attemptsZero },
      ],
    },
    { keywords: ['unlock', 'lockout', 'password attempt'] },
  ),
  // The download button needs 'export' and rows (spec 001 section 2); the filter popover needs 'filter'.
  action('export', msg`Download`, ['export'], 'any', { needsRows: true, keywords: ['export', 'excel', 'xlsx', 'csv'] }),
  action('filter', msg`Filter list`, ['filter'], 'any', { keywords: ['filter'] }),
  action('clearFilters', msg`Clear all filters`, ['filter'], 'any', { keywords: ['clear all', 'reset filters'] }),
  action('columns', msg`View columns`, [], 'any', { keywords: ['columns', 'show', 'hide'] }),
  // The keyword search box of the table: loading rows at all needs 'query' (spec 000 section 6).
  action('search', msg`Search in table`, ['query'], 'any', { keywords: ['find', 'keyword'] }),
  // The dialog footer (spec 000 section 2 "Submit and reset come from the dialog footer or keyboard shortcuts").
  action('save', msg`Save`, [], 'any', { scope: 'dialog', hotkey: 'mod+s', keywords: ['submit', 'update'] }),
  action('reset', msg`Reset form`, [], 'any', { scope: 'dialog', hotkey: 'mod+r', keywords: ['clear', 'reset'] }),
  action('close', msg`Close`, [], 'any', { scope: 'dialog', hotkey: 'escape', keywords: ['cancel', 'dismiss'] }),
] as const satisfies readonly ActionCommand[]

export type ActionId = (typeof actionCommands)[number]['id']

const byId = new Map<string, ActionCommand>(actionCommands.map((a) => [a.id, a]))

export function actionById(id: string): ActionCommand | undefined {
  return byId.get(id)
}
