/**
 * A form's field messages in the page's language. The shared schemas (shared/schemas) word their
 * messages in English, the same in the browser's check and the server's; a page's copy words each
 * by the same key (`contactCopy.errors.nameRequired`). A message with no key there stays as it is.
 */
export function inPageLanguage<E extends Partial<Record<string, string>>>(
  errors: E,
  english: Readonly<Record<string, string>>,
  words: Readonly<Record<string, string>>,
): E {
  const keys = new Map(Object.entries(english).map(([key, text]) => [text, key]))
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = message === undefined ? undefined : keys.get(message)
      return [field, (key && words[key]) || message]
    }),
  ) as E
}
