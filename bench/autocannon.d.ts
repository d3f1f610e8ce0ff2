// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number }
    type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string }
    type Result = {
      requests: Histogram
      latency: Histogram
      throughput: Histogram
      errors: number
      timeouts: number
      non2xx: number
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}
