/** Core Web Vitals' metrics as web-vitals names them, in the order the report shows them. */
export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof METRIC_NAMES)[number]

/** web-vitals' ratings, which are also the report's verdicts. */
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type Rating = (typeof RATINGS)[number]

/**
 * Core Web Vitals' thresholds (web.dev): good up to the first, poor above the second; between
 * them, needs improvement. Milliseconds, except CLS, a score without a unit.
 */
export const THRESHOLDS: Record<MetricName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

/** The verdict on a metric's 75th percentile, as Google judges a page's field data. */
export function verdictOf(name: MetricName, p75: number): Rating {
  const [good, poor] = THRESHOLDS[name]
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor'
}
