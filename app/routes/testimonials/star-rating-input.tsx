import { Icon } from '~/components/icon'
import { cn } from '~/lib/cn'
import { formFields, RequiredMark } from '~/components/ui/field'
import { useCopy } from '~/i18n/use-copy'

const { describedBy, FieldError, fieldIds } = formFields('review')

/**
 * The rating as a native radio group drawn as five stars: arrow keys move between the stars,
 * each is read out as 'n stars', and a chosen star lights up the ones before it (with CSS alone,
 * so it works before the page is interactive).
 */
export function StarRatingInput({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { testimonialsCopy: copy } = useCopy('testimonials')
  const ids = fieldIds('rating')
  return (
    <fieldset role="radiogroup" aria-required="true" {...describedBy('rating', { error })} id={ids.id}>
      <legend className="text-sm font-semibold text-stone-800">
        {copy.form.rating}
        <RequiredMark />
      </legend>
      <div className={cn('mt-1.5 inline-flex gap-1 rounded-xl border bg-white p-1.5', error ? 'border-red-600' : 'border-transparent')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={cn(
              'relative flex size-11 cursor-pointer items-center justify-center rounded-lg text-stone-300 hover:bg-amber-50',
              // This star is lit when it, or a star after it, is chosen.
              'has-checked:text-amber-500 [&:has(~label_input:checked)]:text-amber-500',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600',
            )}
          >
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={defaultValue === String(n)}
              required
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Icon name="star" className="size-8 fill-current" aria-hidden="true" />
            <span className="sr-only">{copy.reviews.stars({ n })}</span>
          </label>
        ))}
      </div>
      <FieldError name="rating" error={error} />
    </fieldset>
  )
}
