/**
 * Copy the services word with values (the mails, the embedded store's checkout): text with named
 * values in braces, `Hello {name},`, as the app's `message()` is for its pages. The services do
 * not load Lingui, and none of their copy needs a plural, so a value is put in where its name is
 * and nothing more. `V` names the values it takes; a translation takes the same, which the copy
 * tests hold (tests/helpers/copy-structure.ts).
 */

declare const takes: unique symbol

export type Words<V extends string> = { readonly words: string; readonly [takes]?: V }

export const words = <V extends string>(text: string): Words<V> => ({ words: text })

export const isWords = (value: unknown): value is Words<string> =>
  typeof value === 'object' && value !== null && typeof (value as { words?: unknown }).words === 'string' && Object.keys(value).length === 1

const VALUE = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** The names of the values a text takes, sorted. */
export const valueNames = (text: string) => [...new Set([...text.matchAll(VALUE)].map((m) => m[1]!))].sort()

/** The words with their values put in. A value the words name but are not given is a fault of the code, not a blank. */
export function fill<V extends string>(w: Words<V>, values: Record<V, string | number>): string {
  return w.words.replace(VALUE, (_, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name]
    if (value === undefined) throw new Error(`"${w.words}" takes {${name}}, which it was not given`)
    return String(value)
  })
}

/**
 * A copy module in another language: the English module's shape, any text where English has
 * text, and words taking the same values. Keys, arrays' lengths and numbers stay as they are.
 */
export type Translated<T> = T extends string
  ? string
  : T extends Words<infer V>
    ? Words<V>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T
