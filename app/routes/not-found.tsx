import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundView } from '~/components/not-found'
import { errorCopy } from '~/content/shop'
import { pageCopyFor } from '~/lib/seo.server'
import { marketOf } from '~/lib/storefront/market'
import { loggedPath } from '~/lib/logged-path'
import { type Head, headTags } from '~/lib/seo'
import { loadBestSellers, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { ShopSuggestions } from '~/features/catalog/shop-suggestions'
import type { AnalyticsHandle } from '~/features/analytics/page-analytics'

export async function loader({ request, context }: Route.LoaderArgs) {
  console.warn(`[404] ${request.method} ${loggedPath(request.url)}`)
  const page = await pageCopyFor(marketOf(context.storefront), 'notFound')
  const head: Head = { title: page.title, description: page.description, noindex: true }
  return data({ head, bestSellers: await loadBestSellers(context, SUGGESTED_BEST_SELLERS) }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <NotFoundView>
      <div className="mt-14 flex flex-col gap-14">
        <ShopSuggestions
          bestSellers={loaderData.bestSellers}
          headings={{ categories: errorCopy.notFoundCategories, bestSellers: errorCopy.notFoundBestSellers }}
        />
      </div>
    </NotFoundView>
  )
}

export const handle: AnalyticsHandle = { analytics: () => ({ pageType: '404' }) }
