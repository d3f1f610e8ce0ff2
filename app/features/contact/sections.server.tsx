import { ContactCards } from './contact-cards'
import { ContactTips } from './contact-tips'
import { PageHeader } from '~/components/page-header'
import { pageHeading, pages } from '~/content/pages'

/**
 * The contact page around its form, with nothing to run in the browser, as server-only markup
 * (decision 065): the header, the support cards and the tips. Each holds its place in the page's
 * grid, so the page's order (cards, form, tips) is the same on every screen.
 */
export const contactMarkup = {
  'contact-header': () => <PageHeader copy={pageHeading(pages.contact)} />,
  'contact-cards': () => (
    <div className="lg:col-start-1 lg:row-start-1">
      <ContactCards />
    </div>
  ),
  'contact-tips': () => (
    <div className="lg:col-start-1 lg:row-start-2">
      <ContactTips />
    </div>
  ),
}
