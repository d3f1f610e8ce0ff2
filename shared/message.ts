/**
 * A message whose words depend on values the browser knows only as the shopper acts (a count, a
 * line's title), written in ICU MessageFormat (`Open cart, {count, plural, one {# item} other
 * {# items}}`) so each language words its own plurals and order. Everything else in a copy module
 * is plain text the server picks for the page's language. `V` names the values it takes.
 */
export type MessageValues = Record<string, string | number>

declare const takes: unique symbol

export type Message<V extends MessageValues> = { readonly icu: string; readonly [takes]?: V }

export const message = <V extends MessageValues>(icu: string): Message<V> => ({ icu })

export const isMessage = (value: unknown): value is Message<MessageValues> =>
  typeof value === 'object' && value !== null && typeof (value as { icu?: unknown }).icu === 'string' && Object.keys(value).length === 1

/**
 * A copy module in another language: the English module's shape, with any text where English has
 * a string. Messages (`message()`) keep their values, as functions keep their parameters; arrays keep their items
 * in order. Ids, anchors, URLs and numbers are not translated: the structure test holds them equal.
 */
export type Translation<T> = T extends string
  ? string
  : T extends Message<infer V>
    ? Message<V>
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T
