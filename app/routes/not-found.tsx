import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundView } from '~/components/not-found'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { loggedPath } from '~/lib/logged-path'
import { type Head, headTags } from '~/lib/seo'
import { loadBestSellers, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { Suggestions } from '~/features/catalog/suggestions'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export async function loader({ request, context }: Route.LoaderArgs) {
  console.warn(`[404] ${request.method} ${loggedPath(request.url)}`)
  const market = marketOf(context.storefront)
  const page = await pageCopyFor(market, 'notFound')
  const head: Head = { title: page.title, description: page.description, noindex: true }
  // The categories it suggests, in the page's language.
  const copy = await pageCopy(market, ['shop-categories'])
  return data({ head, bestSellers: await loadBestSellers(context, SUGGESTED_BEST_SELLERS), copy }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <NotFoundSuggestions bestSellers={loaderData.bestSellers} />
    </CopyProvider>
  )
}

function NotFoundSuggestions({ bestSellers }: { bestSellers: Route.ComponentProps['loaderData']['bestSellers'] }) {
  const { errorCopy } = useCopy('shop')
  const { shopCategories } = useCopy('shop-categories')
  return (
    <NotFoundView>
      <div className="mt-14 flex flex-col gap-14">
        <Suggestions
          bestSellers={bestSellers}
          headings={{ categories: errorCopy.notFoundCategories, bestSellers: errorCopy.notFoundBestSellers }}
          categories={shopCategories}
        />
      </div>
    </NotFoundView>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: '404' }) }
