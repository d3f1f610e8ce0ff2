import { data, redirect } from 'react-router'
import type { Route } from './+types/api.consent'
import { consentCookie, consentFromForm, requestConsent } from '#shared/consent'
import { readForm } from '~/lib/form-body'
import { sameSitePath, withRefererQuery } from '~/lib/same-site-path'

/** The answer depends on the visitor's cookie and country: never shared by a cache. */
export const consentHeaders = (countryHeader: string) => ({ 'Cache-Control': 'private, no-store', Vary: `Cookie, Sec-GPC, ${countryHeader}` })

/** The visitor's consent: whether they are asked, whether they chose, and what is allowed. */
export function loader({ request, context }: Route.LoaderArgs) {
  return data(requestConsent(request, context.consent), { headers: consentHeaders(context.consent.countryHeader) })
}

/**
 * The banner's and the preferences page's forms: the choice is kept in a cookie for a year. A
 * script's request (`Accept: application/json`) gets the new state; a form posted without
 * JavaScript goes back to the page it came from (a path of this shop, else the home page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const consent = consentFromForm(form)
  const cookie = consentCookie(consent, new URL(context.siteUrl).protocol === 'https:')
  const headers = { ...consentHeaders(context.consent.countryHeader), 'Set-Cookie': cookie }
  if (request.headers.get('Accept')?.includes('application/json')) {
    return Response.json(requestConsent(request, context.consent, consent), { headers })
  }
  const back = sameSitePath(form.get('return')) ?? '/'
  const withQuery = sameSitePath(withRefererQuery(back, request.headers.get('Referer'), (page) => page === back))
  return redirect(withQuery ?? back, { status: 303, headers })
}
