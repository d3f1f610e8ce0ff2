import type { Route } from './+types/return-policy'
import { PageHeader } from '~/components/page-header'
import { pages } from '~/content/pages'
import { ReturnPolicyBody } from './returns-page'
import { pageMeta } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, pages.returnPolicy)

export default function ReturnPolicy() {
  return (
    <>
      <PageHeader copy={pages.returnPolicy} />
      <ReturnPolicyBody />
    </>
  )
}
