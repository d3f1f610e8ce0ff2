import type { Route } from './+types/about-grounding'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.aboutGrounding)

export default function AboutGrounding() {
  return <PageHeader copy={pages.aboutGrounding} />
}
