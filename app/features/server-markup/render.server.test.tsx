import type React from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderForInput } from './render.server'

function Price({ amount }: { amount: string }) {
  return <p>{amount}</p>
}
function Badge({ amount }: { amount: string }) {
  return <b>{amount}</b>
}

describe('renderForInput', () => {
  it('renders an input once and gives its HTML again for the same component, props and address', () => {
    const render = vi.fn(() => '<p>49.00</p>')
    expect(renderForInput(<Price amount="49.00" />, '/shop-all', render)).toBe('<p>49.00</p>')
    expect(renderForInput(<Price amount="49.00" />, '/shop-all', render)).toBe('<p>49.00</p>')
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('renders again for other props, another address or another component with the same props', () => {
    const render = vi.fn(() => `<p>${render.mock.calls.length}</p>`)
    renderForInput(<Price amount="10.00" />, '/a', render)
    expect(renderForInput(<Price amount="12.00" />, '/a', render)).toBe('<p>2</p>')
    expect(renderForInput(<Price amount="10.00" />, '/a?sort=newest', render)).toBe('<p>3</p>')
    expect(renderForInput(<Badge amount="10.00" />, '/a', render)).toBe('<p>4</p>')
    expect(renderForInput(<Price amount="10.00" />, '/a', render)).toBe('<p>1</p>')
  })

  it('refuses props that are not plain data, which a digest would not tell apart', () => {
    const Card = ({ onAdd }: { onAdd: () => void }) => <button onClick={onAdd}>Add</button>
    expect(() => renderForInput(<Card onAdd={() => {}} />, '/', () => '')).toThrow('Markup input "onAdd" is not data')
  })
})

describe('renderForInput with children', () => {
  function Section({ children }: { children: React.ReactNode }) {
    return <section>{children}</section>
  }

  it('tells apart elements by their components and children, fragments and plain tags included', () => {
    const render = vi.fn(() => `<p>${render.mock.calls.length}</p>`)
    const first = renderForInput(<Section><Price amount="1.00" /></Section>, '/c', render)
    expect(renderForInput(<Section><Price amount="1.00" /></Section>, '/c', render)).toBe(first)
    expect(renderForInput(<Section><Badge amount="1.00" /></Section>, '/c', render)).not.toBe(first)
    expect(renderForInput(<section><Price amount="1.00" /></section>, '/c', render)).not.toBe(first)
    expect(renderForInput(<><Price amount="1.00" /></>, '/c', render)).not.toBe(first)
    expect(renderForInput(<><Price amount="1.00" /></>, '/c', render)).toBe('<p>4</p>')
    expect(render).toHaveBeenCalledTimes(4)
  })
})
