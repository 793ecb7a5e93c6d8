import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { reasons, type ActionId } from './actions'

/**
 * The shared data table's own tools, on every table screen (spec 001 section 2: keyword search, filter popover with
 * clear all, column visibility, download, and the re-fetch of the toolbar items). Each still needs its button.
 */
export const TABLE_TOOLS = [
  'action.search',
  'action.filter',
  'action.clearFilters',
  'action.columns',
  'action.export',
  'action.refetch',
] as const satisfies readonly ActionId[]

type NameOf<T> = T extends `action.${infer A}` ? A : never

/** A table screen's toolbar: its record actions, then the shared table's tools (TABLE_TOOLS). */
const tools = (...own: NameOf<ActionId>[]): readonly ActionId[] => [...own.map((a) => `action.${a}` as const), ...TABLE_TOOLS]

/**
 * The toolbar of each table screen (by screen id), in toolbar order; screens not listed (dashboards, graphs, WhatsApp
 * chat, settings, profile) have no table and no table actions.
 *
 * Users and roles as spec 000 section 2 describes them; enquiry, riding mode and advertisement as spec 001 section 2
 * does. Spec 002 names the other modules only by labels; they get what their dialogs and fields show: add / edit /
 * view where it names Add and Edit dialogs, delete where it names a deletion, and the buttons of spec 000 section 6
 * where their data lives (assignment on tickets, test drives and service requests; approve / reject and status on
 * requests; onboarding, bulk upload and RTO settlement on bookings; mandatory documents on vehicle models). Every table
 * screen also gets the shared table's tools, each still behind its button.
 */
export const TOOLBARS: Readonly<Record<string, readonly ActionId[]>> = {
  'screen.users': tools('add', 'edit', 'view', 'delete', 'resetPasswordAttempts', 'logs', 'contacts', 'sendNotification'),
  'screen.crm': tools('add', 'edit', 'view', 'followUp', 'call', 'reassign', 'logs'),
  'screen.booking': tools('add', 'edit', 'view', 'delete', 'onboarding', 'rtoSettlement', 'upload', 'logs'),
  'screen.testdrive': tools('add', 'edit', 'view', 'assign'),
  'screen.tickets': tools('add', 'edit', 'view', 'assign', 'resetAssign', 'changeStatus'),
  // Spec 001 section 2: view and edit dialogs; add and delete do nothing on this screen.
  'screen.enquiry': tools('view', 'edit'),
  'screen.vehicle-model': tools('add', 'edit', 'view', 'delete', 'mandatoryUpload'),
  'screen.servicecenter': tools('add', 'edit', 'view', 'delete'),
  'screen.servicereq': tools('view', 'assign', 'approve', 'reject', 'changeStatus'),
  'screen.advertisement': tools('add', 'edit', 'view', 'delete'),
  // Spec 001 section 2: Create Notification (add), view, and Resend Notification for a type other than normal.
  'screen.notification': tools('add', 'view', 'resendNotification'),
  'screen.orderreq': tools('view', 'approve', 'reject', 'changeStatus'),
  'screen.masterdata': tools('add', 'edit', 'view', 'delete', 'upload'),
  'screen.scustocks': tools('add', 'edit', 'view'),
  'screen.services': tools('add', 'edit', 'view', 'delete'),
  'screen.subscription': tools('add', 'edit', 'view'),
  'screen.subscription-plan': tools('add', 'edit', 'view', 'delete'),
  'screen.testdrive-slots': tools('add', 'edit', 'view'),
  'screen.riding-mode': tools('add', 'edit', 'view', 'delete'),
  'screen.tracking-log': tools('view'),
  'screen.rto-search': tools('view', 'rtoSettlement'),
  'screen.options': tools('add', 'edit', 'view', 'delete'),
  // Spec 000 section 2: add-role dialog, edit-permissions and assign-role panels, view mode.
  'screen.role': tools('add', 'edit', 'view', 'assign'),
}

/**
 * Where a screen's spec words the missing selection of an action its own way (instead of 'Please select a row
 * first'), by screen id and action.
 */
export const NO_SELECTION_REASONS: Readonly<Record<string, Partial<Record<ActionId, MessageDescriptor>>>> = {
  'screen.advertisement': { 'action.delete': reasons.selectBannerAds },
}

/**
 * Where a screen's spec names an action its own way on the toolbar, by screen id and action (spec 001 section 2: the
 * Notification screen's header bar has Create Notification and Resend Notification).
 */
export const TOOLBAR_TITLES: Readonly<Record<string, Partial<Record<ActionId, MessageDescriptor>>>> = {
  'screen.notification': { 'action.add': msg`Create Notification`, 'action.resendNotification': msg`Resend Notification` },
}

/**
 * Actions a screen's toolbar shows only while they can run, by screen id (spec 001 section 2: the Notification
 * screen's view icon appears only when a row is selected). Actions marked `hiddenWhenBlocked` are hidden everywhere.
 */
export const HIDDEN_WHEN_BLOCKED: Readonly<Record<string, readonly ActionId[]>> = {
  'screen.notification': ['action.view'],
}
