import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Market } from '#shared/markets'
import type { CompiledMessage } from '#shared/format-message'
import { isMessage } from '#shared/message'
import type { Catalogue, CopyName } from './catalogue'

/**
 * The copy modules in every language, on the server only: English's (`app/content/<name>.ts`)
 * and each translation's (`app/content/locales/<locale>/<name>.ts`, the locale as its path
 * prefix says it). A loader sends its page the modules it shows, in the page's language, so the
 * browser carries one language's copy and only the page's.
 */
// Loaded as pages ask for them: a module is evaluated the first time a page in its language needs it.
const english = import.meta.glob<Record<string, unknown>>(['../content/*.ts', '../content/policies/*.ts', '!../content/**/*.test.ts'])
const translated = import.meta.glob<Record<string, unknown>>(['../content/locales/*/*.ts', '../content/locales/*/policies/*.ts', '!../content/**/*.test.ts'])

/** The names of the English copy modules (`cart`, `policies/shipping`). */
export const copyNames = Object.keys(english).map((path) => path.slice('../content/'.length, -'.ts'.length)) as CopyName[]

/** The copy's folder for a localization: English's, or its translation's (`zh-sg`). */
export const copyLocale = (market: Market): string | null => (market.language === 'EN' ? null : market.pathPrefix.slice(1))

/**
 * A copy module in a localization's language: its translation where there is one, else English's.
 * For a loader's own use (a page's head, copy it words from its data); the page's components read
 * theirs with `useCopy`.
 */
export async function copyModule<N extends CopyName>(market: Market, name: N): Promise<Catalogue[N]> {
  const locale = copyLocale(market)
  const load = (locale && translated[`../content/locales/${locale}/${name}.ts`]) || english[`../content/${name}.ts`]
  if (!load) throw new Error(`No copy module "${name}"`)
  return (await load()) as Catalogue[N]
}

/** A module's copy for the browser: its messages compiled, its text as it is; its helpers (exported functions) stay on the server. */
function compileCopy(value: unknown, at: string): unknown {
  if (isMessage(value)) return { compiled: compileMessageOrThrow(value.icu) } satisfies CompiledMessage
  if (typeof value === 'function')
    throw new Error(`${at} is a function: a message the browser formats is a message(), one the server words is worked out by the loader`)
  if (Array.isArray(value)) return value.map((item, i) => compileCopy(item, `${at}[${i}]`))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compileCopy(item, `${at}.${key}`)]))
  return value
}

const compiled = new Map<string, unknown>()

/** The named modules' copy in the localization's language, compiled once per language. */
export async function pageCopy<N extends CopyName>(market: Market, names: readonly N[]): Promise<{ [K in N]: unknown }> {
  const copy = {} as { [K in N]: unknown }
  for (const name of names) {
    const key = `${copyLocale(market) ?? 'en'}/${name}`
    let module = compiled.get(key)
    if (!module) {
      const exports = Object.entries((await copyModule(market, name)) as Record<string, unknown>).filter(([, value]) => typeof value !== 'function')
      module = Object.fromEntries(exports.map(([key, value]) => [key, compileCopy(value, `${name}.${key}`)]))
      compiled.set(key, module)
    }
    copy[name] = module
  }
  return copy
}
