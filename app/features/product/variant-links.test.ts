// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followVariantLinks } from './variant-links'

describe('followVariantLinks', () => {
  document.body.innerHTML =
    '<div id="picker"><a href="/product/mat?variant=1">Small</a><span role="link" aria-disabled="true">Medium</span><a href="/product/mat?variant=3">Large</a></div><a id="out" href="/faq">FAQ</a>'
  const picker = document.getElementById('picker')!
  const [small, large] = picker.querySelectorAll('a')
  const navigate = vi.fn()
  const lost: number[] = []
  const stop = followVariantLinks(picker, navigate, (index) => lost.push(index))
  afterEach(() => {
    navigate.mockClear()
    lost.length = 0
  })

  it('replaces the address without scrolling, and gives the place of a focused link among the values', () => {
    large!.focus()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    large!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/product/mat?variant=3', { replace: true, preventScrollReset: true })
    expect(lost).toEqual([2])
  })

  it('asks no focus back when focus was elsewhere, and leaves other clicks to the browser', () => {
    document.getElementById('out')!.focus()
    small!.click()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(lost).toEqual([])
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    small!.dispatchEvent(newTab)
    expect(newTab.defaultPrevented).toBe(false)
    stop()
    small!.click()
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
