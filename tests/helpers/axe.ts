import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { drawWholePage } from '../../scripts/lib/whole-page'

/**
 * An axe scan of the page as a shopper who scrolled through it sees it. Sections below the first
 * screen are drawn only as they near it (`content-visibility: auto`); undrawn, their colours cannot
 * be read, and axe's contrast rule then judges text against whatever it finds behind. So every
 * section is drawn before the scan.
 *
 * `AxeBuilder.analyze()` by default runs `axe.runPartial` in every frame and then `axe.finishRun`
 * in a blank page it opens for each scan (a new page, axe injected again, the results copied over):
 * that design exists for cross-origin frames. A page of one frame gets the same results
 * (violations, passes and incompletes, node for node) from `axe.run` in the page itself, at about
 * two thirds of the cost; a page with frames keeps the frame-by-frame run, so nothing inside a
 * frame goes unscanned.
 */
export function axe(page: Page): AxeBuilder {
  const builder = new WholePageAxeBuilder(page)
  return page.frames().length === 1 ? builder.setLegacyMode() : builder
}

class WholePageAxeBuilder extends AxeBuilder {
  constructor(private readonly scanned: Page) {
    super({ page: scanned })
  }

  override async analyze() {
    await drawWholePage(this.scanned)
    return super.analyze()
  }
}
