import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { Catalogue, CopyName } from './catalogue'
import { type Localized, localize } from './format'

type Copy = { locale: string; modules: Partial<Record<CopyName, unknown>> }

/** The copy the loaders sent for the page, the root's (the shell's) and the page's own, and the locale it is formatted in. */
const CopyContext = createContext<Copy>({ locale: 'en', modules: {} })

/**
 * Gives the components below the copy a loader sent (`loaderData.copy`), beside what the layout
 * above gave. The root provides the shell's and the page's locale; a page's route its own copy.
 */
export function CopyProvider({ copy, locale, children }: { copy: Copy['modules'] | undefined; locale?: string; children: ReactNode }) {
  const above = useContext(CopyContext)
  const value = useMemo(() => ({ locale: locale ?? above.locale, modules: copy ? { ...above.modules, ...copy } : above.modules }), [above, copy, locale])
  return <CopyContext.Provider value={value}>{children}</CopyContext.Provider>
}

/** A copy module in the page's language, as the loaders sent it: its text, and its messages as functions of their values. */
export function useCopy<N extends CopyName>(name: N): Localized<Catalogue[N]> {
  const { locale, modules } = useContext(CopyContext)
  const copy = modules[name]
  if (copy === undefined) throw new Error(`No loader sent the copy "${name}": add it to the route's or the root's pageCopy`)
  return localize<Catalogue[N]>(locale, copy)
}

/** The page's BCP 47 locale (`id-ID`, `en-SG`): what its numbers and money are written in. */
export function useLocale(): string {
  return useContext(CopyContext).locale
}

/** A copy module if a loader sent it, else undefined: for what renders whether or not one ran (an error boundary). */
export function useSentCopy<N extends CopyName>(name: N): Localized<Catalogue[N]> | undefined {
  const { locale, modules } = useContext(CopyContext)
  const copy = modules[name]
  return copy === undefined ? undefined : localize<Catalogue[N]>(locale, copy)
}
