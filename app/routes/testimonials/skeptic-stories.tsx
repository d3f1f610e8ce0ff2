import { Link } from '~/components/link'
import type { SectionCopy, SkepticStory } from '~/content/testimonials'
import { Avatar } from './avatar'
import { PageBand } from '~/components/ui/page-band'
import { Stars } from '~/components/ui/stars'
import { WRITTEN_IN } from '~/features/reviews/written-in'

/** Two customers who expected nothing, in their own words. */
export function SkepticStories({ stories, copy }: { stories: SkepticStory[]; copy: SectionCopy['skeptics'] }) {
  return (
    <PageBand id="skeptics" title={copy.title} intro={copy.intro}>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {stories.map((s, i) => (
          <article key={s.id} aria-labelledby={`skeptic-${s.id}`} className="flex flex-col rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
            <h3 id={`skeptic-${s.id}`} lang={WRITTEN_IN} className="font-display text-xl font-bold text-stone-900">
              {s.title}
            </h3>
            <p lang={WRITTEN_IN} className="mt-3 flex-1 text-stone-800">
              {s.story}
            </p>
            <footer className="mt-5 flex items-center gap-3 border-t border-stone-100 pt-4">
              <Avatar initials={s.initials} seed={i + 1} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-stone-900">{s.name}</p>
                <p lang={WRITTEN_IN} className="text-stone-700">
                  {s.location} ·{' '}
                  <Link to={`/product/${s.product.handle}`} className="text-brand-800 underline underline-offset-2 hover:text-brand-600">
                    {s.product.title}
                  </Link>
                </p>
              </div>
              <Stars rating={s.rating} />
            </footer>
          </article>
        ))}
      </div>
    </PageBand>
  )
}
