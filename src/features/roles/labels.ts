import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screenCommands } from '@commands/screens'
import { SCREENS, type Button, type Screen } from '@shared/permissions'

/**
 * The editor's screen titles: the command catalog's title of the first screen that needs the permission (so the
 * editor says "Tickets" where the menu does); a permission without a screen of its own gets a title here.
 */
const ownTitles: Partial<Record<Screen, MessageDescriptor>> = {}
for (const s of screenCommands) {
  const name = s.need?.screen
  if (name && !ownTitles[name]) ownTitles[name] = s.title
}

export const screenTitles: Record<Screen, MessageDescriptor> = Object.fromEntries(
  SCREENS.map((s) => [s, ownTitles[s] ?? { id: s, message: s }]),
) as Record<Screen, MessageDescriptor>

/** The permission buttons' names (spec 000 section 6, "table action buttons that exist"). */
export const buttonLabels: Record<Button, MessageDescriptor> = {
  query: msg`Query`,
  add: msg`Add`,
  edit: msg`Edit`,
  view: msg`View`,
  visibility: msg`Visibility`,
  delete: msg`Delete`,
  assign: msg`Assign`,
  onboarding: msg`Onboarding`,
  resetAssign: msg`Reset assign`,
  call: msg`Call`,
  upload: msg`Upload`,
  mandatoryUpload: msg`Mandatory upload`,
  approve: msg`Approve`,
  reject: msg`Reject`,
  changeStatus: msg`Change status`,
  notification: msg`Notification`,
  logs: msg`Logs`,
  reassign: msg`Re-assign`,
  refetch: msg`Re-fetch`,
  rtoSettlement: msg`RTO settlement`,
  contacts: msg`Contacts`,
  export: msg`Export`,
  filter: msg`Filter`,
}
