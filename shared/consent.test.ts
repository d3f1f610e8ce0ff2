import { describe, expect, it } from 'vitest'
import {
  consentCookie,
  consentFromCookies,
  consentFromForm,
  consentState,
  defaultConsentSettings,
  parseConsent,
  requestConsent,
  serializeConsent,
} from './consent'

const all = { analytics: true, marketing: true, preferences: true, saleOfData: true }
const none = { analytics: false, marketing: false, preferences: false, saleOfData: false }
const state = (country: string | null, chosen: typeof all | null = null, gpc = false) => consentState({ country, chosen, gpc }, defaultConsentSettings)

describe('a visitor’s consent', () => {
  it('allows nothing before a choice where the law asks for one (the EU, the EEA, the UK, Switzerland)', () => {
    for (const country of ['DE', 'FR', 'IE', 'NO', 'GB', 'CH']) expect(state(country)).toEqual({ required: true, chosen: false, consent: none })
  })

  it('allows everything elsewhere, and for a visitor whose country no CDN names', () => {
    for (const country of ['SG', 'MY', 'ID', 'HK', 'AU', 'US', null]) expect(state(country)).toEqual({ required: false, chosen: false, consent: all })
  })

  it('keeps a choice made, wherever the visitor is', () => {
    const some = { analytics: true, marketing: false, preferences: true, saleOfData: false }
    expect(state('DE', some)).toEqual({ required: true, chosen: true, consent: some })
    expect(state('SG', none)).toEqual({ required: false, chosen: true, consent: none })
  })

  it('takes Global Privacy Control as an opt-out of marketing and the sale of data, even over a choice', () => {
    expect(state('US', null, true).consent).toEqual({ analytics: true, marketing: false, preferences: true, saleOfData: false })
    expect(state('SG', all, true).consent).toEqual({ analytics: true, marketing: false, preferences: true, saleOfData: false })
    expect(state('DE', null, true).consent).toEqual(none)
  })

  it('follows the owner’s list of countries', () => {
    const settings = { countryHeader: 'X-Country', requiredCountries: new Set(['SG']) }
    expect(consentState({ country: 'SG', chosen: null, gpc: false }, settings).required).toBe(true)
    expect(consentState({ country: 'DE', chosen: null, gpc: false }, settings).required).toBe(false)
    const request = new Request('http://shop.test/', { headers: { 'X-Country': 'sg', 'CF-IPCountry': 'DE' } })
    expect(requestConsent(request, settings).required).toBe(true)
  })

  it('reads the country the CDN names, ignoring its "unknown" (XX) and anything that is not a country code', () => {
    const ask = (value: string) => requestConsent(new Request('http://shop.test/', { headers: { 'CF-IPCountry': value } }), defaultConsentSettings).required
    expect(ask('de')).toBe(true)
    expect(ask('XX')).toBe(false)
    expect(ask('T1')).toBe(false)
    expect(ask('DEU')).toBe(false)
  })
})

describe('the consent cookie', () => {
  it('keeps each purpose, and reads back what it wrote', () => {
    const some = { analytics: false, marketing: true, preferences: false, saleOfData: true }
    expect(parseConsent(serializeConsent(some))).toEqual(some)
    const header = `market=MY; ${consentCookie(some, false).split(';')[0]}; other=1`
    expect(consentFromCookies(header)).toEqual(some)
  })

  it('is sent for a year, to this site, and only over HTTPS when the shop is on HTTPS', () => {
    expect(consentCookie(all, true)).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/)
    expect(consentCookie(all, false)).not.toContain('Secure')
  })

  it('counts a value that is not one of its own as no choice', () => {
    for (const value of ['', 'analytics=1', 'analytics=2&marketing=0&preferences=0&saleOfData=0', '%E0%A4%A']) {
      expect(consentFromCookies(`consent=${value}`)).toBeNull()
    }
    expect(consentFromCookies(null)).toBeNull()
  })
})

describe('the forms’ choice', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(entries)) data.set(k, v)
    return data
  }
  it('is everything on Accept, nothing on Decline, and each purpose ticked otherwise', () => {
    expect(consentFromForm(form({ choice: 'accept' }))).toEqual(all)
    expect(consentFromForm(form({ choice: 'decline', analytics: 'on' }))).toEqual(none)
    expect(consentFromForm(form({ analytics: 'on', saleOfData: 'on' }))).toEqual({ analytics: true, marketing: false, preferences: false, saleOfData: true })
    expect(consentFromForm(form({}))).toEqual(none)
  })
})
