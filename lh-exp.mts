import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
try {
  for (let i = 0; i < Number(process.env.RUNS || 1); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, { extends: 'lighthouse:default', settings: { ...(process.env.BLOCKJS ? { blockedUrlPatterns: ['*.js'] } : {}), formFactor: 'mobile', throttlingMethod: 'simulate', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } } })
  const lhr = r!.lhr
  const m = (lhr.audits.metrics.details as any).items[0]
  console.log(`score ${lhr.categories.performance.score} FCP ${m.firstContentfulPaint} LCP ${m.largestContentfulPaint} TBT ${m.totalBlockingTime} SI ${m.speedIndex} CLS ${m.cumulativeLayoutShift} | observed FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} | BI ${lhr.environment.benchmarkIndex}`)
  if (process.env.DETAIL) {
    const reqs = (lhr.audits['network-requests'].details as any).items
    const scripts = reqs.filter((q: any) => q.resourceType === 'Script')
    console.log('  scripts end', Math.min(...scripts.map((s: any) => s.networkEndTime)).toFixed(0), '-', Math.max(...scripts.map((s: any) => s.networkEndTime)).toFixed(0), 'prio', [...new Set(scripts.map((s: any) => s.priority))].join(','))
    for (const t of (lhr.audits['long-tasks'].details as any).items) console.log('  long', Math.round(t.startTime), Math.round(t.duration), t.url.split('/').pop())
  }
  }
} finally { await chrome.kill() }
