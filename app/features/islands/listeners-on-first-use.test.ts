// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { type Listeners, listenOnFirstUse } from './listeners-on-first-use'

function page() {
  document.body.innerHTML = '<div id="root"><button id="add" type="button">Add</button><input id="field"></div>'
  const root = document.getElementById('root')!
  return { root, button: document.getElementById('add')!, input: document.getElementById('field') as HTMLInputElement }
}

/** Code that records the clicks and keys it hears, loaded when `arrive` is called. */
function code() {
  const heard: string[] = []
  let arrive = () => {}
  const listeners: Listeners = (root) => {
    const onClick = (event: Event) => heard.push(`click ${(event.target as Element).id}`)
    const onKey = (event: KeyboardEvent) => heard.push(`key ${event.key}`)
    root.addEventListener('click', onClick)
    root.addEventListener('keydown', onKey)
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKey)
    }
  }
  const load = vi.fn(() => new Promise<Listeners>((resolve) => (arrive = () => resolve(listeners))))
  return { heard, load, arrive: () => arrive() }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('listenOnFirstUse', () => {
  it('loads nothing until the shopper reaches in, and loads once', async () => {
    const { root, button } = page()
    const { load, arrive } = code()
    listenOnFirstUse(root, ['click'], load)
    expect(load).not.toHaveBeenCalled()
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    arrive()
    await settled()
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('holds the clicks and keys made before the code arrived and gives them to it once, in order, on their elements', async () => {
    const { root, button, input } = page()
    const { heard, load, arrive } = code()
    listenOnFirstUse(root, ['click', 'keydown'], load)
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    button.click()
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(heard).toEqual([])
    arrive()
    await settled()
    expect(heard).toEqual(['click add', 'key Enter'])
    // From now on the code hears each event once, as it comes.
    button.click()
    expect(heard).toEqual(['click add', 'key Enter', 'click add'])
  })

  it('drops what it held when the code fails to load, and tries again on the next event', async () => {
    const { root, button } = page()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { heard, load, arrive } = code()
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    listenOnFirstUse(root, ['click'], load)
    button.click()
    await settled()
    expect(error).toHaveBeenCalled()
    button.click()
    arrive()
    await settled()
    expect(load).toHaveBeenCalledTimes(2)
    expect(heard).toEqual(['click add'])
    error.mockRestore()
  })

  it('stops the code’s listeners too, and starts none once stopped', async () => {
    const { root, button } = page()
    const first = code()
    listenOnFirstUse(root, ['click'], first.load)()
    button.click()
    expect(first.load).not.toHaveBeenCalled()

    const second = code()
    const stop = listenOnFirstUse(root, ['click'], second.load)
    button.click()
    second.arrive()
    await settled()
    stop()
    button.click()
    expect(second.heard).toEqual(['click add'])
  })
})
