import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 35: every date and time on every screen and in every export goes through the shared formatters
 * (src/components/data-table/formatters.ts), which read India's wall clock. Anything that formats a date by itself or
 * reads the browser's own clock (the browser's zone is not the business's) is refused here, in the client, the
 * catalog and the shared code.
 */
const ROOTS = ['src', 'shared', 'commands']
const FORMATTERS = 'src/components/data-table/formatters.ts'
/** The ways of formatting a date or reading a local wall clock outside the shared formatters. */
const OWN_FORMATTING =
  /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat|\bi18n\.date\(|\.get(?:Hours|Minutes|Seconds|Date|Day|Month|FullYear)\(\)|\.set(?:Hours|Minutes|Date)\(/
/** Files that read a local clock on purpose, and why. */
const ALLOWED: Record<string, string> = {
  // The calendar's Date objects stand for calendar days (its cells), not moments: their local fields are the day.
  'src/lib/date-text.ts': 'calendar day objects',
  // A zip entry's DOS time stamp is the machine's local time by the zip format's definition; it is not shown.
  'src/components/data-table/export/writers/streaming-writer.ts': 'zip entry time stamps',
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'locales' ? [] : files(p)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : []
  })
}

describe('dates only through the shared formatters', () => {
  it('no screen, export or shared code formats a date or reads the local clock by itself', () => {
    const found: string[] = []
    for (const file of ROOTS.flatMap(files)) {
      const rel = file.split(path.sep).join('/')
      if (rel === FORMATTERS || ALLOWED[rel]) continue
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OWN_FORMATTING.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })

  it('would catch each way (the rule is not vacuous)', () => {
    for (const line of [
      'new Date(x).toLocaleString()',
      'd.toLocaleDateString("en-GB")',
      'd.toLocaleTimeString()',
      'new Intl.DateTimeFormat(locale, {})',
      'i18n.date(new Date(m.createdAt))',
      'd.getHours()',
      'd.getDate()',
      'd.setHours(0, 0, 0, 0)',
    ])
      expect(OWN_FORMATTING.test(line), line).toBe(true)
    expect(OWN_FORMATTING.test('formatDateTime(row.createdAt)')).toBe(false)
    expect(OWN_FORMATTING.test('d.getUTCHours()')).toBe(false)
  })
})
