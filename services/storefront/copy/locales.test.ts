import { describeTranslations } from '../../../tests/helpers/copy-structure'

/**
 * Each language's checkout copy against the English it translates (copy/checkout.ts): every key, text
 * where English has text, the same values in each of its words. A language of the shop without
 * its checkout copy fails here too.
 */
const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['./locales/*/*.ts', '!./locales/**/*.test.ts'])
describeTranslations("the demo checkout's copy in every language", english, translated)
