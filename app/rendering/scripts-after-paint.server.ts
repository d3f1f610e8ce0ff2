import { Transform } from 'node:stream'

/**
 * The page's JavaScript waits for its first paint (decision 100). The server sends React Router's
 * module preloads and bootstrap module inert, with a small loader after them that brings them back
 * once the browser reports the first contentful paint. Until then the HTML, the stylesheet, the
 * fonts and the largest image have the connection to themselves, which is what Lighthouse's
 * simulated phone link counts (Chromium's own emulation painted no sooner: decision 100 has the
 * cost, a later hydration); the first tap is measured after hydration.
 */

/** A media query no device matches: a module preload with it is not fetched until it is removed. */
const HELD_MEDIA = 'not all'
/** Marks the `<template>` a module script is held in. */
const HELD_ATTRIBUTE = 'data-after-paint'
/** The longest the scripts wait after the window's load event for a paint to be reported. */
const PATIENCE_MS = 3000

const MODULE_PRELOAD = /<link rel="modulepreload"/g
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g

/**
 * The document with every module preload given `media="not all"` and every module script inside a
 * `<template>`, the loader after the first: valid HTML, neither loaded nor run by the browser until the
 * loader restores them as React rendered them, so hydration finds its markup. (React skips the
 * loader's own `<script>`, which it did not render, as it skips any a browser extension adds to
 * the body.)
 */
export function holdScripts(html: string, nonce: string): string {
  let loader = `<script nonce="${nonce}">(${loadHeldScripts.toString()})(${JSON.stringify(HELD_MEDIA)},${JSON.stringify(HELD_ATTRIBUTE)},${PATIENCE_MS})</script>`
  return html.replace(MODULE_PRELOAD, `<link rel="modulepreload" media="${HELD_MEDIA}"`).replace(MODULE_SCRIPT, (script) => {
    // One loader restores them all.
    const held = `<template ${HELD_ATTRIBUTE}>${script}</template>${loader}`
    loader = ''
    return held
  })
}

/**
 * `holdScripts` for a streamed document. The preloads (hoisted into the head) and the bootstrap
 * module (at the end of the body) are in the shell, which React writes at once but in chunks cut
 * anywhere: the document is gathered until its module script has passed whole, then rewritten
 * and sent, and what follows (late sections) passes through untouched. Read as Latin-1 so a
 * character cut between two chunks comes out byte for byte.
 */
export function holdScriptsInStream(nonce: string): Transform {
  let shell: string | null = ''
  const rewrite = (html: string) => Buffer.from(holdScripts(html, nonce), 'latin1')
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (shell === null) return callback(null, chunk)
      const searched = shell.length
      shell += chunk.toString('latin1')
      // Searched again only when an end tag has come, not for every chunk of a long shell.
      if (!shell.includes('</script>', searched - '</script>'.length) || shell.search(MODULE_SCRIPT) === -1) return callback()
      const rewritten = rewrite(shell)
      shell = null
      callback(null, rewritten)
    },
    flush(callback) {
      callback(null, shell ? rewrite(shell) : undefined)
    },
  })
}

/**
 * The loader. It runs in the browser as an inline script, before any module, so it uses nothing
 * outside itself (it is sent as its source, as React Router sends its scroll restoration).
 * `patienceMs`: how long after the window's load event it waits for a paint that is not reported
 * (a window the browser does not render), so that no page is left without its scripts.
 */
export function loadHeldScripts(heldMedia: string, heldAttribute: string, patienceMs: number) {
  let loaded = false
  const load = () => {
    if (loaded) return
    loaded = true
    for (const link of document.querySelectorAll(`link[rel="modulepreload"][media="${heldMedia}"]`)) link.removeAttribute('media')
    for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${heldAttribute}]`)) template.replaceWith(template.content)
  }
  // A page opened or put in the background paints only when shown: nothing to wait for.
  document.addEventListener('visibilitychange', load, { once: true })
  window.addEventListener('load', () => setTimeout(load, patienceMs), { once: true })
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    load()
    return
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    load()
  }).observe({ type: 'paint', buffered: true })
}
