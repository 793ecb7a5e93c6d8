import { useMemo } from 'react'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { userTypeLabels } from '@/lib/user-types'

/** The translated words the special cells and the export use; built once per language. */
export interface CellLabels {
  userType: Record<string, string>
  callStatus: Record<string, string>
  yes: string
  no: string
  active: string
  inactive: string
  estimateLink: string
  rtoStatus: string
}

/** callStatus display (spec 001 section 2). */
const CALL_STATUS = {
  new_lead: msg`Lead`,
  existed: msg`Existing User`,
  converted: msg`Converted`,
}

export function cellLabels(i18n: I18n): CellLabels {
  return {
    userType: Object.fromEntries(Object.entries(userTypeLabels).map(([k, d]) => [k, i18n._(d)])),
    callStatus: Object.fromEntries(Object.entries(CALL_STATUS).map(([k, d]) => [k, i18n._(d)])),
    yes: i18n._(msg`Yes`),
    no: i18n._(msg`No`),
    active: i18n._(msg`Active`),
    inactive: i18n._(msg`Inactive`),
    estimateLink: i18n._(msg`Estimate Link`),
    rtoStatus: i18n._(msg`RTO status`),
  }
}

export function useCellLabels(): CellLabels {
  const { i18n } = useLingui()
  const locale = i18n.locale
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  return useMemo(() => cellLabels(i18n), [i18n, locale])
}
