import { describe, expect, it } from 'vitest'
import { footerGroups } from '~/content/navigation'
import { footerCopy } from '~/content/layout'

describe('footer', () => {
  it('lists every page once', () => {
    const targets = footerGroups.flatMap((group) => group.links.map((link) => link.to))
    expect(targets.filter((to, i) => targets.indexOf(to) !== i)).toEqual([])
    expect(targets).toContain('/faq')
  })

  it('ends the legal line with one full stop after the company name', () => {
    expect(footerCopy.rights(2026)).toBe('© 2026 Groundwell Pte. Ltd. All rights reserved.')
  })
})
