// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  CLSMetricWithAttribution,
  FCPMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
  TTFBMetricWithAttribution,
} from 'web-vitals/attribution'
import { reportWebVitals } from './web-vitals'

// web-vitals itself needs a browser's performance entries: each on* is recorded, and the test
// reports as web-vitals 5 does (LCP, FCP and TTFB once known; CLS and INP when the page is hidden).
const vitals = vi.hoisted(() => ({ callbacks: new Map<string, (metric: MetricWithAttribution) => void>(), options: [] as unknown[] }))
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: MetricWithAttribution) => void, options?: unknown) => {
    vitals.callbacks.set(name, callback)
    vitals.options.push(options)
  }
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') }
})

const longSelector = `main > div.${'product-gallery__slide'.repeat(15)} > img`

const lcp: LCPMetricWithAttribution = {
  name: 'LCP',
  value: 2310.4,
  rating: 'good',
  delta: 2310.4,
  id: 'v5-1764000000000-1',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    target: 'main > section.hero > img.hero__image',
    url: 'https://shop.test/cdn/shop/files/sheet.jpg?width=1200',
    timeToFirstByte: 320,
    resourceLoadDelay: 140,
    resourceLoadDuration: 1610,
    elementRenderDelay: 240.4,
  },
}
const fcp: FCPMetricWithAttribution = {
  name: 'FCP',
  value: 1204,
  rating: 'good',
  delta: 1204,
  id: 'v5-1764000000000-2',
  entries: [],
  navigationType: 'navigate',
  attribution: { timeToFirstByte: 320, firstByteToFCP: 884, loadState: 'dom-content-loaded' },
}
const ttfb: TTFBMetricWithAttribution = {
  name: 'TTFB',
  value: 320,
  rating: 'good',
  delta: 320,
  id: 'v5-1764000000000-3',
  entries: [],
  navigationType: 'navigate',
  attribution: { waitingDuration: 10, cacheDuration: 0, dnsDuration: 40, connectionDuration: 90, requestDuration: 180 },
}
const inp: INPMetricWithAttribution = {
  name: 'INP',
  value: 312,
  rating: 'needs-improvement',
  delta: 312,
  id: 'v5-1764000000000-4',
  entries: [],
  navigationType: 'navigate',
  attribution: {
    interactionTarget: 'form.product-form > button.add-to-cart',
    interactionTime: 5120,
    interactionType: 'pointer',
    nextPaintTime: 5432,
    processedEventEntries: [],
    inputDelay: 24,
    processingDuration: 210,
    presentationDelay: 78,
    loadState: 'complete',
    longAnimationFrameEntries: [],
  },
}
const cls: CLSMetricWithAttribution = {
  name: 'CLS',
  value: 0.12,
  rating: 'needs-improvement',
  delta: 0.12,
  id: 'v5-1764000000000-5',
  entries: [],
  navigationType: 'navigate',
  attribution: { largestShiftTarget: longSelector, largestShiftTime: 900, largestShiftValue: 0.1, loadState: 'complete' },
}

const report = (metric: MetricWithAttribution) => vitals.callbacks.get(metric.name)!(metric)

let hidden = false
/** The page hidden, as a browser fires it: at the document, bubbling to the window. */
function hide() {
  hidden = true
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}

const beacon = vi.fn<(url: string, data: Blob) => boolean>()
async function beaconBodies() {
  return Promise.all(
    beacon.mock.calls.map(async ([url, data]) => {
      expect(data.type).toBe('text/plain')
      return { url, body: JSON.parse(await data.text()) as { metrics: Record<string, unknown>[] } }
    }),
  )
}

/** A device: its pointer (coarse: a finger) and its window's width. */
function device({ coarse, width }: { coarse: boolean; width: number }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }))
  vi.stubGlobal('innerWidth', width)
}

beforeEach(() => {
  hidden = false
  vitals.callbacks.clear()
  vitals.options.length = 0
  beacon.mockReset().mockReturnValue(true)
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon })
  vi.spyOn(Math, 'random').mockReturnValue(0.3)
  // web-vitals reports CLS and INP from its own capture listener, before the page's send.
  addEventListener('visibilitychange', reportOnHidden, true)
})
afterEach(() => {
  removeEventListener('visibilitychange', reportOnHidden, true)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
function reportOnHidden() {
  if (document.visibilityState !== 'hidden' || !vitals.callbacks.size) return
  report(inp)
  report(cls)
}

describe('reportWebVitals', () => {
  it('sends the five metrics of a sampled page load in one beacon when the page is hidden, with the device class and targets', async () => {
    device({ coarse: false, width: 1280 })
    reportWebVitals({ pageType: 'product', market: 'SG', sampleRate: 0.5 })
    expect([...vitals.callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
    expect(vitals.options).toEqual(Array(5).fill({ reportAllChanges: false }))
    report(ttfb)
    report(fcp)
    report(lcp)
    expect(beacon).not.toHaveBeenCalled()

    hide()
    const sent = await beaconBodies()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('/api/vitals')
    const page = { navigationType: 'navigate', pageType: 'product', market: 'SG', device: 'desktop' }
    expect(sent[0]!.body).toEqual({
      metrics: [
        { name: 'TTFB', value: 320, rating: 'good', id: ttfb.id, ...page },
        { name: 'FCP', value: 1204, rating: 'good', id: fcp.id, ...page },
        { name: 'LCP', value: 2310.4, rating: 'good', id: lcp.id, ...page, target: 'main > section.hero > img.hero__image' },
        { name: 'INP', value: 312, rating: 'needs-improvement', id: inp.id, ...page, target: 'form.product-form > button.add-to-cart' },
        { name: 'CLS', value: 0.12, rating: 'needs-improvement', id: cls.id, ...page, target: longSelector.slice(0, 200) },
      ],
    })
    expect(longSelector.length).toBeGreaterThan(200)

    // The queue was emptied: pagehide after it sends nothing more.
    dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it('names a phone by its coarse pointer, and a narrow window as mobile too', async () => {
    device({ coarse: true, width: 1024 })
    reportWebVitals({ pageType: 'index', market: 'MY', sampleRate: 1, endpoint: '/en-my/api/vitals' })
    report(lcp)
    dispatchEvent(new Event('pagehide'))
    device({ coarse: false, width: 390 })
    reportWebVitals({ pageType: 'collection', market: 'SG', sampleRate: 1 })
    report(fcp)
    dispatchEvent(new Event('pagehide'))
    const sent = await beaconBodies()
    expect(sent.map((s) => [s.url, s.body.metrics.map((m) => [m.name, m.pageType, m.market, m.device])])).toEqual([
      ['/en-my/api/vitals', [['LCP', 'index', 'MY', 'mobile']]],
      ['/api/vitals', [['FCP', 'collection', 'SG', 'mobile']]],
    ])
  })

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing', async () => {
    device({ coarse: false, width: 1280 })
    const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchSpy)
    beacon.mockReturnValue(false)
    reportWebVitals({ pageType: 'cart', market: 'SG', sampleRate: 1 })
    report(ttfb)
    hide()
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined })
    reportWebVitals({ pageType: 'search', market: 'SG', sampleRate: 1 })
    report(fcp)
    dispatchEvent(new Event('pagehide'))
    expect(fetchSpy.mock.calls.map(([url, init]) => [url, init.method, init.keepalive])).toEqual([
      ['/api/vitals', 'POST', true],
      ['/api/vitals', 'POST', true],
    ])
    const bodies = fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as { metrics: { name: string; pageType: string }[] })
    expect(bodies.map((b) => b.metrics.map((m) => `${m.name} ${m.pageType}`))).toEqual([['TTFB cart', 'INP cart', 'CLS cart'], ['FCP search']])
  })

  it('does nothing at all on a page load that is not sampled', () => {
    device({ coarse: false, width: 1280 })
    vi.spyOn(Math, 'random').mockReturnValue(0)
    reportWebVitals({ pageType: 'product', market: 'SG', sampleRate: 0 })
    expect(vitals.callbacks.size).toBe(0)
    hide()
    dispatchEvent(new Event('pagehide'))
    expect(beacon).not.toHaveBeenCalled()
  })
})
