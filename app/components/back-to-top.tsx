import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'

export function BackToTop() {
  const { backToTopCopy } = useCopy('layout')
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        // Keyboard users land where the page starts, not on a button far below.
        document.getElementById('top')?.focus({ preventScroll: true })
      }}
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
    >
      <Icon name="arrow-up" className="size-4" aria-hidden="true" />
      {backToTopCopy}
    </button>
  )
}
