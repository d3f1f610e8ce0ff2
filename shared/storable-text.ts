/**
 * Text the database can store: Postgres `text` cannot hold NUL, and a UTF-16 surrogate without
 * its pair has no UTF-8 form at all (drivers turn it into U+FFFD, or fail). Every string input on
 * its way to the database is checked here: the functions refuse it (`hasUnstorableText`), the
 * embedded store cleans it (`storable`), as a store keeps a cart note whatever was pasted into it.
 */

// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** The message of a refusal. */
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates'

/** Whether any string in `value` (keys included, at any depth) is one the database cannot store. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.search(UNSTORABLE) !== -1
  if (Array.isArray(value)) return value.some(hasUnstorableText)
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasUnstorableText(k) || hasUnstorableText(v))
  return false
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * `value` with NUL removed and every unpaired surrogate replaced by U+FFFD, in its strings, arrays
 * and plain objects at any depth (keys kept); anything else (a File) as it is.
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replace(UNSTORABLE, (found) => (found === '\u0000' ? '' : '\ufffd')) as T
  if (Array.isArray(value)) return value.map(storable) as T
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)])) as T
  return value
}

/** `text` cut to at most `max` characters: by code point, so a cut never leaves half of a surrogate pair (an emoji) to store. */
export const cutTo = (text: string, max: number) => (text.length <= max ? text : [...text].slice(0, max).join(''))
