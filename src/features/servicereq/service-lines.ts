import { paiseToRupees } from '@shared/api/booking-money'
import { serviceNameKey, type ServiceRequestServiceOption } from '@shared/api/servicereq-services'
import type { LineValues } from './form-values'

/** What adding the picked services to an estimate or bill did. */
export interface ServiceLinesResult {
  /** The lines after: those there before (fully blank rows dropped), then one per service added. */
  lines: LineValues[]
  /** The catalogue names added, in the order the services are listed. */
  added: string[]
  /** Picked services already a line (by name, case aside): left as they are. */
  present: string[]
  /** Services the catalogue does not hold (free text): no price to add. */
  unpriced: string[]
  /** Services left out because the list was full (MAX_BILL_LINES). */
  overflow: string[]
}

const blank = (l: LineValues) => l.description.trim() === '' && l.amount.trim() === ''

/**
 * The estimate or bill lines with a line per picked catalogue service: description the service's name, amount its net
 * price (paise as the form's rupee text, exactly). A service that already has a line of its name (case aside) is not
 * added again, nor one listed twice; a free-text service (not in the catalogue) is reported, not added; at most `max`
 * lines. Fully blank rows (an Add line not typed in) give way to the new lines.
 */
export function linesWithServices(
  lines: readonly LineValues[],
  services: readonly string[],
  catalogue: readonly ServiceRequestServiceOption[],
  max: number,
): ServiceLinesResult {
  const byName = new Map(catalogue.map((o) => [serviceNameKey(o.name), o]))
  const out: ServiceLinesResult = { lines: lines.filter((l) => !blank(l)), added: [], present: [], unpriced: [], overflow: [] }
  const taken = new Set(out.lines.map((l) => serviceNameKey(l.description)))
  const seen = new Set<string>()
  for (const text of services) {
    const key = serviceNameKey(text)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    const option = byName.get(key)
    if (taken.has(key)) out.present.push(option?.name ?? text.trim())
    else if (!option) out.unpriced.push(text.trim())
    else if (out.lines.length >= max) out.overflow.push(option.name)
    else {
      out.lines.push({ description: option.name, amount: paiseToRupees(option.netPrice) })
      out.added.push(option.name)
    }
  }
  return out
}
