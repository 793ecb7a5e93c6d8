import { i18n, setupI18n, type MessageDescriptor, type Messages } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { compileMessage } from './compile-message'
import { storage } from './storage'

/** The languages of spec 000 section 9, each named in its own language (never translated). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'zh', name: '中文' },
] as const
export type Locale = (typeof LANGUAGES)[number]['code']

const KEY = 'language'
const DEFAULT_LOCALE: Locale = 'en'

/**
 * English has no catalog: every descriptor keeps its English text (stripMessageField: false in vite.config.ts),
 * so each string ships in the chunk of the code that shows it. The others are fetched when chosen.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  de: () => import('../locales/de/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
}

export function isLocale(value: unknown): value is Locale {
  return LANGUAGES.some((l) => l.code === value)
}

/** The language the user chose (the language menu, the palette), if they ever did. */
export function storedLocale(): Locale | null {
  const value = storage.get(KEY)
  return isLocale(value) ? value : null
}

/**
 * The first of the browser's languages (most preferred first, as `navigator.languages` lists them) that we have: its
 * primary subtag decides, so `de-DE` is German and every Chinese (`zh`, `zh-TW`, `zh-HK`, `zh-Hant`, also `zh-CN`)
 * is our one Chinese catalog, Traditional. Null when none is ours.
 */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase()
    if (isLocale(primary)) return primary
  }
  return null
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

/** What the app starts in: the user's own choice, else the browser's first language we have, else English. */
export function initialLocale(): Locale {
  return storedLocale() ?? browserLocale(browserLanguages()) ?? DEFAULT_LOCALE
}

/** The language the API is told about (Accept-Language). */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

const loaded = new Set<Locale>(['en'])

const compiled = new Map<string, CompiledMessage>()

/**
 * Compiles a descriptor's English text (placeholders, plurals, <Trans> tags) when its id is in no loaded catalog,
 * once per text: `_()` itself does not cache, and a long table asks for the same labels in every row.
 */
function compile(message: string): CompiledMessage {
  let done = compiled.get(message)
  if (done === undefined) {
    done = compileMessage(message)
    compiled.set(message, done)
  }
  return done
}

i18n.setMessagesCompiler(compile)

async function load(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return
  const { messages } = await loaders[locale]()
  i18n.load(locale, messages)
  loaded.add(locale)
}

/** Loads (when needed) and activates a language; false when its catalog could not be fetched. */
async function switchTo(locale: Locale): Promise<boolean> {
  try {
    await load(locale)
  } catch {
    // The chunk could not be fetched (offline): stay in the current language.
    return false
  }
  i18n.activate(locale)
  return true
}

/** The user's choice of language: activates it and stores it, so it wins over the browser's from now on. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (await switchTo(locale)) storage.set(KEY, locale)
}

/**
 * English first, synchronously; then the starting language (initialLocale) if it differs, not stored: until the user
 * picks one, each start follows the browser. <html lang> follows every activation, here and on any later switch.
 */
export async function initI18n(): Promise<void> {
  i18n.on('change', () => {
    document.documentElement.lang = currentLocale()
  })
  i18n.load('en', {})
  i18n.activate('en')
  const start = initialLocale()
  if (start !== 'en') await switchTo(start)
}

/** English, whatever the active language: the palette also finds commands by their English names. */
const english = setupI18n({ locale: 'en', messages: { en: {} } }).setMessagesCompiler(compile)

export function inEnglish(descriptor: MessageDescriptor): string {
  return english._(descriptor)
}

export { i18n }
