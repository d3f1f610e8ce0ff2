import { data } from 'react-router'
import type { Route } from './+types/product'
import { NotFoundView } from '~/components/not-found'

// The catalogue is not connected yet: every handle is unknown, so the page answers 404.
export function loader({ params }: Route.LoaderArgs) {
  return data({ handle: params.handle }, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Product not found' }, { name: 'robots', content: 'noindex' }]

export default function Product() {
  return <NotFoundView />
}
