import type { Page } from '@playwright/test'

/**
 * Sections below the first screen are not drawn until they near it (`content-visibility: auto`,
 * app/styles/app.css), and `innerText` leaves undrawn text out. A test that reads a page's whole
 * text draws every section first, as a shopper scrolling down would.
 */
export async function drawWholePage(page: Page) {
  await page.addStyleTag({ content: '#main section { content-visibility: visible !important; }' })
}
