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

  it('holds a submit the browser stopped at its own checks, once, without its bubble, and sends it once the code has arrived', async () => {
    const { container, form, input, submits } = page()
    // One load however many events ask for it, as an island's wake is.
    let arrive = () => {}
    const arrival = new Promise<void>((resolve) => (arrive = resolve))
    wakeOnInteraction(container, () => arrival)
    // A press on Send with a required field empty: the browser fires invalid at each failing field, and no submit.
    const button = container.querySelector('button')!
    button.focus()
    const invalid = () => new Event('invalid', { cancelable: true })
    const first = invalid()
    const second = invalid()
    input.dispatchEvent(first)
    input.dispatchEvent(second)
    expect([first.defaultPrevented, second.defaultPrevented]).toEqual([true, true])
    expect(submits).toEqual([])
    const sent: (HTMLElement | null)[] = []
    form.addEventListener('submit', (event) => sent.push(event.submitter))
    arrive()
    await settled()
    expect(submits).toEqual([false])
    expect(sent).toEqual([button])
  })

  it('lets an invalid event outside a form and one after waking through', async () => {
    const { container, input } = page()
    wakeOnInteraction(container, () => Promise.resolve())
    const loose = document.createElement('input')
    container.append(loose)
    const outside = new Event('invalid', { cancelable: true })
    loose.dispatchEvent(outside)
    expect(outside.defaultPrevented).toBe(false)
    await settled()
    const after = new Event('invalid', { cancelable: true })
    input.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(false)
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
