import { Icon } from '~/components/icon'
import { Link, useLocalizedPath } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'

/**
 * The empty result. 'Clear search' is the submit button of an empty GET form, so it returns to
 * the full list without JavaScript; with it, `onClear` clears the search in place.
 */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { faqCopy } = useCopy('faq')
  const localize = useLocalizedPath()
  return (
    <section aria-labelledby="faq-no-results" className="rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
      <Icon name="search-x" className="mx-auto size-12 text-stone-400" aria-hidden="true" />
      <h2 id="faq-no-results" className="mt-4 font-display text-2xl font-bold text-stone-900">
        {faqCopy.noResultsTitle}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-stone-700">{faqCopy.noResultsBody({ query: query.trim() })}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <form
          action={localize('/faq')}
          method="get"
          onSubmit={(event) => {
            event.preventDefault()
            onClear()
          }}
        >
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            {faqCopy.clearSearch}
          </button>
        </form>
        <Link to="/contact" className={buttonClass()}>
          {faqCopy.askDirectly}
        </Link>
      </div>
    </section>
  )
}
