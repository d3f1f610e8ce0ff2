import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundView } from '~/components/not-found'
import { errorCopy, pages } from '~/content/pages'
import { loadBestSellers, SUGGESTED_BEST_SELLERS } from '~/features/catalog/listing.server'
import { ShopSuggestions } from '~/features/catalog/shop-suggestions'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(`[404] ${request.method} ${pathname}`)
  return data({ bestSellers: await loadBestSellers(context, SUGGESTED_BEST_SELLERS) }, { status: 404 })
}

export const meta: Route.MetaFunction = () => [
  { title: pages.notFound.title },
  { name: 'description', content: pages.notFound.description },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <NotFoundView>
      <div className="mt-14 flex flex-col gap-14">
        <ShopSuggestions bestSellers={loaderData.bestSellers} headings={{ categories: errorCopy.notFoundCategories, bestSellers: errorCopy.notFoundBestSellers }} />
      </div>
    </NotFoundView>
  )
}
