import { describe, expect, it } from 'vitest'
import { browserLocale } from '../../src/lib/i18n'

describe("the browser's language (issue 35)", () => {
  it('takes the first of the browser languages we have, by its primary subtag', () => {
    expect(browserLocale(['de-DE', 'de', 'en-US', 'en'])).toBe('de')
    expect(browserLocale(['fr-FR', 'es-419', 'en'])).toBe('es')
    expect(browserLocale(['en-GB', 'de'])).toBe('en')
    expect(browserLocale(['DE_at'])).toBe('de')
  })

  it('reads every Chinese as our Chinese (Traditional)', () => {
    for (const tag of ['zh', 'zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh-CN']) expect(browserLocale([tag, 'en'])).toBe('zh')
  })

  it('has no answer when none is ours', () => {
    expect(browserLocale(['fr-FR', 'ja'])).toBeNull()
    expect(browserLocale([])).toBeNull()
  })
})
