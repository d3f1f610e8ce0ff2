import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import type { SectionCopy, TestimonialStory } from '~/content/testimonials'
import { WRITTEN_IN } from '~/features/reviews/written-in'
import { Avatar } from './avatar'
import { PageBand } from '~/components/ui/page-band'
import { Stars } from '~/components/ui/stars'

/** The three featured stories, each with its challenge, solution, transformation, results and quote. */
type Copy = SectionCopy['featured']

export function FeaturedStories({ stories, copy }: { stories: TestimonialStory[]; copy: Copy }) {
  return (
    <PageBand id="featured-stories" title={copy.title} intro={copy.intro}>
      <div className="mt-8 space-y-8">
        {stories.map((story, i) => (
          <FeaturedStory key={story.id} story={story} index={i} copy={copy} />
        ))}
      </div>
    </PageBand>
  )
}

function FeaturedStory({ story: s, index, copy }: { story: TestimonialStory; index: number; copy: Copy }) {
  const headingId = `story-${s.id}`
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-4 border-b border-stone-100 bg-earth-50 px-5 py-4 md:px-8">
        <Avatar initials={s.initials} seed={index} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold text-stone-900">
            {s.name}
          </h3>
          <p lang={WRITTEN_IN} className="text-sm text-stone-700">
            {s.about} · {s.location}
          </p>
        </div>
        <div className="text-sm text-stone-700 sm:text-right">
          <Stars rating={s.rating} />
          <p>
            <span lang={WRITTEN_IN} className="font-semibold text-stone-900">
              {s.product.title}
            </span>{' '}
            · {copy.usedFor({ duration: s.duration })}
          </p>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-8 px-5 py-6 md:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <StoryPart title={copy.challenge} text={s.challenge} />
          <StoryPart title={copy.solution} text={s.solution} />
          <StoryPart title={copy.transformation} text={s.transformation} />
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{copy.results}</h4>
            <dl lang={WRITTEN_IN} className="mt-3 grid grid-cols-2 gap-3">
              {s.metrics.map((m) => (
                <div key={m.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3">
                  <dt className="text-xs text-stone-700">{m.label}</dt>
                  <dd className="text-lg font-bold text-brand-800">{m.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <figure className="rounded-2xl bg-stone-900 p-5 text-white">
            <span className="block font-display text-5xl leading-none text-brand-300" aria-hidden="true">
              “
            </span>
            <blockquote lang={WRITTEN_IN} className="-mt-3 font-display text-lg leading-snug">
              {s.quote}
            </blockquote>
            <figcaption className="mt-2 text-sm text-stone-300">{s.name}</figcaption>
          </figure>
          <Link to={`/product/${s.product.handle}`} className={buttonClass({ className: 'h-auto! min-h-11 self-start py-2.5 text-center whitespace-normal!' })}>
            <Icon name="shopping-bag" className="size-4" aria-hidden="true" />
            {copy.shop({ product: s.product.title })}
          </Link>
        </div>
      </div>
    </article>
  )
}

function StoryPart({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{title}</h4>
      <p lang={WRITTEN_IN} className="mt-1 text-stone-800">
        {text}
      </p>
    </div>
  )
}
