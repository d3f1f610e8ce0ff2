import { type CompiledMessage, formatMessage } from '#shared/format-message'
import type { Message, MessageValues } from '#shared/message'

export type { CompiledMessage }

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

const isCompiled = (value: unknown): value is CompiledMessage =>
  typeof value === 'object' && value !== null && 'compiled' in value && Object.keys(value).length === 1

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
