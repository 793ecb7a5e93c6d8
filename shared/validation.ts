import { z } from 'zod'
import { MOBILE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, VM } from './field-messages'

/**
 * Field rules shared by forms and the server. Messages are the specification's English texts;
 * the app translates them through its message table (src/lib/validation-messages.ts).
 */
export { MOBILE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, RECORD_MESSAGES, VM } from './field-messages'

/** A 10-digit mobile number; `emptyMessage` is the text for a blank value. */
export function mobileNumber(emptyMessage: string = VM.validMobile) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(32, VM.validMobile)
    .regex(/^\d+$/, VM.validMobile)
    .length(MOBILE_LENGTH, VM.validMobile)
}

/** A new password: length only (no composition rules); the common-password check runs on the server. */
export const newPassword = z
  .string({ error: VM.newPassword })
  .min(1, VM.newPassword)
  .min(PASSWORD_MIN, VM.passwordShort)
  .max(PASSWORD_MAX, VM.passwordLong)

/**
 * Characters that show nothing: whitespace, controls, format characters (zero-width spaces and joiners, the bidi marks
 * and controls, the BOM) and the other default-ignorable code points (Hangul fillers, variation selectors, the soft
 * hyphen), and the braille blank. A text made only of these looks blank to whoever reads it, so it counts as blank.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]/u

/** True when `s` has at least one character that shows. */
export const hasVisibleText = (s: string): boolean => VISIBLE.test(s)

/**
 * The bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they reorder the text
 * after them, so a name holding one reads differently to other staff than it is stored (a Trojan Source spoof). The
 * bidi marks (U+200E, U+200F, U+061C) reorder nothing else and stay allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/

/** True when `s` holds a bidirectional embedding, override or isolate control. */
export const hasBidiControl = (s: string): boolean => BIDI_CONTROL.test(s)

/**
 * A required text field: trimmed, and blank, or showing nothing (only invisible characters), gives `required`; longer
 * than `max` gives `tooLong`. Every required text a person types is built from this (tests/unit/text-fields.test.ts).
 * No check aborts, so an object's own rules still run and report beside it.
 */
export function requiredText(required: string, max: number, tooLong: string = VM.tooLong) {
  return z.string({ error: required }).trim().refine(hasVisibleText, { error: required }).max(max, tooLong)
}

const noBidiControl = (s: string) => !hasBidiControl(s)

/** A text that names or titles something, optional (see requiredName): trimmed, no bidi control, at most `max`. */
export function nameText(max: number, tooLong: string = VM.tooLong) {
  return z.string().trim().refine(noBidiControl, { error: VM.bidiControl }).max(max, tooLong)
}

/** A required name or title: requiredText that also refuses the bidi controls. */
export function requiredName(required: string, max: number, tooLong: string = VM.tooLong) {
  return requiredText(required, max, tooLong).refine(noBidiControl, { error: VM.bidiControl })
}

/**
 * What a person's (or a place's) name holds, the one rule of every form and the server (issue 35; spec 000 section 5
 * "letters and spaces only", read as the letters of every script): a letter of any script first, then letters, the
 * combining marks the Indic scripts write their vowel signs and viramas with (`राहुल`, `ಅನಿಲ್`, `தமிழ்செல்வன்`), spaces,
 * and the apostrophes (' and ’), dot and hyphen names carry (O'Brien, St. John, Jean-Luc). No digits, symbols, emoji,
 * nor any control or format character (zero-width joiners and bidi controls included).
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u
/** The characters a name may hold, anywhere but first: what a name field keeps of what is typed (personNameCharacters). */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M} .'’-]/gu

/** True when `s` (trimmed) is a name by PERSON_NAME. */
export const isPersonName = (s: string): boolean => PERSON_NAME.test(s)

/** `s` without the characters no name holds (a name field's input filter: digits, symbols, emoji, controls dropped). */
export const personNameCharacters = (s: string): string => s.replace(NOT_NAME_CHARACTER, '')

/**
 * A name as stored: trimmed and in Unicode NFC (so the same name typed composed or decomposed is one name, found by one
 * keyword), before the length is checked (NFC can lengthen a few characters, such as a Devanagari nukta letter).
 */
const normalisedName = (error?: string) => (error ? z.string({ error }) : z.string()).trim().normalize('NFC')

/**
 * A required person's or place's name: blank, or showing nothing, gives `required`; longer than `max` gives `tooLong`;
 * a bidi control gives VM.bidiControl; anything PERSON_NAME refuses gives `lettersOnly` (each module's copy of the
 * spec's 'Only letters and spaces are allowed'). As requiredName, no check aborts.
 */
export function requiredPersonName(required: string, lettersOnly: string, max: number, tooLong: string = VM.tooLong) {
  return normalisedName(required)
    .refine(hasVisibleText, { error: required })
    .max(max, tooLong)
    .refine(noBidiControl, { error: VM.bidiControl })
    .regex(PERSON_NAME, lettersOnly)
}

/** An optional person's or place's name (wrap it for blanks): the rules of requiredPersonName without the blank one. */
export function personName(lettersOnly: string, max: number, tooLong: string = VM.tooLong) {
  return normalisedName().max(max, tooLong).refine(noBidiControl, { error: VM.bidiControl }).regex(PERSON_NAME, lettersOnly)
}
