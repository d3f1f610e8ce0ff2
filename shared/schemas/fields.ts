// Shared schemas use zod/mini (a third of classic zod's size) because the browser loads them; server-only ones stay classic.
import * as z from 'zod/mini'
import { localizationOfLanguage } from '../markets'

/**
 * A text field. Forms always send strings; other callers of the backend functions get a clear
 * message for a missing or non-string field.
 */
export const textField = (name: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `Missing field "${name}"` : `Field "${name}" must be a string`) })

/**
 * The page's language (`language`: its `<html lang>`, one of the shop's locales), which the shop
 * sends the functions so their mails are in it. Optional; read as the locale it names, and one
 * the shop cannot place is English, as Shopify answers a language it does not have.
 */
export const languageField = z.pipe(
  z.optional(textField('language')),
  z.transform((tag) => localizationOfLanguage(tag).locale),
)

/** A product's handle as Shopify writes it (lower-case letters, digits and dashes). */
export const PRODUCT_HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/

/** A JSON object with exactly the given fields: any other field is refused by name. */
export const formObject = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unexpected field "${issue.keys[0]}"`
      if (issue.code === 'invalid_type') return 'Expected a JSON object'
      return undefined
    },
  })

/** The first message of each field that failed, keyed by field. */
export function fieldErrors<T extends string>(error: z.core.$ZodError): Partial<Record<T, string>> {
  const out: Partial<Record<string, string>> = {}
  for (const issue of error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && !(key in out)) out[key] = issue.message
  }
  return out as Partial<Record<T, string>>
}

/** Turns form data into a plain object of its text values (files are ignored). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}
