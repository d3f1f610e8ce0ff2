import { type Consent, CONSENT_PURPOSES, type ConsentPurpose } from '#shared/consent'

/** The custom property of the visitor's own stylesheet (`/api/consent.css`) that states a purpose. */
export const consentProperty = (purpose: ConsentPurpose | 'required') => `--consent-${purpose.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

export type PageConsent = { required: boolean; consent: Consent }

let state: PageConsent | null = null
const listeners = new Set<() => void>()

/**
 * What the visitor allows, as this page knows it: read once from their stylesheet, then told by
 * the banner or the preferences page when they choose. Nothing is allowed until it is known.
 */
export const pageConsent = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => state,
  getServerSnapshot: () => null,
  set(next: PageConsent) {
    state = next
    listeners.forEach((notify) => notify())
  },
  /** From the stylesheet's custom properties; null while it has stated nothing (not loaded, or an old copy). */
  readStylesheet(root: Element = document.documentElement): PageConsent | null {
    const style = getComputedStyle(root)
    const read = (name: string) => style.getPropertyValue(name).trim()
    if (read(consentProperty('analytics')) === '') return null
    const consent = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, read(consentProperty(p)) === '1'])) as Consent
    return { required: read(consentProperty('required')) === '1', consent }
  },
}
