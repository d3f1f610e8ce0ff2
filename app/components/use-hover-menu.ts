import { useEffect, useRef, useState } from 'react'

/** The menu timings (docs/product.md#header-and-footer): open after hovering, the next at once within, close after leaving. */
export const menuTiming = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
} as const

/**
 * Which menu of a menu bar is open, with the hover timings: a menu opens 200 ms after the
 * pointer rests on it, at once while another is open or was closed less than 300 ms ago, and
 * closes 150 ms after the pointer leaves (time to cross the gap between trigger and panel).
 */
export function useHoverMenu<Id extends string>() {
  const [open, setOpen] = useState<Id | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const closedAt = useRef(-Infinity)
  // The open menu as the timers see it (the state is for rendering).
  const openRef = useRef<Id | null>(null)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const show = (id: Id | null) => {
    window.clearTimeout(timer.current)
    if (id === null && openRef.current !== null) closedAt.current = performance.now()
    openRef.current = id
    setOpen(id)
  }
  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(action, ms)
  }

  return {
    open,
    show,
    /** The pointer rests on a menu. */
    enter(id: Id) {
      const skip = openRef.current !== null || performance.now() - closedAt.current < menuTiming.skipDelayMs
      if (openRef.current === id) window.clearTimeout(timer.current)
      else if (skip) show(id)
      else later(() => show(id), menuTiming.hoverDelayMs)
    },
    /** The pointer left a menu (its trigger and its panel). */
    leave() {
      if (openRef.current === null) window.clearTimeout(timer.current)
      else later(() => show(null), menuTiming.closeDelayMs)
    },
  }
}
