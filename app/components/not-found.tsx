import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { SearchBox } from '~/components/search-box'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'

/**
 * 'Oops! Page not found', with the search and the way home. The not-found route adds the
 * categories and the best sellers below (kept out of every page's first-load script).
 */
export function NotFoundView({ children }: { children?: ReactNode }) {
  const { errorCopy } = useCopy('shop')
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <section className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">404</p>
        <h1 className="mt-2 font-display text-4xl font-bold text-stone-900">{errorCopy.notFoundHeading}</h1>
        <p className="mt-4 text-stone-700">{errorCopy.notFoundBody}</p>
        <p className="mt-8 text-sm font-semibold text-stone-800">{errorCopy.notFoundSearch}</p>
        <SearchBox id="not-found-search" className="mt-3 w-full max-w-md" />
        <Link to="/" className={buttonClass({ variant: 'secondary', className: 'mt-6' })}>
          {errorCopy.notFoundLink}
        </Link>
      </section>
      {children}
    </div>
  )
}
