import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { reviewForm } from '~/content/shop'
import { testimonialsCopy } from '~/content/testimonials'
import type * as ReviewSchema from '~/lib/schemas/review'
import type { ReviewErrors, ReviewField } from '~/lib/schemas/review'
import { controlClass, describedBy, Field, FieldError, fieldIds, RequiredMark } from './form-field'
import type { ReviewActionData } from './review-action'
import { Section } from './section'
import { StarRatingInput } from './star-rating-input'

const copy = testimonialsCopy.form
const { limits } = reviewForm
const fieldOrder: ReviewField[] = ['name', 'email', 'product', 'rating', 'story', 'photos', 'permission']

// The schema (with zod) loads when the shopper first reaches the form, not with the page.
type Schema = typeof ReviewSchema
let schema: Schema | null = null
let loading: Promise<Schema> | null = null
const loadSchema = () =>
  (loading ??= import('~/lib/schemas/review').then((module) => (schema = module)))

/**
 * The review submission form. Before the page is interactive (or without JavaScript) it is a
 * plain multipart POST to the route's action, which checks it with the same schema and renders
 * the messages with what was typed. Once interactive, it checks on submit in the browser, shows
 * each message under its field, re-checks as the shopper corrects, and posts with a fetcher.
 */
export function ReviewForm({ actionData }: { actionData?: ReviewActionData }) {
  const fetcher = useFetcher<ReviewActionData>({ key: 'submit-review' })
  const result = fetcher.data ?? actionData
  const [clientErrors, setClientErrors] = useState<ReviewErrors | null>(null)
  const [photoCount, setPhotoCount] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // Once interactive, the form shows its own messages instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  const serverErrors = result && !result.ok ? result.errors : undefined
  const errors: ReviewErrors = clientErrors ?? serverErrors ?? {}
  const values = result && !result.ok ? result.values : undefined
  const submitting = fetcher.state !== 'idle'

  const focusFirstError = (found: ReviewErrors) => {
    const first = fieldOrder.find((f) => found[f])
    const control = first ? formRef.current?.elements.namedItem(first) : null
    if (control instanceof RadioNodeList) (control[0] as HTMLElement | undefined)?.focus()
    else if (control instanceof HTMLElement) control.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void loadSchema().then(({ checkReview }) => {
      const check = checkReview(new FormData(form))
      if (!check.success) {
        setClientErrors(check.errors)
        focusFirstError(check.errors)
        return
      }
      setClientErrors({})
      void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' })
    })
  }

  // Once a submit has shown messages, each change re-checks, so a message goes as soon as it is fixed.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') setPhotoCount(event.target.files?.length ?? 0)
    if (!schema || (clientErrors === null && !serverErrors)) return
    const check = schema.checkReview(new FormData(event.currentTarget))
    setClientErrors(check.success ? {} : check.errors)
  }

  return (
    <Section id="write-a-review" title={copy.title} intro={copy.intro} tone="brand">
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={() => void loadSchema()}
        aria-describedby="review-form-note"
        className="mt-8 max-w-3xl space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-8"
      >
        <p id="review-form-note" className="text-sm text-stone-600">
          {copy.requiredNote} {copy.moderationNote}
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          <Field name="name" label={copy.name} error={errors.name} required>
            <input
              id={fieldIds('name').id}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={limits.name}
              defaultValue={values?.name}
              {...describedBy('name', { error: errors.name })}
              className={`${controlClass(errors.name)} h-11`}
            />
          </Field>
          <Field name="email" label={copy.email} hint={copy.emailHint} error={errors.email} required>
            <input
              id={fieldIds('email').id}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={limits.email}
              defaultValue={values?.email}
              {...describedBy('email', { hint: true, error: errors.email })}
              className={`${controlClass(errors.email)} h-11`}
            />
          </Field>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          <Field name="product" label={copy.product} error={errors.product} required>
            <select
              id={fieldIds('product').id}
              name="product"
              required
              defaultValue={values?.product ?? ''}
              {...describedBy('product', { error: errors.product })}
              className={`${controlClass(errors.product)} h-11`}
            >
              <option value="" disabled>
                {copy.productPlaceholder}
              </option>
              {copy.productChoices.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </Field>
          <StarRatingInput defaultValue={values?.rating} error={errors.rating} />
        </div>
        <Field name="story" label={copy.story} hint={copy.storyHint} error={errors.story} required>
          <textarea
            id={fieldIds('story').id}
            name="story"
            rows={6}
            required
            maxLength={limits.storyMax}
            defaultValue={values?.story}
            {...describedBy('story', { hint: true, error: errors.story })}
            className={`${controlClass(errors.story)} py-2`}
          />
        </Field>
        <Field name="photos" label={copy.photos} hint={copy.photosHint} error={errors.photos}>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={fieldIds('photos').id}
              name="photos"
              type="file"
              accept="image/*"
              multiple
              {...describedBy('photos', { hint: true, error: errors.photos })}
              className={`${controlClass(errors.photos)} py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:font-semibold file:text-brand-800`}
            />
            <p className="text-sm text-stone-700" aria-live="polite">
              {photoCount > 0 ? copy.photosChosen(photoCount) : null}
            </p>
          </div>
          {result && !result.ok && result.photosDropped ? (
            <p className="mt-1.5 text-sm text-stone-700">{copy.photosAgain}</p>
          ) : null}
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={fieldIds('permission').id}
              name="permission"
              type="checkbox"
              required
              defaultChecked={values?.permission}
              {...describedBy('permission', { error: errors.permission })}
              className={`mt-0.5 size-5 shrink-0 rounded accent-brand-700 ${errors.permission ? 'outline-2 outline-red-600' : ''}`}
            />
            <label htmlFor={fieldIds('permission').id} className="text-sm text-stone-800">
              {copy.permission}
              <RequiredMark />
            </label>
          </div>
          <FieldError name="permission" error={errors.permission} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={submitting} className={buttonClass({ size: 'lg' })}>
            {submitting ? copy.submitting : copy.submit}
          </button>
          <p role="status" className="text-sm font-medium text-red-700">
            {Object.keys(errors).length > 0 ? copy.fixErrors : ''}
          </p>
        </div>
      </form>
    </Section>
  )
}
