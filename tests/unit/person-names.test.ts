import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES } from '@shared/api/booking'
import { CRM_MESSAGES } from '@shared/api/crm'
import { SERVICE_CENTER_MESSAGES } from '@shared/api/servicecenter'
import { TEST_DRIVE_MESSAGES } from '@shared/api/testdrive'
import { USER_MESSAGES } from '@shared/api/users'
import { isPersonName, personName, personNameCharacters, requiredPersonName, VM } from '@shared/validation'
import { BIDI_CONTROLS, firstMessage } from '../support/text-fields'

/**
 * Issue 35 defect 3: names in Indian scripts got 'Only letters and spaces are allowed'. One rule (shared/validation.ts
 * PERSON_NAME) for every name field, form and server: the letters and combining marks of every script, spaces, ' ’ . -,
 * a letter first. The form tests (users-form, booking-form, testdrive-form, crm, servicecenter-form) check each form's
 * check uses it; tests/integration/person-names.test.ts the calls and the import on both databases.
 */
const REQUIRED = 'Please fill all the mandatory fields'
const LETTERS = 'Only letters and spaces are allowed'
const required = requiredPersonName(REQUIRED, LETTERS, 100)
const optional = personName(LETTERS, 100)

const ACCEPTED = [
  'राहुल', // Devanagari: vowel signs (combining marks)
  'राहुल शर्मा',
  'ಅನಿಲ್', // Kannada, ending in a virama
  'ಶ್ರೀನಿವಾಸ', // Kannada conjunct (virama inside)
  'தமிழ்செல்வன்', // Tamil, pulli (virama) inside and at the end
  '王伟', // Chinese
  'José Ñúñez',
  'Zoë Ångström',
  "O'Brien",
  'O’Brien',
  'Jean-Luc',
  'St. John',
  'Asha',
]
const REFUSED = ['Asha1', '९राहुल', 'asha@home', 'Ravi 😀', 'Ravi_Kumar', 'Ravi+1', '\u093eराहुल', '\u0301Asha', "'Asha", '-Asha', '.Asha']

describe('a person’s name (shared/validation.ts PERSON_NAME)', () => {
  it('takes the letters and marks of every script, spaces and the apostrophes, dot and hyphen names carry', () => {
    expect(ACCEPTED.filter((n) => !isPersonName(n))).toEqual([])
    expect(ACCEPTED.filter((n) => !required.safeParse(n).success || !optional.safeParse(n).success)).toEqual([])
    expect(required.parse('  ಅನಿಲ್ ಕುಮಾರ್  ')).toBe('ಅನಿಲ್ ಕುಮಾರ್')
  })

  it('refuses digits (of any script), symbols, emoji, and a combining mark or punctuation first, with the letters message', () => {
    expect(REFUSED.filter((n) => isPersonName(n))).toEqual([])
    expect(REFUSED.map((n) => firstMessage(required, n))).toEqual(REFUSED.map(() => LETTERS))
    expect(REFUSED.map((n) => firstMessage(optional, n))).toEqual(REFUSED.map(() => LETTERS))
  })

  it('refuses a lone combining mark: a virama, a vowel sign or an accent on its own', () => {
    for (const mark of ['\u094d', '\u0cbf', '\u0bcd', '\u0301', '\u093e\u094d']) {
      expect(firstMessage(required, mark), JSON.stringify(mark)).toBe(LETTERS)
      expect(firstMessage(optional, mark), JSON.stringify(mark)).toBe(LETTERS)
    }
  })

  it('refuses the bidi controls with their own message, and every other format or control character', () => {
    for (const c of BIDI_CONTROLS) {
      expect(firstMessage(required, `रा${c}हुल`)).toBe(VM.bidiControl)
      expect(firstMessage(optional, `Ra${c}hul`)).toBe(VM.bidiControl)
    }
    for (const c of ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad', '\u0007', '\t']) {
      expect(firstMessage(required, `रा${c}हुल`), JSON.stringify(c)).toBe(LETTERS)
    }
  })

  it('asks for a blank or invisible name with the required message, and checks the length', () => {
    for (const blank of ['', '   ', '\u200b\u200b', '\u202e']) expect(firstMessage(required, blank), JSON.stringify(blank)).toBe(REQUIRED)
    expect(firstMessage(required, 'अ'.repeat(101))).toBe(VM.tooLong)
    expect(required.safeParse('अ'.repeat(100)).success).toBe(true)
  })

  it('stores the NFC form: a name typed decomposed is the same name, its length counted as stored', () => {
    expect(required.parse('Jose\u0301')).toBe('José')
    expect(optional.parse('Zoe\u0308')).toBe('Zoë')
    // U+0958 (QA) is a composition exclusion: NFC writes it as KA + NUKTA, two characters, so 100 of them are 200.
    expect(required.parse('\u0958').length).toBe(2)
    expect(firstMessage(required, '\u0958'.repeat(60))).toBe(VM.tooLong)
  })

  it('is the rule of every module, with the spec’s message', () => {
    for (const m of [USER_MESSAGES, BOOKING_MESSAGES, CRM_MESSAGES, TEST_DRIVE_MESSAGES, SERVICE_CENTER_MESSAGES]) {
      expect(m.lettersOnly).toBe(LETTERS)
    }
  })

  it('keeps only what a name holds as it is typed (the service centre’s city and state fields)', () => {
    expect(personNameCharacters('ಬೆಂಗಳೂರು 560001')).toBe('ಬೆಂಗಳೂರು ')
    expect(personNameCharacters("St. John's-Wood #1 😀")).toBe("St. John's-Wood  ")
    expect(personNameCharacters('தமிழ்\u200dநாடு\u202e')).toBe('தமிழ்நாடு')
  })
})
