import { jsonLdText } from '~/lib/structured-data'

/** Structured data in the page's markup, where it is sent once (not again as the route's data). */
export function JsonLdScript({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
