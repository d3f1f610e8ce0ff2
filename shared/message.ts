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
