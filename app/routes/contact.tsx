import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.contact)

export default function Contact() {
  return <PageHeader copy={pages.contact} />
}
