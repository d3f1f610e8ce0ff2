import { useEffect } from 'react'
import { data, Form } from 'react-router'
import type { Route } from './+types/route'
import { brand } from '#shared/identity'
import { CONSENT_PURPOSES, requestConsent, sendsGpc } from '#shared/consent'
import { Link, localizeTo, useMarket } from '~/components/link'
import { PageHeader } from '~/components/page-header'
import { buttonClass } from '~/components/ui/button'
import { marketOf } from '~/lib/storefront/market'
import { copyModule, pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider, useCopy } from '~/i18n/use-copy'
import { buildHead, headTags } from '~/lib/seo'
import { pageConsent } from '~/lib/page-consent'
import { consentHeaders } from '../api.consent'

/** The visitor's own choices: rendered for them, never kept by a cache. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = requestConsent(request, context.consent)
  const market = marketOf(context.storefront)
  const { cookiePreferencesCopy: copy } = await copyModule(market, 'cookie-preferences')
  return data(
    {
      head: buildHead({
        siteUrl: context.siteUrl,
        path: '/cookie-preferences',
        title: `${copy.pageTitle} | ${brand.name}`,
        description: copy.pageDescription,
        noindex: true,
      }),
      consent: state.consent,
      required: state.required,
      chosen: state.chosen,
      gpc: sendsGpc(request.headers),
      saved: new URL(request.url).searchParams.has('saved'),
      copy: await pageCopy(market, ['cookie-preferences']),
    },
    { headers: consentHeaders(context.consent.countryHeader) },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location)

export default function CookiePreferences({ loaderData }: Route.ComponentProps) {
  return (
    <CopyProvider copy={loaderData.copy}>
      <Preferences {...loaderData} />
    </CopyProvider>
  )
}

function Preferences({ consent, required, chosen, gpc, saved }: Omit<Route.ComponentProps['loaderData'], 'head' | 'copy'>) {
  const { cookiePreferencesCopy: copy } = useCopy('cookie-preferences')
  const market = useMarket()
  // The page is rendered for this visitor: what they allow now, for the analytics (a choice saved here included).
  useEffect(() => pageConsent.set({ required, consent, chosen }), [required, consent, chosen])
  return (
    <>
      <PageHeader copy={{ heading: copy.heading, crumb: copy.heading, intro: copy.intro }} />
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8">
        <div className="max-w-3xl">
          {saved ? (
            <p role="status" className="mb-6 rounded-md bg-brand-50 px-4 py-3 font-medium text-brand-800">
              {copy.saved}
            </p>
          ) : null}
          {/* The choices go to the same action as the banner's; it brings the visitor back here. */}
          <Form method="post" action="/api/consent" className="space-y-6">
            <input type="hidden" name="return" value={String(localizeTo(market, '/cookie-preferences?saved=1'))} />
            <fieldset className="space-y-4">
              <legend className="sr-only">{copy.heading}</legend>
              <div className="flex gap-3">
                <input type="checkbox" id="consent-necessary" checked disabled className="mt-1 size-4" />
                <label htmlFor="consent-necessary">
                  <span className="font-semibold text-stone-900">{copy.necessary.label}</span>
                  <span className="block text-stone-700">{copy.necessary.description}</span>
                </label>
              </div>
              {CONSENT_PURPOSES.map((purpose) => (
                <div key={purpose} className="flex gap-3">
                  <input type="checkbox" id={`consent-${purpose}`} name={purpose} defaultChecked={consent[purpose]} className="mt-1 size-4 accent-brand-700" />
                  <label htmlFor={`consent-${purpose}`}>
                    <span className="font-semibold text-stone-900">{copy.purposes[purpose].label}</span>
                    <span className="block text-stone-700">{copy.purposes[purpose].description}</span>
                  </label>
                </div>
              ))}
            </fieldset>
            {gpc ? <p className="text-sm text-stone-700">{copy.gpc}</p> : null}
            <button type="submit" className={buttonClass()}>
              {copy.save}
            </button>
          </Form>
          <p className="mt-8">
            <Link to="/privacy-policy#cookies" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {copy.privacyLink}
            </Link>
          </p>
        </div>
      </div>
    </>
  )
}
