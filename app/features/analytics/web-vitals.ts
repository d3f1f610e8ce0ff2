import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution'

/**
 * Real shoppers' Core Web Vitals, measured in the page by Google's web-vitals and sent to the
 * shop's endpoint (services/vitals) in one beacon when the page is hidden. Downloaded by every
 * sampled shopper: no validation library here, the endpoint checks what arrives.
 */
export type VitalsContext = {
  /** Shopify's page type: `index`, `product`, `collection`, … */
  pageType: string
  /** The market's country (`SG`). */
  market: string
  /** The share of page loads measured, 0 to 1 (VITALS_SAMPLE_RATE). */
  sampleRate: number
  endpoint?: string
}

/** What the endpoint stores of a selector; longer ones are cut to it. */
const MAX_TARGET = 200

/** Phones and tablets by their pointer, and any window narrower than a tablet's, are mobile. */
const deviceClass = () => (matchMedia('(pointer: coarse)').matches || innerWidth < 768 ? 'mobile' : 'desktop')

/** The element behind the value, as web-vitals' attribution names it (none for FCP and TTFB). */
function targetOf(metric: MetricWithAttribution): string | undefined {
  if (metric.name === 'LCP') return metric.attribution.target
  if (metric.name === 'INP') return metric.attribution.interactionTarget
  if (metric.name === 'CLS') return metric.attribution.largestShiftTarget
  return undefined
}

/** Measures this page load, if it is among the sampled, and sends its metrics when the page is hidden. */
export function reportWebVitals({ pageType, market, sampleRate, endpoint = '/api/vitals' }: VitalsContext): void {
  // Decided once per page load, so a measured view sends all its metrics and the others nothing.
  if (!(Math.random() < sampleRate)) return
  const device = deviceClass()
  let queue: object[] = []

  const send = () => {
    if (!queue.length) return
    const body = JSON.stringify({ metrics: queue })
    queue = []
    // As text: a simple request, so neither sendBeacon nor fetch needs a CORS preflight.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }))) return
    // No sendBeacon, or its queue full: keepalive lets the request outlive the page.
    fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {})
  }

  const add = (metric: MetricWithAttribution) => {
    const target = targetOf(metric)?.slice(0, MAX_TARGET)
    const { name, value, rating, id, navigationType } = metric
    queue.push({ name, value, rating, id, navigationType, pageType, market, device, ...(target ? { target } : {}) })
  }
  // Final values only (reportAllChanges: false): CLS and INP come when the page is hidden, once.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(add, { reportAllChanges: false })

  // Bubbling, so after web-vitals' own capture listeners: what they report on hiding is queued first.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  // Safari did not always fire visibilitychange when a page was unloaded.
  addEventListener('pagehide', send)
}
