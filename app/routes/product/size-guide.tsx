import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { Drawer } from '~/components/ui/drawer'
import { useCopy } from '~/i18n/use-copy'

/** The Size guide button beside the variant picker's Size label, and its drawer: every size of the sheets, toppers and mats. */
export function SizeGuide() {
  const { sizeGuide } = useCopy('size-guide')
  return (
    <Drawer
      trigger={(props) => (
        <button
          {...props}
          className="-my-3 inline-flex min-h-11 shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 noscript:hidden"
        >
          <Icon name="ruler" className="size-4" aria-hidden="true" />
          {sizeGuide.open}
        </button>
      )}
      side="right"
      title={sizeGuide.title}
      closeLabel={sizeGuide.close}
      description={sizeGuide.description}
    >
      {({ close }) => (
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4 text-sm text-stone-700">
          <p>{sizeGuide.measure}</p>
          {sizeGuide.groups.map((group) => (
            <table key={group.heading} className="w-full border-collapse text-left">
              <caption className="pb-2 text-left font-display text-base font-bold text-stone-900">{group.heading}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
                  {group.columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={`${row.handle}-${row.size}`} className="border-b border-stone-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-semibold text-stone-900">
                      {row.size}
                    </th>
                    <td className="py-2 pr-3">{row.product}</td>
                    <td className="py-2">{row.fits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <p>{sizeGuide.kits}</p>
          <p>
            {sizeGuide.contact}{' '}
            <Link to="/contact" onClick={close} className="font-semibold text-brand-800 underline underline-offset-4">
              {sizeGuide.contactLink}
            </Link>
          </p>
        </div>
      )}
    </Drawer>
  )
}
