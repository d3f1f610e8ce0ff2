import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { NotFoundView } from '~/components/not-found'
import { pages } from '~/content/pages'

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(`[404] ${request.method} ${pathname}`)
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => [
  { title: pages.notFound.title },
  { name: 'description', content: pages.notFound.description },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return <NotFoundView />
}
