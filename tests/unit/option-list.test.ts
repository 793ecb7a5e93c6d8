import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ENQUIRY_TYPE_LABELS } from '@/features/enquiry/labels'
import { optionLabel, valueLabel } from '@/lib/option-list'
import { RTO_STATUS_LABELS } from '@/lib/rto-status-labels'

/** The labels of the option lists' values (issue 21) as the pickers and filters show them (src/lib/option-list.ts). */
describe('option list labels', () => {
  const i18n = setupI18n({ locale: 'de', messages: { de: { [ENQUIRY_TYPE_LABELS.testRide.id!]: 'Probefahrt' } } })

  it('a built-in value not renamed shows its one translated label; a renamed or added one its label from the list', () => {
    expect(optionLabel(i18n, { value: 'testRide', label: 'Test ride' }, ENQUIRY_TYPE_LABELS)).toBe('Probefahrt')
    expect(optionLabel(i18n, { value: 'testRide', label: 'Demo ride' }, ENQUIRY_TYPE_LABELS)).toBe('Demo ride')
    expect(optionLabel(i18n, { value: 'warrantyClaim', label: 'Warranty claim' }, ENQUIRY_TYPE_LABELS)).toBe('Warranty claim')
    // A value named like an Object property is not a built-in one.
    expect(optionLabel(i18n, { value: 'constructor', label: 'Constructor' }, ENQUIRY_TYPE_LABELS)).toBe('Constructor')
  })

  it('a stored value: through the active list, else its built-in label, else as stored (deactivated since)', () => {
    const active = [{ value: 'hsrpFitted', label: 'HSRP fitted' }]
    expect(valueLabel(i18n, 'hsrpFitted', active, RTO_STATUS_LABELS)).toBe('HSRP fitted')
    expect(valueLabel(i18n, 'testRide', [], ENQUIRY_TYPE_LABELS)).toBe('Probefahrt')
    expect(valueLabel(i18n, 'recall', undefined, ENQUIRY_TYPE_LABELS)).toBe('recall')
  })
})
