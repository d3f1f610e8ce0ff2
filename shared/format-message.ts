import { type I18n, setupI18n } from '@lingui/core'
import type { MessageValues } from './message'

/** A message as the server compiled it (Lingui's compiled form: text and placeholders), as the browser receives it. */
export type CompiledMessage = { readonly compiled: unknown }

/** One Lingui instance per locale: the plural rules and number formats are the platform's (Intl). */
const instances = new Map<string, I18n>()

function i18nFor(locale: string): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    // Every message comes with its copy: the catalogue Lingui holds per locale stays empty.
    i18n = setupI18n({ locale, messages: { [locale]: {} } })
    instances.set(locale, i18n)
  }
  return i18n
}

/** Formats one compiled message with its values in `locale`. */
export function formatMessage(locale: string, message: CompiledMessage, values: MessageValues): string {
  return i18nFor(locale)._({ id: '', message: message.compiled as string, values })
}
