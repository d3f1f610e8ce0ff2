import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { errorCopy, pages } from '~/content/pages'

export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">404</p>
      <h1 className="mt-2 font-display text-4xl font-bold text-stone-900">{pages.notFound.heading}</h1>
      <p className="mt-4 text-stone-700">{errorCopy.notFoundBody}</p>
      <Link to="/" className={buttonClass({ className: 'mt-8' })}>
        {errorCopy.notFoundLink}
      </Link>
    </section>
  )
}
