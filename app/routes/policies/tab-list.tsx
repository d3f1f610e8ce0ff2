import type { ReactNode } from 'react'

export type TabItem = { id: string; label: string; panel: ReactNode }

/** The tabs' looks follow `aria-selected`, which is all `hashTabs` changes on a tab. */
const tabClass =
  'min-h-11 scroll-mt-16 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:scroll-mt-4 sm:text-base ' +
  'aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm ' +
  'not-aria-selected:text-stone-700 not-aria-selected:hover:bg-white/60 not-aria-selected:hover:text-stone-900'

/**
 * A row of tabs and their panels as server-only markup, the first tab chosen: `hashTabs`
 * (`hash-tabs.ts`) makes them work in the browser. Each tab button carries the tab's id, so the
 * browser scrolls a deep link (`#international`) to the tabs by itself. Without JavaScript the
 * tab row is hidden and every panel shows.
 */
export function TabList({ label, items }: { label: string; items: TabItem[] }) {
  return (
    <div data-hash-tabs="">
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-2xl bg-earth-100 p-1 sm:grid-cols-4 noscript:hidden">
        {items.map((item, i) => (
          <button
            key={item.id}
            id={item.id}
            type="button"
            role="tab"
            aria-selected={i === 0}
            aria-controls={`${item.id}-panel`}
            tabIndex={i === 0 ? 0 : -1}
            className={tabClass}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          id={`${item.id}-panel`}
          role="tabpanel"
          aria-labelledby={item.id}
          // `hidden` is the class hashTabs toggles; the attribute would beat `noscript:block`.
          className={i === 0 ? 'pt-6 noscript:block' : 'hidden pt-6 noscript:block'}
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
