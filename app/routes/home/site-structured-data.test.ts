import { describe, expect, it } from 'vitest'
import { brand } from '#shared/identity'
import { localizations } from '#shared/markets'
import { copyModule } from '~/i18n/catalogue.server'
import { organizationJsonLd, websiteJsonLd } from './site-structured-data'

const SITE = 'https://groundwell.test'

describe("the site's structured data in the page's language", () => {
  it('describes the shop in each language, and names the language of the site at each address', async () => {
    for (const market of localizations) {
      const { brandDescription } = await copyModule(market, 'pages.server')
      expect(organizationJsonLd(SITE, market, brandDescription)).toMatchObject({ description: brandDescription })
      expect(websiteJsonLd(SITE, market)).toMatchObject({ inLanguage: market.locale })
      if (market.language !== 'EN') expect(brandDescription, market.locale).not.toBe(brand.description)
    }
  })
})
