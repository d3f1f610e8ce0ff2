import type { Route } from './+types/api.consent.css'
import { CONSENT_PURPOSES, requestConsent } from '#shared/consent'
import { consentHeaders } from './api.consent'
import { consentProperty } from '~/lib/page-consent'

/**
 * The visitor's own stylesheet. It shows the consent banner to a visitor who is asked and has not
 * chosen: the banner is in every page, hidden, so the page stays the same for every visitor (the
 * page cache and the CDN keep it), and this shows it, with or without JavaScript. It also states
 * what the visitor allows, as custom properties the page's script reads (analytics starts only
 * where they allow it), so knowing costs no request of its own.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { required, chosen, consent } = requestConsent(request, context.consent)
  const allowed = CONSENT_PURPOSES.map((purpose) => `${consentProperty(purpose)}:${consent[purpose] ? 1 : 0}`).join(';')
  const css = `${required && !chosen ? '#consent-banner{display:block}\n' : ''}:root{${allowed};${consentProperty('required')}:${required ? 1 : 0}}\n`
  return new Response(css, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', ...consentHeaders(context.consent.countryHeader) },
  })
}
