import { expect, test } from '@playwright/test'

const PAGES = ['/', '/shop-all', '/product/premium-earthing-flat-sheet', '/faq']

test('the server sends every module preload and module script held until the first paint', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text()
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
    expect(preloads.length, path).toBeGreaterThan(2)
    for (const preload of preloads) expect(preload, path).toContain('media="not all"')
    const modules = html.match(/(<template data-after-paint>)?<script\b[^>]*type="module"/g) ?? []
    expect(modules, path).toHaveLength(1)
    expect(modules[0], path).toMatch(/^<template data-after-paint>/)
    expect(html, path).toMatch(/<\/template><script nonce="[^"]+">\(function loadHeldScripts\(/)
  }
})

for (const path of PAGES) {
  test(`${path} asks for its scripts only after its first contentful paint, and hydrates without an error`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }))
    expect(paint).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(2)
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint!)
    // Restored as React rendered them: nothing left held, so hydration matched the markup.
    await expect(page.locator('template[data-after-paint], link[media="not all"]')).toHaveCount(0)
    expect(errors).toEqual([])
  })
}
