import { expect, test } from '@playwright/test'
import { isAnalyticsScript } from '../../chunks'
import { contact, disclaimer, paymentMethodsForTest } from '../helpers/layout-fixtures'
import { drawerOpen } from '../helpers/drawer'
import { hydrated } from '../../scripts/lib/site-map'

test.describe('site layout', () => {
  test('header: logo home, search box, cart button, Shop Now and the shipping banner', async ({ page }) => {
    await page.goto('/faq')
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header.getByText('Free Domestic Shipping Over SGD 50')).toBeVisible()
    await expect(header.getByText('4.8/5')).toBeVisible()
    await expect(header.getByText('10,000+ Reviews')).toBeVisible()
    await expect(header.getByPlaceholder('Search products').first()).toBeVisible()
    await expect(header.getByRole('button', { name: /cart/i })).toBeVisible()
    await hydrated(page)
    await header.getByRole('link', { name: 'Shop Now' }).click()
    await expect(page).toHaveURL(/\/limited-offers$/)
    await header.getByRole('link', { name: /home/i }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('footer: links, contact details, payment labels, disclaimer and the year', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/limited-offers',
      '/sleep-products',
      '/mats-products',
      '/shop-all',
      '/accessories',
      '/about-grounding',
      '/testimonials',
      '/faq',
      '/contact',
      '/shipping-policy',
      '/return-policy',
      '/privacy-policy',
      '/',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
    }
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`)
    await expect(footer.getByText(contact.phone)).toBeVisible()
    await expect(footer.getByText(/Singapore \d{6}/)).toBeVisible()
    for (const method of paymentMethodsForTest) await expect(footer.getByText(method, { exact: true })).toBeVisible()
    await expect(footer.getByText(disclaimer)).toBeVisible()
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible()
  })

  test('breadcrumb: home icon link, linked trail, current page as plain text', async ({ page }) => {
    await page.goto('/accessories')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop-all')
    const current = crumbs.locator('[aria-current="page"]')
    await expect(current).toHaveText('Accessories')
    await expect(crumbs.getByRole('link', { name: 'Accessories' })).toHaveCount(0)
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/shipping-policy')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("'Back to Top' returns to the top of the page", async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Back to Top' }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('button', { name: 'Back to Top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('desktop dropdown opens on hover and navigates', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Learn' }).hover()
    const faq = nav.getByRole('link', { name: /FAQ/ })
    await expect(faq).toBeVisible()
    await faq.click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  })

  test('desktop dropdown is keyboard-operable', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Shop' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: /Limited Offers/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: /Grounding Sheets/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/sleep-products$/)
    await page.keyboard.press('Escape')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the desktop menu is hidden and the drawer menu opens, traps focus and navigates', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      const open = page.getByRole('button', { name: 'Open menu' })
      await open.click()
      const drawer = page.getByRole('dialog')
      await expect(drawer).toBeVisible()
      // It slides in from the left edge.
      await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)
      // Focus stays inside the drawer however far one tabs.
      for (let i = 0; i < 20; i++) await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(open).toBeFocused()

      await page.keyboard.press('Enter')
      await drawerOpen(drawer)
      await drawer.getByRole('link', { name: 'Contact Us' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(drawer).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    })

    test('the menu slides in, but not for a shopper who asks for reduced motion', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const drawer = page.getByRole('dialog')
      const animation = () => drawer.evaluate((element) => getComputedStyle(element).animationName)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await drawerOpen(drawer)
      expect(await animation()).toBe('slide-in-left')
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(drawer).toBeVisible()
      expect(await animation()).toBe('none')
    })

    test('a click beside the open menu closes it, the page behind inert and still until then, and focus returns to the menu button', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      const open = page.getByRole('button', { name: 'Open menu' })
      await open.click()
      const drawer = page.getByRole('dialog')
      await expect(drawer).toBeVisible()
      // Once the drawer is painted, the page behind is inert, as behind a modal dialog.
      await expect.poll(() => page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true)
      // Nor does it scroll.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
      // Beside the drawer at any point of its slide: it comes in from the left, at most 85% as
      // wide as the screen (measured mid-slide, "beside it" could be where it was about to be).
      const { width, height } = page.viewportSize()!
      await page.mouse.click(width - 8, height / 2)
      await expect(drawer).toBeHidden()
      await expect(open).toBeFocused()
      expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(false)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
    })

    test('the menu and the cart open on the first tap with the code the page already has', async ({ page }) => {
      // What the idle page fetches by itself (the analytics, once the server has said they are allowed) is not the taps'.
      const idleLoads = page.waitForResponse((response) => isAnalyticsScript(response.url()))
      await page.goto('/')
      await hydrated(page)
      await idleLoads
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await drawerOpen(page.getByRole('dialog', { name: 'Groundwell' }))
      await page.getByRole('button', { name: 'Close menu' }).click()
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Open cart/ })
        .click()
      await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
      expect(scripts).toEqual([])
    })

    test('closed with Escape and opened again straight away, the drawer stays open', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer).toBeVisible()
      // No wait between the two keys: the dialog's close event comes a task after Escape.
      await page.keyboard.press('Escape')
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('link', { name: 'Contact Us' })).toBeVisible()
    })
  })
})
