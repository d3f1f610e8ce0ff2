/** The part of autocannon 8 the load test uses (the package ships no types). */
declare module 'autocannon' {
  type Context = Record<string, unknown>
  export type AutocannonRequest = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest
    onResponse?: (status: number, body: string, context: Context) => void
  }
  export type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; p97_5: number; max: number; total: number }
  export type Result = {
    requests: Histogram & { sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    duration: number
    statusCodeStats?: Record<string, { count: number }>
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    timeout?: number
    requests?: AutocannonRequest[]
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
