import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { faqTiming } from './timing'
import { openQuestion } from './open-question'
import { idFromHash } from './question-url'

/**
 * `/faq#some-id` opens that question and scrolls to it, a moment after the page is shown (the
 * delay lets the layout settle first), on arrival, whenever the fragment changes and on a link
 * to it again; not when only the search in the URL moves (the shopper is typing: the page must
 * not scroll away from the field or take its focus).
 */
export function useHashQuestion(delayMs: number = faqTiming.hashScrollDelayMs) {
  const { hash, key, search } = useLocation()
  const shown = useRef<{ hash: string; search: string } | null>(null)
  // Kept across the search's own writes, so one landing within the delay does not cancel it.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    const before = shown.current
    shown.current = { hash, search }
    if (before && before.hash === hash && before.search !== search) return
    clearTimeout(timer.current)
    const id = idFromHash(hash)
    if (id) timer.current = setTimeout(() => openQuestion(id), delayMs)
  }, [hash, key, search, delayMs])
}
