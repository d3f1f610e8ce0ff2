import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { reviewForm } from '#shared/shop'
import { useCopy } from '~/i18n/use-copy'
import type * as ReviewSchema from '#shared/schemas/review'
import type { ReviewCheck, ReviewErrors, ReviewField } from '#shared/schemas/review'
import { inPageLanguage } from '~/lib/field-messages'
import { toast } from '~/lib/toast'
import { controlClass, formFields, RequiredMark } from '~/components/ui/field'
import type { ReviewActionData } from './review-action'
import { PageBand } from '~/components/ui/page-band'
import { StarRatingInput } from './star-rating-input'

const { describedBy, Field, FieldError, fieldIds } = formFields('review')

const { limits } = reviewForm
const fieldOrder: ReviewField[] = ['name', 'email', 'product', 'rating', 'story', 'photos', 'permission']

/**
 * The review submission form. Without JavaScript it is a multipart POST to the route's action,
 * which checks it with the same schema, hands it to the submit-review function and renders the
 * messages (with what was typed), the failure or the thank-you panel. With JavaScript it checks
 * on submit, shows each message under its field at once, re-checks as the shopper corrects, sends
 * with its fetcher (photos and all, multipart), and toasts a failure.
 */
/**
 * The review check (zod's mini build) is not needed to draw the page, and the testimonials page
 * has no room for it within the JavaScript ceiling: it loads on intent (pointer over the form,
 * focus in it), long before Submit, and Submit awaits it. Once loaded, the checks made as
 * the shopper corrects the fields after a refused Submit are immediate.
 */
let loadedCheck: typeof ReviewSchema | undefined
const loadCheck = async () => (loadedCheck ??= await import('#shared/schemas/review'))
const preloadCheck = () => void loadCheck().catch(() => {})

/** The schema's check, its messages in the page's words (`form.errors`, by the schema's keys). */
function checkIn(schema: typeof ReviewSchema, form: FormData, words: Readonly<Record<string, string>>): ReviewCheck {
  const check = schema.checkReview(form)
  return check.success ? check : { success: false, errors: inPageLanguage(check.errors, schema.reviewMessages, words) }
}

export function ReviewForm({ actionData }: { actionData?: ReviewActionData }) {
  const copy = useCopy('testimonials').testimonialsCopy.form
  const fetcher = useFetcher<ReviewActionData>({ key: 'submit-review' })
  const submitting = fetcher.state !== 'idle'
  // The answer to a post made without JavaScript (its values and failure), until the next submit.
  const [pageResult, setPageResult] = useState(actionData?.status === 'done' ? undefined : actionData)
  const [errors, setErrors] = useState<ReviewErrors>(pageResult?.status === 'invalid' ? pageResult.fieldErrors : {})
  // After a submit that found errors, each change checks again, so a message goes once fixed.
  const [rechecking, setRechecking] = useState(Object.keys(errors).length > 0)
  const [thanked, setThanked] = useState<number | null>(actionData?.status === 'done' ? actionData.photos : null)
  const [photoCount, setPhotoCount] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const focusForm = useRef(false)

  // A fetcher answer is taken in once, while rendering.
  const [answer, setAnswer] = useState<ReviewActionData | undefined>(undefined)
  if (fetcher.state === 'idle' && fetcher.data && fetcher.data !== answer) {
    setAnswer(fetcher.data)
    if (fetcher.data.status === 'done') {
      setErrors({})
      setRechecking(false)
      setPhotoCount(0)
      setThanked(fetcher.data.photos)
    } else if (fetcher.data.status === 'invalid') {
      setErrors(fetcher.data.fieldErrors)
      if (Object.keys(fetcher.data.fieldErrors).length) setRechecking(true)
    } else {
      setErrors({})
    }
  }

  useEffect(() => {
    if (answer?.status === 'failed') toast.error(copy.failure.title, { description: answer.message ?? copy.failure.description })
    if (answer?.status === 'invalid' && Object.keys(answer.fieldErrors).length) focusFirstError(formRef.current, answer.fieldErrors)
    // Once per answer: the copy is the page's, and a new copy object (the loader's data again) is no new answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  // Once interactive, the form shows its own messages instead of the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [thanked])

  useEffect(() => {
    if (thanked !== null) panelRef.current?.focus()
    else if (focusForm.current) {
      focusForm.current = false
      formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
    }
  }, [thanked])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const schema = await loadCheck().catch(() => null)
    // Should the check fail to load, the server's answers instead.
    const check = schema ? checkIn(schema, formData, copy.errors) : ({ success: true } as const)
    setPageResult(undefined)
    if (!check.success) {
      setErrors(check.errors)
      setRechecking(true)
      focusFirstError(form, check.errors)
      return
    }
    setErrors({})
    void fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' })
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') setPhotoCount(event.target.files?.length ?? 0)
    if (!rechecking || !loadedCheck) return
    const check = checkIn(loadedCheck, new FormData(event.currentTarget), copy.errors)
    setErrors(check.success ? {} : check.errors)
  }

  if (thanked !== null) {
    return (
      <PageBand id="write-a-review" title={copy.title} intro={copy.intro} tone="brand">
        <div
          ref={panelRef}
          tabIndex={-1}
          role="status"
          className="mt-8 flex max-w-3xl flex-col items-center rounded-3xl border border-brand-200 bg-white px-6 py-12 text-center shadow-sm focus:outline-none"
        >
          <svg viewBox="0 0 24 24" className="size-12 fill-none stroke-brand-600 stroke-2" aria-hidden="true">
            <circle cx="12" cy="12" r="10" />
            <path d="m8 12 3 3 5-6" />
          </svg>
          <h3 className="mt-4 font-display text-2xl font-bold text-stone-900">{copy.success.title}</h3>
          <p className="mt-3 max-w-xl text-stone-800">{copy.success.pending({ photos: thanked })}</p>
          <p className="mt-2 max-w-xl font-semibold text-brand-800">{copy.success.code}</p>
          <a
            href="#write-a-review"
            onClick={(event) => {
              event.preventDefault()
              focusForm.current = true
              setPageResult(undefined)
              setThanked(null)
            }}
            className={buttonClass({ variant: 'secondary', className: 'mt-8' })}
          >
            {copy.success.again}
          </a>
        </div>
      </PageBand>
    )
  }

  const values = pageResult?.values
  return (
    <PageBand id="write-a-review" title={copy.title} intro={copy.intro} tone="brand">
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        onChange={onChange}
        onPointerEnter={preloadCheck}
        onFocus={preloadCheck}
        aria-describedby="review-form-note"
        className="mt-8 max-w-3xl space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-8"
      >
        <p id="review-form-note" className="text-sm text-stone-600">
          {copy.requiredNote} {copy.moderationNote}
        </p>
        {pageResult?.status === 'failed' ? (
          <div role="alert" className="rounded-xl border-l-4 border-red-600 bg-red-50 p-4 text-red-900">
            <div>
              <p className="font-semibold">{copy.failure.title}</p>
              <p className="mt-1 text-sm">{pageResult.message ?? copy.failure.description}</p>
            </div>
          </div>
        ) : null}
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
              {photoCount > 0 ? copy.photosChosen({ n: photoCount }) : null}
            </p>
          </div>
          {pageResult?.photosDropped ? <p className="mt-1.5 text-sm text-stone-700">{copy.photosAgain}</p> : null}
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
    </PageBand>
  )
}

/** Moves focus to the first field with a message (the chosen star, or the first, of the rating). */
function focusFirstError(form: HTMLFormElement | null, found: ReviewErrors) {
  const first = fieldOrder.find((f) => found[f])
  const control = first ? form?.elements.namedItem(first) : null
  if (control instanceof RadioNodeList) {
    const radios = [...control] as HTMLInputElement[]
    ;(radios.find((r) => r.checked) ?? radios[0])?.focus()
  } else if (control instanceof HTMLElement) control.focus()
}
