import { type FormEvent, memo, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { Link } from '~/components/link'
import { pageConsent } from '~/lib/page-consent'
import type { ConsentState } from '#shared/consent'
import { useCopy } from '~/i18n/use-copy'

/**
 * The consent banner, in every page and hidden, so the page stays the same for every visitor. It
 * shows where the law asks for a choice and none is made: with JavaScript once the page has asked
 * the server (`pageConsent`), after it is interactive; without, through the visitor's own
 * stylesheet (`/api/consent.css`, in `<noscript>`: no page with scripts waits for it), and the form
 * posts. With JavaScript the choice is sent in the background and the banner goes. Laid over the
 * bottom of the screen: nothing moves.
 */
export const ConsentBanner = memo(function ConsentBanner() {
  const { consentCopy } = useCopy('consent')
  const { pathname } = useLocation()
  const [chosen, setChosen] = useState(false)
  const state = useSyncExternalStore(pageConsent.subscribe, pageConsent.getSnapshot, pageConsent.getServerSnapshot)
  const asked = Boolean(state?.required && !state.chosen)
  // The preferences page is the choice itself.
  if (/\/cookie-preferences$/.test(pathname)) return null
  const send = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (!submitter) return
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    body.set('choice', submitter.value)
    setChosen(true)
    // Should it fail, the banner comes back on the next page: nothing is sent without a choice.
    void fetch('/api/consent', { method: 'POST', body, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        // What the choice now allows, for this page's analytics.
        if (response.ok) pageConsent.set((await response.json()) as ConsentState)
      })
      .catch(() => {})
  }
  return (
    <>
      <noscript>
        <link rel="stylesheet" href="/api/consent.css" />
      </noscript>
      <section
        id="consent-banner"
        hidden={chosen}
        data-asked={asked || undefined}
        aria-label={consentCopy.bannerLabel}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white px-4 py-4 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
      >
        <form
          method="post"
          action="/api/consent"
          onSubmit={send}
          className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-3 text-sm text-stone-800"
        >
          <p className="max-w-2xl">{consentCopy.banner}</p>
          {/* The path only: the page is every visitor's, whatever its query (the action takes that from the Referer). */}
          <input type="hidden" name="return" value={pathname} />
          <div className="flex flex-wrap items-center gap-2">
            <button type="submit" name="choice" value="accept" className="h-10 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
              {consentCopy.accept}
            </button>
            <button
              type="submit"
              name="choice"
              value="decline"
              className="h-10 rounded-md border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {consentCopy.decline}
            </button>
            <Link to="/cookie-preferences" className="px-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {consentCopy.preferences}
            </Link>
          </div>
        </form>
      </section>
    </>
  )
})
