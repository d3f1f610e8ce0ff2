import { Icon } from '~/components/icon'
import type { ParcelStage } from '~/content/policies/shipping'

/** The stages a parcel goes through, as an ordered list drawn as a track. */
export function ParcelProgress({ label, stages }: { label: string; stages: readonly ParcelStage[] }) {
  return (
    <ol aria-label={label} className="grid gap-4 md:grid-cols-5 md:gap-2">
      {stages.map((stage, i) => (
        <li key={stage.name} className="relative flex gap-3 md:flex-col md:items-center md:text-center">
          {i < stages.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-10 bottom-[-1rem] left-5 w-0.5 bg-brand-200 md:top-5 md:right-[-50%] md:bottom-auto md:left-1/2 md:h-0.5 md:w-auto"
            />
          ) : null}
          <span className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {i === stages.length - 1 ? <Icon name="check" className="size-5" aria-hidden="true" /> : i + 1}
          </span>
          <div>
            <p className="font-semibold text-stone-900">{stage.name}</p>
            <p className="mt-1 text-sm text-stone-700">{stage.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
