/** The part of autocannon 8 that the benchmark and the load test use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    type Context = Record<string, unknown>
    type AutocannonRequest = {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string
      setupRequest?: (request: AutocannonRequest, context: Context) => AutocannonRequest
      onResponse?: (status: number, body: string, context: Context) => void
    }
    type Histogram = {
      average: number
      mean: number
      stddev: number
      min: number
      max: number
      p50: number
      p90: number
      p97_5: number
      p99: number
      total: number
    }
    type Result = {
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
    interface Instance {
      on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, latencyMs: number) => void): this
    }
    type Options = {
      url: string
      connections?: number
      duration?: number
      pipelining?: number
      timeout?: number
      method?: string
      headers?: Record<string, string>
      requests?: AutocannonRequest[]
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  /** With a callback, the running instance: its `response` event gives each response's latency in ms. */
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance
  export type AutocannonRequest = autocannon.AutocannonRequest
  export default autocannon
}
