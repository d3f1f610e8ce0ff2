import { describe, expect, it } from 'vitest'
import { footerGroups } from '~/content/navigation'
import { defaultMarket } from '#shared/markets'
import type { Catalogue } from '~/i18n/catalogue'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'

describe('footer', () => {
  it('lists every page once', () => {
    const targets = footerGroups.flatMap((group) => group.links.map((link) => link.to))
    expect(targets.filter((to, i) => targets.indexOf(to) !== i)).toEqual([])
    expect(targets).toContain('/faq')
  })

  it('ends the legal line with one full stop after the company name', async () => {
    const { footerCopy } = localize<Catalogue['layout']>('en-SG', (await pageCopy(defaultMarket, ['layout'])).layout)
    expect(footerCopy.rights({ year: 2026 })).toBe('© 2026 Groundwell Pte. Ltd. All rights reserved.')
  })
})
