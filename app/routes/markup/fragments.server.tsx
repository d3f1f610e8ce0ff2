import { aboutMarkup } from '../about-grounding/sections.server'
import { policyMarkup } from '../policies/sections.server'
import { testimonialsMarkup } from '../testimonials/sections.server'
import { chromeMarkup } from '~/components/site-footer.server'
import { contactMarkup } from '~/features/contact/sections.server'
import { renderOnce } from '~/features/server-markup/render.server'

/** Every fragment of server-only markup by its id (see `ServerMarkup`). */
const fragments: Record<string, (siteUrl: string) => React.ReactElement> = { ...chromeMarkup, ...aboutMarkup, ...policyMarkup, ...testimonialsMarkup, ...contactMarkup }

/** A fragment's HTML for the shop at `siteUrl`, or undefined for an unknown id. */
export function markupHtml(id: string, siteUrl: string): string | undefined {
  const fragment = Object.hasOwn(fragments, id) ? fragments[id] : undefined
  return fragment && renderOnce(`${siteUrl} ${id}`, () => fragment(siteUrl))
}
