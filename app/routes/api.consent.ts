import { data, redirect } from 'react-router'
import type { Route } from './+types/api.consent'
import { consentCookie, consentFromForm, consentState, requestConsent, visitorCountry } from '#shared/consent'
import { readForm } from '~/lib/form-body'
import { sameSitePath } from '~/lib/same-site-path'

/** The answer depends on the visitor's cookie and country: never shared by a cache. */
export const consentHeaders = (countryHeader: string) => ({ 'Cache-Control': 'private, no-store', Vary: `Cookie, Sec-GPC, ${countryHeader}` })

/** The page's query, which its form leaves out (the page is every visitor's): the Referer's, when it is that page. */
function withQuery(path: FormDataEntryValue | null, referer: string | null): FormDataEntryValue | null {
  if (typeof path !== 'string' || path.includes('?') || !referer) return path
  try {
    const from = new URL(referer)
    return from.pathname === path ? `${path}${from.search}` : path
  } catch {
    return path
  }
}

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
    const state = consentState(
      { country: visitorCountry(request.headers, context.consent), chosen: consent, gpc: request.headers.get('Sec-GPC') === '1' },
      context.consent,
    )
    return Response.json(state, { headers })
  }
  return redirect(sameSitePath(withQuery(form.get('return'), request.headers.get('Referer'))) ?? '/', { status: 303, headers })
}
