export type { Translation } from '#shared/message'

/** The shop's languages besides English, by the path they are served at. */
export const translatedLocales = ['id-id', 'ms-my', 'zh-hk', 'zh-sg'] as const
export type TranslatedLocale = (typeof translatedLocales)[number]
