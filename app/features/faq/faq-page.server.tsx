import type { AppLoadContext } from 'react-router'
import { JsonLdScript } from '~/components/json-ld.server'
import { PageHeader } from '~/components/page-header'
import { faqCategories, faqCopy, faqQuestions, popularQuestionCount } from '~/content/faq'
import { pageHeading, pages } from '~/content/pages'
import { renderMarkupKept } from '~/features/server-markup/render.server'
import { requestMarkup } from '~/features/server-markup/request-markup.server'
import { canonicalUrl } from '~/lib/seo'
import { faqPageJsonLd } from '~/lib/structured-data'
import { CategoryChips } from './category-chips.server'
import { FaqCategorySection } from './faq-category-section.server'
import type { FaqPageData } from './faq-page'
import { FaqSearch } from './faq-search.server'
import { NoResults } from './no-results.server'
import { mostPopular } from './popularity'
import { PopularQuestions } from './popular-questions.server'
import { groupByCategory, isSearching, searchFaq } from './search'
import { StillHaveQuestions } from './still-have-questions.server'

/** The questions grouped by category, the chips, the popular questions (unless searching) or the empty result. */
function FaqBody({ query }: { query: string }) {
  const groups = groupByCategory(faqCategories, searchFaq(faqQuestions, query))
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 pt-4 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
      <aside className="lg:pt-1">
        {groups.length > 0 ? (
          <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)]">
            <CategoryChips groups={groups.map((g) => ({ category: g.category, count: g.questions.length }))} />
          </div>
        ) : null}
      </aside>
      <div className="max-w-4xl min-w-0 space-y-12">
        {isSearching(query) ? null : <PopularQuestions questions={mostPopular(faqQuestions, popularQuestionCount)} />}
        {groups.length > 0 ? (
          groups.map((g) => <FaqCategorySection key={g.category.id} category={g.category} questions={g.questions} query={query} />)
        ) : (
          <NoResults query={query} />
        )}
        <StillHaveQuestions />
      </div>
    </div>
  )
}

function FaqStructuredData({ siteUrl }: { siteUrl: string }) {
  return <JsonLdScript data={faqPageJsonLd(faqQuestions, canonicalUrl(siteUrl, pages.faq.path))} />
}

/**
 * The FAQ page for the search `query` as server-only markup rendered for the request (decisions
 * 075, 077): its header with the search form, and its body. The HTML goes with the data only to a
 * client-side visit (`requestMarkup`); the result line goes with it always, for the page to put
 * in its place after a search.
 */
export function faqPage(context: Pick<AppLoadContext, 'documentMarkup' | 'siteUrl'>, query: string): FaqPageData {
  const results = searchFaq(faqQuestions, query)
  const status = isSearching(query) ? faqCopy.resultCount(results.length, query.trim()) : ''
  // Both depend on the search alone (the questions are the shop's copy): kept by it (decision 079).
  // Every question is published as FAQPage structured data, whatever is searched, once: in the
  // document's markup, not in the data, and not in a client-side visit's (no crawler reads those).
  const header = (
    <>
      {context.documentMarkup ? <FaqStructuredData siteUrl={context.siteUrl} /> : null}
      <PageHeader copy={pageHeading(pages.faq)}>
        <FaqSearch query={query} status={status} />
      </PageHeader>
    </>
  )
  return {
    header: requestMarkup(context, 'faq-header', renderMarkupKept(header)),
    body: requestMarkup(context, 'faq-body', renderMarkupKept(<FaqBody query={query} />)),
    status,
  }
}
