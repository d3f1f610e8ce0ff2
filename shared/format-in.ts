import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { type CompiledMessage, formatMessage } from './format-message'
import type { Message, MessageValues } from './message'

/** Each message compiled once: its ICU parsed the first time it is worded. */
const compiled = new Map<string, CompiledMessage>()

/**
 * A message worded where it is sent, in a localization's language: an API's answer, a form's
 * refusal, a mail, the demo checkout. On the server and in the functions only (the browser gets
 * its messages compiled, and formats them with `formatMessage`).
 */
export function formatIn<V extends MessageValues>(localization: { locale: string }, message: Message<V>, values: V): string {
  let ready = compiled.get(message.icu)
  if (!ready) compiled.set(message.icu, (ready = { compiled: compileMessageOrThrow(message.icu) }))
  return formatMessage(localization.locale, ready, values)
}

/** `formatIn` bound to one localization: how a mail or a checkout page words all its messages. */
export type Format = <V extends MessageValues>(message: Message<V>, values: V) => string

export const formatterIn =
  (localization: { locale: string }): Format =>
  (message, values) =>
    formatIn(localization, message, values)
