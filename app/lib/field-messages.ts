/**
 * A form's field messages in the page's language: the one way every form words them (contact,
 * newsletter, back in stock, reviews), in the browser's check and in the server's answer alike.
 * The shared schemas (shared/schemas) word their messages in English, the same in the browser's
 * check and the server's; a page's copy words each by the same key (`contactCopy.errors.nameRequired`).
 * Only the schema's texts are looked up (a message made from values is worded by its form); a
 * message with no key there stays as it is.
 */
export function inPageLanguage<E extends Partial<Record<string, string>>>(
  errors: E,
  english: Readonly<Record<string, unknown>>,
  words: Readonly<Record<string, string>>,
): E {
  const keys = new Map(Object.entries(english).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key] as const] : [])))
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = message === undefined ? undefined : keys.get(message)
      return [field, (key && words[key]) || message]
    }),
  ) as E
}

/** The value a message made from a template with one `{placeholder}` was made with, or null when it is not that message. */
export function templateValue(template: string, message: string): string | null {
  const at = template.search(/\{\w+\}/)
  if (at < 0) return null
  const before = template.slice(0, at)
  const after = template.slice(template.indexOf('}', at) + 1)
  if (message.length < before.length + after.length || !message.startsWith(before) || !message.endsWith(after)) return null
  return message.slice(before.length, message.length - after.length)
}
