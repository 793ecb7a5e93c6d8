import { describe, expect, it } from 'vitest'
import { VM } from '@shared/field-messages'
import { BIDI_CONTROLS, firstMessage, INVISIBLE, NAME_KEY, textFields, withInside } from '../support/text-fields'

/**
 * Issue 34 defect 8: a title made only of U+202E was accepted. Walks every zod schema the shared contracts export
 * (a module added later is walked too) and checks each text field a person types: one that refuses blank text refuses
 * text that shows nothing (format, control and invisible characters, whitespace) with the same message, and a required
 * name or title also refuses the bidirectional embedding, override and isolate controls (a Trojan Source spoof).
 * tests/integration/text-fields.test.ts checks every route's body, optional names too, and what the server writes.
 */
const modules = import.meta.glob('../../shared/**/*.ts', { eager: true }) as Record<string, Record<string, unknown>>
const exported = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod).map(([name, value]) => [`${file.replace('../../shared/', '')}:${name}`, value] as [string, unknown]),
)

/** Secrets (any characters may make a password) and machine-sent identifiers, not text a person reads. */
const EXEMPT = /\.(password|oldPassword|confirmPassword|token|CallSid|Status|number)$/

const required = textFields(exported).filter((f) => f.required && !EXEMPT.test(f.where))

describe('every required text field of the shared contracts', () => {
  it('finds the forms’ text fields, riding-mode titles and role names among them', () => {
    expect(required.length).toBeGreaterThan(40)
    expect(required.map((f) => f.where)).toEqual(
      expect.arrayContaining(['api/riding-mode.ts:ridingModeForm.title', 'api/roles.ts:roleName', 'api/ticket.ts:ticketFields.title']),
    )
  })

  it('counts text that shows nothing as blank, with the field’s own required message', () => {
    const wrong = required.flatMap((f) => {
      const blank = firstMessage(f.schema, '')
      return INVISIBLE.filter((v) => firstMessage(f.schema, v) !== blank).map(
        (v) => `${f.where} ${JSON.stringify(v)}: ${firstMessage(f.schema, v) ?? 'accepted'} (blank: ${blank})`,
      )
    })
    expect(wrong).toEqual([])
  })

  it('still takes visible text, trimmed', () => {
    expect(required.filter((f) => !f.schema.safeParse(` ${f.word} `).success).map((f) => f.where)).toEqual([])
  })

  it('refuses bidirectional embedding, override and isolate controls in a required name or title', () => {
    const names = required.filter((f) => NAME_KEY.test(f.key))
    expect(names.length).toBeGreaterThan(15)
    const wrong = names.flatMap((f) =>
      BIDI_CONTROLS.map((c) => withInside(f, c))
        .filter((v) => firstMessage(f.schema, v) !== VM.bidiControl)
        .map((v) => `${f.where} ${JSON.stringify(v)}: ${firstMessage(f.schema, v) ?? 'accepted'}`),
    )
    expect(wrong).toEqual([])
    // The bidi marks (LRM, RLM) reorder no other text: a right-to-left name may need them.
    expect(names.filter((f) => f.schema.safeParse(`${f.word}\u200f`).success).length).toBeGreaterThan(0)
  })
})
