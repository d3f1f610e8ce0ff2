import type { Route } from './+types/api.consent.css'
import { requestConsent } from '#shared/consent'
import { consentHeaders } from './api.consent'

/**
 * Shows the consent banner to a visitor who is asked and has not chosen. The banner is in every
 * page, hidden: the page stays the same for every visitor (the page cache and the CDN keep it),
 * and this stylesheet, the visitor's own, shows it, with or without JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { required, chosen } = requestConsent(request, context.consent)
  return new Response(required && !chosen ? '#consent-banner{display:block}\n' : '', {
    headers: { 'Content-Type': 'text/css; charset=utf-8', ...consentHeaders(context.consent.countryHeader) },
  })
}
