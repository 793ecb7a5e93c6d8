/**
 * The permission model shared by the server, the command catalog and the app.
 *
 * A permission list (on a role, and on the signed-in session) has one entry per screen ("function"),
 * each with an enable flag and per-button enable flags, as spec 000 sections 3 and 6 describe.
 */

/** Screen permission names, in the order of the side menu (spec 000 section 2). */
export const SCREENS = [
  'Dashboard',
  'BookingCenterDashboard',
  'Users',
  'CRM',
  'Booking',
  'TestDrive',
  'Ticket',
  'Enquiry',
  'VehicleModel',
  'ServiceCenter',
  'Advertisement',
  'Notification',
  'Orderreq',
  'Master Data',
  'ScuStocks',
  'Services',
  'Subscription',
  'SubscriptionPlan',
  'Discount',
  'TestDriveConfig',
  'RidingMode',
  'TrackingLog',
  'RTOSearch',
  'Options',
  'Whatsapp',
  'Role',
] as const
export type Screen = (typeof SCREENS)[number]

/** Table action buttons that exist (spec 000 section 6). */
export const BUTTONS = [
  'query',
  'add',
  'edit',
  'view',
  'visibility',
  'delete',
  'assign',
  'onboarding',
  'resetAssign',
  'call',
  'upload',
  'mandatoryUpload',
  'approve',
  'reject',
  'changeStatus',
  'notification',
  'logs',
  'reassign',
  'refetch',
  'rtoSettlement',
  'contacts',
  'export',
  'filter',
] as const
export type Button = (typeof BUTTONS)[number]

export interface PermissionButton {
  label: string
  enable: boolean
}
export interface PermissionEntry {
  label: string
  enable: boolean
  buttons: PermissionButton[]
}
export type PermissionList = PermissionEntry[]

/** What an endpoint or a command needs: a screen, and optionally one button of it (or any one of several). */
export interface Need {
  screen: Screen
  /** One button, or any one of several (a record read that view, visibility and edit all open). */
  button?: Button | readonly Button[]
  /** Or this need instead: an action two screens offer (click-to-call from the CRM and from bookings). */
  or?: Need
}

/** A need and the alternatives it lists (`or`), in order. */
export function needChain(need: Need): Need[] {
  const chain: Need[] = []
  for (let n: Need | undefined = need; n && chain.length < 8; n = n.or) chain.push(n)
  return chain
}

/** A need as text: 'CRM + call, or Booking + call'. */
export const describeNeed = (need: Need): string =>
  needChain(need)
    .map((n) => `${n.screen}${needButtons(n).length > 0 ? ` + ${needButtons(n).join(' or ')}` : ''}`)
    .join(', or ')

/** The buttons a need accepts (empty: the screen alone). */
export const needButtons = (need: Need): readonly Button[] =>
  need.button === undefined ? [] : typeof need.button === 'string' ? [need.button] : need.button

/** Every screen with every button enabled: what the super admin holds. */
export function fullPermissions(): PermissionList {
  return SCREENS.map((label) => ({
    label,
    enable: true,
    buttons: BUTTONS.map((b) => ({ label: b, enable: true })),
  }))
}

/** Builds a permission list granting the given screens with the given buttons. */
export function grant(spec: Partial<Record<Screen, readonly Button[]>>): PermissionList {
  return SCREENS.map((label) => {
    const buttons = spec[label]
    return {
      label,
      enable: buttons !== undefined,
      buttons: BUTTONS.map((b) => ({ label: b, enable: buttons?.includes(b) ?? false })),
    }
  })
}

/**
 * A permission list compiled once per session into a set, so every check after that is one lookup
 * (menu, palette, hotkeys, toolbars and the server all ask the same question).
 */
export class PermissionSet {
  private readonly screens = new Set<string>()
  private readonly buttons = new Set<string>()

  constructor(
    list: PermissionList | null | undefined,
    readonly superAdmin = false,
  ) {
    for (const entry of list ?? []) {
      if (!entry.enable) continue
      this.screens.add(entry.label)
      for (const b of entry.buttons ?? []) if (b.enable) this.buttons.add(`${entry.label}\u0000${b.label}`)
    }
  }

  get isEmpty(): boolean {
    return !this.superAdmin && this.screens.size === 0
  }

  hasScreen(screen: string): boolean {
    return this.superAdmin || this.screens.has(screen)
  }

  hasButton(screen: string, button: string): boolean {
    return this.superAdmin || (this.screens.has(screen) && this.buttons.has(`${screen}\u0000${button}`))
  }

  allows(need: Need | null | undefined): boolean {
    if (!need) return true
    const buttons = needButtons(need)
    const own = buttons.length > 0 ? buttons.some((b) => this.hasButton(need.screen, b)) : this.hasScreen(need.screen)
    return own || (need.or !== undefined && this.allows(need.or))
  }
}

/** The refusal (111) when an actor would hand out more than they hold (a role, a screen or a button). */
export const BROADER_THAN_OWN = 'You cannot grant a role broader than your own'

/**
 * What `list` enables that `holder` does not hold, as `Screen` or `Screen.button` (empty: the list is within the
 * holder's own permissions). With `already`, what that set already enables is left out, so only newly enabled
 * entries count. A button counts only under an enabled screen, as PermissionSet reads it; the super admin holds all.
 */
export function permissionsBeyond(list: PermissionList | null | undefined, holder: PermissionSet, already?: PermissionSet): string[] {
  const out: string[] = []
  for (const entry of list ?? []) {
    if (!entry.enable) continue
    if (!holder.hasScreen(entry.label) && !already?.hasScreen(entry.label)) out.push(entry.label)
    for (const b of entry.buttons ?? []) {
      if (b.enable && !holder.hasButton(entry.label, b.label) && !already?.hasButton(entry.label, b.label))
        out.push(`${entry.label}.${b.label}`)
    }
  }
  return out
}
