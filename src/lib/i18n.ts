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

export function storedLocale(): Locale {
  const value = storage.get(KEY)
  return isLocale(value) ? value : DEFAULT_LOCALE
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

/** Loads (when needed) and activates a language, stores the choice and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    await load(locale)
  } catch {
    // The chunk could not be fetched (offline): stay in the current language.
    return
  }
  i18n.activate(locale)
  storage.set(KEY, locale)
  document.documentElement.lang = locale
}

/** English first, synchronously; then the stored language if it differs. */
export async function initI18n(): Promise<void> {
  i18n.load('en', {})
  i18n.activate('en')
  document.documentElement.lang = 'en'
  const stored = storedLocale()
  if (stored !== 'en') await activateLocale(stored)
}

/** English, whatever the active language: the palette also finds commands by their English names. */
const english = setupI18n({ locale: 'en', messages: { en: {} } }).setMessagesCompiler(compile)

export function inEnglish(descriptor: MessageDescriptor): string {
  return english._(descriptor)
}

export { i18n }
