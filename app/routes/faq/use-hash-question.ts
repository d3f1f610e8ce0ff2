import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { faqTiming } from './timing'
import { openQuestion } from './open-question'
import { idFromHash } from './question-url'

/**
 * `/faq#some-id` opens that question and scrolls to it, a moment after the page is shown (the
 * delay lets the layout settle first), on arrival and whenever the fragment changes.
 */
export function useHashQuestion(delayMs: number = faqTiming.hashScrollDelayMs) {
  const { hash, key } = useLocation()
  useEffect(() => {
    const id = idFromHash(hash)
    if (!id) return
    const timer = setTimeout(() => openQuestion(id), delayMs)
    return () => clearTimeout(timer)
  }, [hash, key, delayMs])
}
