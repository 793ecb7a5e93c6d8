import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { ticketForm, type TicketDetails, type TicketFormInput } from '@shared/api/ticket'
import type { TicketPriority } from '@shared/api/ticket.query'
import { ticketText } from './messages'
import { dayToIndiaSeconds, indiaSecondsToDay } from '@shared/india-day'

/**
 * The ticket form's values as its inputs hold them (text; days as yyyy-MM-dd, the date field's value), and the
 * conversions: from a ticket's details, to the add / update body (days as the Unix seconds of their midnight in India,
 * as the server keeps them), and the resolver that checks them with the shared schema, its messages in the active
 * language.
 */
export interface Values {
  title: string
  scuId: string
  type: string
  priority: TicketPriority
  description: string
  customerMobileNo: string
  dayOfResolving: string
  holdTill: string
  attachments: string[]
}

export { dayToIndiaSeconds, indiaSecondsToDay } from '@shared/india-day'

/** A new ticket: normal priority, nothing else chosen (an actor with one centre gets it preset by the dialog). */
export const emptyValues = (): Values => ({
  title: '',
  scuId: '',
  type: '',
  priority: 'normal',
  description: '',
  customerMobileNo: '',
  dayOfResolving: '',
  holdTill: '',
  attachments: [],
})

/** The form's values from POST /ticket/details. */
export function valuesOf({ ticket: d }: { ticket: TicketDetails }): Values {
  return {
    title: d.title,
    scuId: d.serviceCentre._id,
    type: d.type,
    priority: d.priority,
    description: d.description ?? '',
    customerMobileNo: d.customer?.mobileNo ?? '',
    dayOfResolving: indiaSecondsToDay(d.dayOfResolving),
    holdTill: indiaSecondsToDay(d.holdTill),
    attachments: [...d.attachments],
  }
}

/** The add / update body (the record kit adds recordId and version to an update); blank texts are left out by the schema. */
export function payloadOf(v: Values): TicketFormInput {
  return {
    title: v.title,
    scuId: v.scuId,
    type: v.type,
    priority: v.priority,
    description: v.description,
    customerMobileNo: v.customerMobileNo,
    // A typed day that is not a real one is sent as text, so the schema names it ('Please enter a valid date').
    dayOfResolving: (v.dayOfResolving === '' ? undefined : (dayToIndiaSeconds(v.dayOfResolving) ?? v.dayOfResolving)) as number | undefined,
    holdTill: (v.holdTill === '' ? undefined : (dayToIndiaSeconds(v.holdTill) ?? v.holdTill)) as number | undefined,
    attachments: v.attachments,
  }
}

/** The shared schema on what the dialog would send; the first message per field, in the active language. */
export function ticketResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = ticketForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? 'title')
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: ticketText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}

/** POST /ticket/status's body from the stage dialog: the ticket, the stage and (for a hold) the day held till. */
export const statusBodyOf = (recordId: string, from: string, stage: string, holdTill: string) => ({
  recordId,
  stage,
  from,
  holdTill: holdTill === '' ? undefined : (dayToIndiaSeconds(holdTill) ?? holdTill),
})
