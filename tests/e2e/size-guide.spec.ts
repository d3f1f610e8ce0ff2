import { expect, test } from '@playwright/test'
import { sizeGuide } from '../../app/content/size-guide'
import { drawerOpen } from '../helpers/drawer'
import { hydrated, sampleProductPath } from '../../scripts/lib/site-map'

/** The product page's size guide: a drawer of every sheet, topper and mat size, on products sold in sizes. */

for (const path of [sampleProductPath, `/en-my${sampleProductPath}`]) {
  test(`${path}: the size guide opens on the first tap with the sizes, closes, and gives focus back`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const open = page.getByRole('button', { name: sizeGuide.open })
    await open.click()
    const drawer = page.getByRole('dialog', { name: sizeGuide.title })
    await drawerOpen(drawer)
    const sheets = drawer.getByRole('table', { name: 'Sheets and toppers' })
    await expect(sheets.getByRole('row', { name: /Queen Flat sheet, 230 x 260 cm/ })).toContainText('Mattresses up to 152 x 203 cm')
    await expect(drawer.getByRole('table', { name: 'Mats' }).getByRole('row', { name: /Long Yoga mat/ })).toContainText('People taller than 180 cm')
    await drawer.getByRole('button', { name: sizeGuide.close }).click()
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
    // Opened again from the keyboard; Escape closes it.
    await page.keyboard.press('Enter')
    await drawerOpen(drawer)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
}

test('its link to the team closes it and opens the contact page', async ({ page }) => {
  await page.goto('/product/earthing-yoga-mat')
  await hydrated(page)
  await page.getByRole('button', { name: sizeGuide.open }).click()
  const drawer = page.getByRole('dialog', { name: sizeGuide.title })
  await drawerOpen(drawer)
  await drawer.getByRole('link', { name: sizeGuide.contactLink }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(drawer).toBeHidden()
})

test('a product sold in one size, or without scripts, shows no size guide button', async ({ page, browser, baseURL }) => {
  await page.goto('/product/conductivity-tester')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: sizeGuide.open })).toHaveCount(0)

  // Without scripts the button would open nothing: it is not shown, and the drawer is not in the page.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const noScripts = await context.newPage()
  await noScripts.goto(sampleProductPath)
  await expect(noScripts.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(noScripts.getByRole('button', { name: sizeGuide.open })).toBeHidden()
  await expect(noScripts.locator('dialog')).toHaveCount(0)
  await context.close()
})
