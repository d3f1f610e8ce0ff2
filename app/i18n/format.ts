import { type I18n, setupI18n } from '@lingui/core'
import type { Message, MessageValues } from './message'

/** A message as the server compiled it for the browser (Lingui's compiled form: text and placeholders). */
export type CompiledMessage = { readonly compiled: unknown }

/**
 * A copy module as a page reads it: its text as it is, and each message a function of its values,
 * formatted with the page's locale (its plural rules, its numbers).
 */
export type Localized<T> =
  T extends Message<infer V>
    ? (values: V) => string
    : T extends string | number | boolean | null | undefined
      ? T
      : T extends (...args: never[]) => unknown
        ? never
        : { readonly [K in keyof T]: Localized<T[K]> }

/** One Lingui instance per locale: the plural rules and number formats are the platform's (Intl). */
const instances = new Map<string, I18n>()

function i18nFor(locale: string): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    // Every message comes with its page: the catalogue Lingui holds per locale stays empty.
    i18n = setupI18n({ locale, messages: { [locale]: {} } })
    instances.set(locale, i18n)
  }
  return i18n
}

const isCompiled = (value: unknown): value is CompiledMessage =>
  typeof value === 'object' && value !== null && 'compiled' in value && Object.keys(value).length === 1

/** Formats one compiled message with its values in `locale`. */
export function formatMessage(locale: string, message: CompiledMessage, values: MessageValues): string {
  return i18nFor(locale)._({ id: '', message: message.compiled as string, values })
}

const localizedCache = new WeakMap<object, unknown>()

/**
 * A compiled copy module, its messages made functions. Kept per module object, so a page's copy
 * keeps its identity from render to render (memoised components do not render again for it).
 */
export function localize<T>(locale: string, copy: unknown): Localized<T> {
  if (typeof copy !== 'object' || copy === null) return copy as Localized<T>
  const cached = localizedCache.get(copy)
  if (cached) return cached as Localized<T>
  const walk = (value: unknown): unknown => {
    if (isCompiled(value)) return (values: MessageValues = {}) => formatMessage(locale, value, values)
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]))
    return value
  }
  const localized = walk(copy)
  localizedCache.set(copy, localized)
  return localized as Localized<T>
}
