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

/** Deletion is soft and allowed only on active records (a row that does not say counts as active). */
export const activeRow: RowRule = { test: (row) => row.active !== false, reason: reasons.alreadyDeleted }

/** A rule on the selected row: `test` says whether the action may run on it, `reason` what to show when not. */
export const rowRule = (test: RowRule['test'], reason: RowRule['reason']): RowRule => ({ test, reason })

/**
 * An action of the catalog, `action.<id>`. Screens declare their own (commands/screens/<m>.ts) with it too, beside the
 * common ones below.
 */
export const defineAction = <I extends string>(
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
