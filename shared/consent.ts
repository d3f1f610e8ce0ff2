/**
 * A visitor's consent, in the purposes of Shopify's Customer Privacy API. Where the law asks for a
 * choice (the EU and EEA, the UK and Switzerland by default), nothing is allowed until the visitor
 * makes one; elsewhere everything is, and Global Privacy Control (`Sec-GPC: 1`) opts the visitor
 * out of marketing and the sale of their data.
 */
import { readCookie } from './cookies'

export const CONSENT_PURPOSES = ['analytics', 'marketing', 'preferences', 'saleOfData'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export type Consent = Record<ConsentPurpose, boolean>

/** Where a choice is asked for before anything is sent: the EU, the EEA, the UK and Switzerland. */
export const CONSENT_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO',
  'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'GB', 'CH',
] as const // prettier-ignore

/** The CDN's header that names the visitor's country (Cloudflare's, unless configured). */
export const COUNTRY_HEADER = 'CF-IPCountry'

/** The cookie that keeps the visitor's choice, for a year (as Shopify keeps `_tracking_consent`). */
export const CONSENT_COOKIE = 'consent'
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

export type ConsentSettings = {
  /** The request header that names the visitor's country (ISO 3166 alpha-2). */
  countryHeader: string
  /** Countries whose visitors are asked before anything is sent. */
  requiredCountries: ReadonlySet<string>
}

export const defaultConsentSettings: ConsentSettings = { countryHeader: COUNTRY_HEADER, requiredCountries: new Set(CONSENT_COUNTRIES) }

export type ConsentState = {
  /** Whether this visitor's country asks for a choice before anything is sent. */
  required: boolean
  /** Whether the visitor has made a choice (kept in the cookie). */
  chosen: boolean
  /** What may be done now. */
  consent: Consent
}

const none: Consent = { analytics: false, marketing: false, preferences: false, saleOfData: false }
const all: Consent = { analytics: true, marketing: true, preferences: true, saleOfData: true }

/** The choice kept in the cookie's value (`analytics=1&marketing=0&…`), or null when there is none or it is not one. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null
  const params = new URLSearchParams(value)
  if (!CONSENT_PURPOSES.every((p) => params.get(p) === '1' || params.get(p) === '0')) return null
  return Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, params.get(p) === '1'])) as Consent
}

export function serializeConsent(consent: Consent): string {
  return CONSENT_PURPOSES.map((p) => `${p}=${consent[p] ? 1 : 0}`).join('&')
}

/** The `Set-Cookie` value that keeps a choice: readable by the page's script, sent to this shop only. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The consent cookie's value among a `Cookie` header's. */
export function consentFromCookies(cookieHeader: string | null | undefined): Consent | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE)
  return value === null ? null : parseConsent(value)
}

/** The visitor's country as the CDN names it, or null (no CDN in front, or an unknown country: `XX`, `T1`). */
export function visitorCountry(headers: Headers, settings: ConsentSettings): string | null {
  const value = headers.get(settings.countryHeader)?.trim().toUpperCase()
  return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' ? value : null
}

/**
 * What a visitor allows. A choice made is kept; without one, a country that asks for it allows
 * nothing, and elsewhere everything is allowed. A visitor whose country is unknown (no CDN names
 * it) counts as not asked: the shop sells from Singapore, and its owner names the header of the
 * CDN in front of it. Global Privacy Control always opts out of marketing and the sale of data.
 */
export function consentState(input: { country: string | null; chosen: Consent | null; gpc: boolean }, settings: ConsentSettings): ConsentState {
  const required = input.country !== null && settings.requiredCountries.has(input.country)
  const consent = { ...(input.chosen ?? (required ? none : all)) }
  if (input.gpc) {
    consent.marketing = false
    consent.saleOfData = false
  }
  return { required, chosen: input.chosen !== null, consent }
}

/** Whether the browser sends Global Privacy Control. */
export const sendsGpc = (headers: Headers) => headers.get('Sec-GPC') === '1'

/** The state of the visitor who sent `request`: their kept choice, or `chosen`, one they have just made. */
export function requestConsent(request: Request, settings: ConsentSettings, chosen?: Consent): ConsentState {
  return consentState(
    {
      country: visitorCountry(request.headers, settings),
      chosen: chosen ?? consentFromCookies(request.headers.get('Cookie')),
      gpc: sendsGpc(request.headers),
    },
    settings,
  )
}

/** A choice as the banner's and the preferences page's forms send it: `choice=accept|decline`, or each purpose ticked. */
export function consentFromForm(form: FormData): Consent {
  const choice = form.get('choice')
  if (choice === 'accept') return { ...all }
  if (choice === 'decline') return { ...none }
  return Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, form.get(p) === 'on' || form.get(p) === '1'])) as Consent
}
