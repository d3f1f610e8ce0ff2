import { useCallback, useMemo, useState } from 'react'
import type { Route } from './+types/faq'
import { PageHeader } from '~/components/page-header'
import { faqCategories, faqQuestions } from '~/content/faq'
import { pageHeading, pages } from '~/content/pages'
import { popularQuestionCount } from '~/content/faq'
import { CategoryChips } from '~/features/faq/category-chips'
import { FaqCategorySection } from '~/features/faq/faq-category-section'
import { FAQ_SEARCH_ID, FaqSearch } from '~/features/faq/faq-search'
import type { Helpful } from '~/features/faq/helpful-feedback'
import { NoResults } from '~/features/faq/no-results'
import { mostPopular } from '~/features/faq/popularity'
import { PopularQuestions } from '~/features/faq/popular-questions'
import { groupByCategory, isSearching, searchFaq } from '~/features/faq/search'
import { StillHaveQuestions } from '~/features/faq/still-have-questions'
import { useHashQuestion } from '~/features/faq/use-hash-question'
import { useUrlQuery } from '~/features/faq/use-url-query'
import { canonicalUrl, headTags, pageHead } from '~/lib/seo'
import { faqPageJsonLd } from '~/lib/structured-data'

/**
 * The questions travel as route data inside the HTML rather than in the page's JavaScript, which
 * keeps the first-visit script small; what the page does not show (related questions) stays behind.
 */
export function loader({ context }: Route.LoaderArgs) {
  const questions = faqQuestions.map(({ relatedQuestions: _related, ...shown }) => shown)
  return {
    // Every question is published as FAQPage structured data, whatever is being searched (its
    // strings are the questions' own, which the data sends once).
    head: pageHead(context.siteUrl, pages.faq, { jsonLd: [faqPageJsonLd(questions, canonicalUrl(context.siteUrl, pages.faq.path))] }),
    heading: pageHeading(pages.faq),
    categories: faqCategories,
    questions,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head)

export default function Faq({ loaderData: { heading, categories, questions } }: Route.ComponentProps) {
  const { query, update, commit } = useUrlQuery()
  const searching = isSearching(query)
  const popular = useMemo(() => mostPopular(questions, popularQuestionCount), [questions])
  const results = useMemo(() => searchFaq(questions, query), [questions, query])
  const groups = useMemo(() => groupByCategory(categories, results), [categories, results])
  // Answers to 'Was this helpful?' last as long as the page does.
  const [helpful, setHelpful] = useState<Record<string, Helpful>>({})
  const onHelpful = useCallback((id: string, value: Helpful) => setHelpful((given) => ({ ...given, [id]: value })), [])
  useHashQuestion()

  const clearSearch = () => {
    commit('')
    document.getElementById(FAQ_SEARCH_ID)?.focus()
  }

  return (
    <>
      <PageHeader copy={heading}>
        <FaqSearch query={query} resultCount={results.length} onChange={update} onSubmit={commit} />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 pt-4 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
        <aside className="lg:pt-1">
          {groups.length > 0 ? (
            <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
              <CategoryChips groups={groups.map((g) => ({ category: g.category, count: g.questions.length }))} />
            </div>
          ) : null}
        </aside>
        <div className="max-w-4xl min-w-0 space-y-12">
          {searching ? null : <PopularQuestions questions={popular} />}
          {groups.length > 0 ? (
            groups.map((g) => (
              <FaqCategorySection
                key={g.category.id}
                category={g.category}
                questions={g.questions}
                query={query}
                helpful={helpful}
                onHelpful={onHelpful}
              />
            ))
          ) : (
            <NoResults query={query} onClear={clearSearch} />
          )}
          <StillHaveQuestions />
        </div>
      </div>
    </>
  )
}
