import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { PageHeader } from '~/components/page-header'
import type { FaqCategory, FaqQuestionShown } from '~/content/faq'
import type { PageHeading } from '~/content/pages.server'
import { faqPageJsonLd, jsonLdText } from './faq-structured-data'
import { CategoryChips } from './category-chips'
import { FaqCategorySection } from './faq-category-section'
import { FaqSearch } from './faq-search'
import type { Helpful } from './helpful-feedback'
import { NoResults } from './no-results'
import { mostPopular } from './popularity'
import { PopularQuestions } from './popular-questions'
import { groupByCategory, isSearching, searchIndex } from '~/features/faq/search'
import { StillHaveQuestions } from './still-have-questions'
import { useHashQuestion } from './use-hash-question'
import { useSearchUrl } from './use-search-url'
import { useCopy } from '~/i18n/use-copy'

/**
 * The FAQ page (docs/product.md#faq): the search with its result line, the category chips, the popular
 * questions and the questions as native `<details>`. Without JavaScript it is a whole page: the
 * search is a GET form the server answers, the questions open by themselves. With it, the field
 * answers each keystroke at once and the results follow in a render that yields to typing
 * (`useDeferredValue`), so no keystroke waits for the list.
 */
export function FaqPage({ pageUrl, inLanguage, heading }: { pageUrl: string; inLanguage?: string; heading: PageHeading }) {
  // The page's language's questions, as its loader sent them (the same objects from render to render).
  const { faqCategories, faqCopy, faqQuestions, popularQuestionCount } = useCopy('faq')
  // The questions' search, their text normalised once for every keystroke to come.
  const searchQuestions = useMemo(() => searchIndex(faqQuestions), [faqQuestions])
  const popular = useMemo(() => mostPopular(faqQuestions, popularQuestionCount), [faqQuestions, popularQuestionCount])
  const { query, type, search } = useSearchUrl()
  const shownQuery = useDeferredValue(query)
  const results = useMemo(() => searchQuestions(shownQuery), [searchQuestions, shownQuery])
  const status = isSearching(shownQuery) ? faqCopy.resultCount({ count: results.length, query: shownQuery.trim() }) : ''
  const field = useRef<HTMLInputElement>(null)
  // Answers to 'Was this helpful?', kept while the page is shown, through new searches.
  const [answers, setAnswers] = useState<Readonly<Record<string, Helpful>>>({})
  const answer = useCallback((id: string, value: Helpful) => setAnswers((given) => ({ ...given, [id]: value })), [])
  useHashQuestion()

  // Words typed before the page could answer them are searched for now.
  useEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== query) type(typed)
    // Once, on hydration: later the field is the query's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const clear = useCallback(() => {
    search('')
    field.current?.focus()
  }, [search])

  return (
    <>
      <FaqStructuredData questions={faqQuestions} pageUrl={pageUrl} inLanguage={inLanguage} />
      <PageHeader copy={heading}>
        <FaqSearch
          ref={field}
          query={query}
          status={status}
          onQueryChange={type}
          onSubmit={() => {
            search(query)
            field.current?.focus()
          }}
        />
      </PageHeader>
      <FaqResults categories={faqCategories} popular={popular} query={shownQuery} results={results} answers={answers} onHelpful={answer} onClear={clear} />
    </>
  )
}

type ResultsProps = {
  categories: readonly FaqCategory[]
  popular: FaqQuestionShown[]
  query: string
  results: readonly FaqQuestionShown[]
  answers: Readonly<Record<string, Helpful>>
  onHelpful: (id: string, value: Helpful) => void
  onClear: () => void
}

/** The questions grouped by category, the chips, the popular questions (unless searching) or the empty result. */
const FaqResults = memo(function FaqResults({ categories, popular, query, results, answers, onHelpful, onClear }: ResultsProps) {
  const groups = groupByCategory(categories, results)
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 pt-4 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
      {/* The chips stick beside the answers: never the scroll's anchor, or answers drawn late would move the page. */}
      <aside className="[overflow-anchor:none] lg:pt-1">
        {groups.length > 0 ? (
          <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
            <CategoryChips groups={groups.map((g) => ({ category: g.category, count: g.questions.length }))} />
          </div>
        ) : null}
      </aside>
      <div className="max-w-4xl min-w-0 space-y-12">
        {isSearching(query) ? null : <PopularQuestions questions={popular} />}
        {groups.length > 0 ? (
          groups.map((g) => (
            <FaqCategorySection key={g.category.id} category={g.category} questions={g.questions} query={query} answers={answers} onHelpful={onHelpful} />
          ))
        ) : (
          <NoResults query={query} onClear={onClear} />
        )}
        <StillHaveQuestions />
      </div>
    </div>
  )
})

/**
 * Every question as FAQPage structured data, whatever is searched. In the page's markup, where it
 * is sent once (not again in the route's data).
 */
const FaqStructuredData = memo(function FaqStructuredData({
  questions,
  pageUrl,
  inLanguage,
}: {
  questions: readonly FaqQuestionShown[]
  pageUrl: string
  inLanguage?: string
}) {
  const text = useMemo(() => jsonLdText(faqPageJsonLd(questions, pageUrl, inLanguage)), [questions, pageUrl, inLanguage])
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
})
