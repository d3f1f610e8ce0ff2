// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload } from './lazy'

describe('lazyWithPreload', () => {
  it('loads the module once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Drawer</p> }))
    const Drawer = lazyWithPreload(load)
    await Drawer.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Drawer />
      </Suspense>,
    )
    expect(await screen.findByText('Drawer')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders a loaded module at once, with no fallback in between', async () => {
    const Zoom = lazyWithPreload(async () => ({ default: () => <p>Zoom</p> }))
    await Zoom.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Zoom />
      </Suspense>,
    )
    expect(screen.getByText('Zoom')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('tries again after a failed load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>Menu</p> })
    const Menu = lazyWithPreload(load)
    await expect(Menu.preload()).rejects.toThrow('offline')
    await expect(Menu.preload()).resolves.toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
