import { useMemo } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

/** The translated words the generic cells and the export use; built once per language. */
export interface CellLabels {
  yes: string
  no: string
  active: string
  inactive: string
  estimateLink: string
  rtoStatus: string
  /** One text in the active language (a column's `fallback`). */
  text: (d: MessageDescriptor) => string
  /** A column's value labels (its `labels`) in the active language. */
  translate: (labels: Readonly<Record<string, MessageDescriptor>>) => Readonly<Record<string, string>>
}

export function cellLabels(i18n: I18n): CellLabels {
  const cache = new WeakMap<object, Readonly<Record<string, string>>>()
  return {
    yes: i18n._(msg`Yes`),
    no: i18n._(msg`No`),
    active: i18n._(msg`Active`),
    inactive: i18n._(msg`Inactive`),
    estimateLink: i18n._(msg`Estimate Link`),
    rtoStatus: i18n._(msg`RTO status`),
    text: (d) => i18n._(d),
    translate(labels) {
      let done = cache.get(labels)
      if (!done) {
        done = Object.fromEntries(Object.entries(labels).map(([k, d]) => [k, i18n._(d)]))
        cache.set(labels, done)
      }
      return done
    },
  }
}

export function useCellLabels(): CellLabels {
  const { i18n } = useLingui()
  const locale = i18n.locale
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  return useMemo(() => cellLabels(i18n), [i18n, locale])
}
