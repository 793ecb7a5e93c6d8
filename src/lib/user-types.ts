import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UserType } from '@shared/api/auth'

/** Display names of the user types (spec 000 section 4). */
export const userTypeLabels: Record<UserType, MessageDescriptor> = {
  admin: msg`Admin User`,
  user: msg`Customer`,
  scp: msg`Scp`,
  scc: msg`Scc`,
  worker: msg`Worker`,
}
