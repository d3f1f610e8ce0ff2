import type { Message } from '~/i18n/message'

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

/** The shop's languages besides English, by the path they are served at. */
export const translatedLocales = ['id-id', 'ms-my', 'zh-hk', 'zh-sg'] as const
export type TranslatedLocale = (typeof translatedLocales)[number]
