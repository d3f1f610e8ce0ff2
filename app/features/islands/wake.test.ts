// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { wakeOnInteraction } from './wake'

function page() {
  document.body.innerHTML = '<div id="island"><form><input name="name"><button type="submit">Send</button></form></div>'
  const container = document.getElementById('island')!
  const form = container.querySelector('form')!
  const submits: boolean[] = []
  // The island's own handler, once it is there, stands for React's: it sees whether the event was held.
  form.addEventListener('submit', (event) => {
    submits.push(event.defaultPrevented)
    event.preventDefault()
  })
  return { container, form, input: container.querySelector('input')!, submits }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('wakeOnInteraction', () => {
  it('wakes once on the first focus, press or input inside, and then stops listening', async () => {
    const { container, input } = page()
    const wake = vi.fn(() => Promise.resolve())
    wakeOnInteraction(container, wake)
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settled()
    input.dispatchEvent(new Event('input', { bubbles: true }))
    expect(wake).toHaveBeenCalledTimes(1)
  })

  it('holds a submit made before the code has arrived and sends it again once it has', async () => {
    const { container, form, submits } = page()
    let arrive = () => {}
    wakeOnInteraction(container, () => new Promise<void>((resolve) => (arrive = resolve)))
    form.requestSubmit()
    expect(submits).toEqual([true])
    arrive()
    await settled()
    expect(submits).toEqual([true, false])
  })

  it('sends a held submit all the same when the code fails to load', async () => {
    const { container, form, submits } = page()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    wakeOnInteraction(container, () => Promise.reject(new Error('offline')))
    form.requestSubmit()
    await settled()
    expect(submits).toEqual([true, false])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('does nothing once stopped', () => {
    const { container, input } = page()
    const wake = vi.fn(() => Promise.resolve())
    wakeOnInteraction(container, wake)()
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(wake).not.toHaveBeenCalled()
  })
})
