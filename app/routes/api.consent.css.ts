import type { Route } from './+types/api.consent.css'
import { requestConsent } from '#shared/consent'
import { consentHeaders } from './api.consent'

/**
 * The visitor's own stylesheet, for a page without JavaScript (the banner links it in
 * `<noscript>`): it shows the consent banner to a visitor who is asked and has not chosen. The
 * banner is in every page, hidden, so the page stays the same for every visitor (the page cache
 * and the CDN keep it).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { required, chosen } = requestConsent(request, context.consent)
  return new Response(required && !chosen ? '#consent-banner{display:block}\n' : '', {
    headers: { 'Content-Type': 'text/css; charset=utf-8', ...consentHeaders(context.consent.countryHeader) },
  })
}
