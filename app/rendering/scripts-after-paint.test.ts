// @vitest-environment happy-dom
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdScripts, holdScriptsInStream, loadHeldScripts } from './scripts-after-paint.server'

// The shape React Router's <Scripts> renders (preloads hoisted into the head by React), with a
// streamed section's script after it and text outside ASCII.
const HEAD =
  '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n"/><title>Café · Grounding</title></head>'
const SCRIPTS =
  '<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport("/assets/entry.client-2.js");</script>'
const LATE = '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[]");</script>'
const PAGE = `<!DOCTYPE html><html lang="en">${HEAD}<body><main><h1>Sheets — 床单</h1><script type="application/ld+json">{"@type":"Product"}</script></main>${SCRIPTS}${LATE}</body></html>`

describe('holdScripts', () => {
  it('keeps every module preload and module script from loading, and nothing else', () => {
    const held = holdScripts(PAGE, 'n')
    expect(held.match(/<link rel="modulepreload" media="not all" href=/g)).toHaveLength(2)
    expect(held).not.toMatch(/<link rel="modulepreload" href=/)
    expect(held).toContain(
      `<template data-after-paint>${SCRIPTS.slice(SCRIPTS.indexOf('<script nonce="n" type="module"'))}</template><script nonce="n">(function loadHeldScripts(`,
    )
    // The context script and the streamed data still run as they are parsed; JSON-LD stays put.
    expect(held).toContain('<script nonce="n">window.__reactRouterContext = {};</script><template')
    expect(held).toContain(`("not all","data-after-paint",3000)</script>${LATE}`)
    expect(held).toContain('<script type="application/ld+json">')
  })

  it('adds one loader, however many module scripts it holds', () => {
    const twice = PAGE.replace(LATE, `<script nonce="n" type="module">import "/assets/late-4.js";</script>${LATE}`)
    const held = holdScripts(twice, 'n')
    expect(held.match(/<template data-after-paint>/g)).toHaveLength(2)
    expect(held.match(/loadHeldScripts/g)).toHaveLength(1)
  })
})

describe('holdScriptsInStream', () => {
  const read = async (chunks: Buffer[]) => {
    const out: Buffer[] = []
    for await (const chunk of Readable.from(chunks).pipe(holdScriptsInStream('n'))) out.push(chunk as Buffer)
    return Buffer.concat(out)
  }

  it('gives the same bytes as the whole document, wherever the stream is cut', async () => {
    const bytes = Buffer.from(PAGE)
    const expected = Buffer.from(holdScripts(PAGE, 'n'))
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await read([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(expected)
    }
  })

  it('sends the shell once its module script has passed, before the rest of the document exists', async () => {
    const held = holdScriptsInStream('n')
    const shell = `<!DOCTYPE html><html>${HEAD}<body><main><h1>Sheets</h1></main>${SCRIPTS}`
    const received = new Promise<string>((resolve) => held.once('data', (chunk: Buffer) => resolve(chunk.toString())))
    held.write(Buffer.from(shell.slice(0, 100)))
    held.write(Buffer.from(shell.slice(100)))
    expect(await received).toBe(holdScripts(shell, 'n'))
    held.end()
  })

  it('passes a document without a module script through whole', async () => {
    const page = '<!DOCTYPE html><html><body><p>No scripts</p></body></html>'
    expect((await read([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toString()).toBe(page)
  })
})

describe('loadHeldScripts', () => {
  type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
  let paint: PaintCallback | undefined
  const disconnect = vi.fn()
  const observe = vi.fn()

  const stubPaintTiming = () => {
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: PaintCallback) {
            paint = callback
          }
          observe = observe
          disconnect = disconnect
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    )
  }
  const painted = (name: string) => paint!({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, { disconnect })
  const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })

  /** The document as the browser parses it: the held page, or the page as React rendered it. */
  const parse = (html: string) => {
    const body = /<body>([\s\S]*)<\/body>/.exec(html)![1]!
    document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)![1]!
    document.body.innerHTML = body
  }
  /** The document without the loader's own script, which React skips when it hydrates. */
  const markup = () => document.documentElement.innerHTML.replace(/<script nonce="n">\(function loadHeldScripts[\s\S]*?<\/script>/, '')

  afterEach(() => {
    vi.unstubAllGlobals()
    paint = undefined
    disconnect.mockClear()
    observe.mockClear()
    setVisibility('visible')
  })

  it('restores the page as React rendered it once the first contentful paint is reported, not before', () => {
    parse(PAGE)
    const rendered = markup()
    parse(holdScripts(PAGE, 'n'))
    const held = markup()
    stubPaintTiming()
    setVisibility('visible')

    loadHeldScripts('not all', 'data-after-paint', 3000)
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true })
    painted('first-paint')
    expect(markup()).toBe(held)
    expect(disconnect).not.toHaveBeenCalled()

    painted('first-contentful-paint')
    expect(markup()).toBe(rendered)
    expect(disconnect).toHaveBeenCalled()
  })

  it('does not wait for a page in the background, which paints only when shown', () => {
    parse(holdScripts(PAGE, 'n'))
    stubPaintTiming()
    setVisibility('hidden')
    loadHeldScripts('not all', 'data-after-paint', 3000)
    expect(document.querySelector('template[data-after-paint]')).toBeNull()
    expect(document.querySelector('link[media]')).toBeNull()
    expect(observe).not.toHaveBeenCalled()
  })

  it('loads at once when the page is put in the background before it paints', () => {
    parse(holdScripts(PAGE, 'n'))
    stubPaintTiming()
    loadHeldScripts('not all', 'data-after-paint', 3000)
    expect(document.querySelector('template[data-after-paint]')).not.toBeNull()
    document.dispatchEvent(new Event('visibilitychange'))
    expect(document.querySelector('template[data-after-paint]')).toBeNull()
  })

  it('loads at once in a browser that does not report paints', () => {
    parse(holdScripts(PAGE, 'n'))
    vi.stubGlobal('PerformanceObserver', Object.assign(class {}, { supportedEntryTypes: ['resource'] }))
    loadHeldScripts('not all', 'data-after-paint', 3000)
    expect(document.querySelector('link[rel="modulepreload"][media]')).toBeNull()
  })

  it('loads when no paint has been reported three seconds after the window has loaded', () => {
    vi.useFakeTimers()
    try {
      parse(holdScripts(PAGE, 'n'))
      stubPaintTiming()
      loadHeldScripts('not all', 'data-after-paint', 3000)
      window.dispatchEvent(new Event('load'))
      vi.advanceTimersByTime(2999)
      expect(document.querySelector('template[data-after-paint]')).not.toBeNull()
      vi.advanceTimersByTime(1)
      expect(document.querySelector('template[data-after-paint]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is sent as source that runs on its own', () => {
    parse(holdScripts(PAGE, 'n'))
    stubPaintTiming()
    // The script the server adds after the held module, with its nonce.
    const loader = document.querySelector('template[data-after-paint] + script[nonce="n"]')!
    expect(loader.textContent).toMatch(/^\(function loadHeldScripts\(/)
    new Function(loader.textContent!)()
    painted('first-contentful-paint')
    expect(document.querySelector('template[data-after-paint]')).toBeNull()
  })
})
