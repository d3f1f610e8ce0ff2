import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'
import { CardGrid, DataTable, FaqList, PolicySection } from '~/features/policies/blocks'

function Rationale() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {copy.rationale.map((item) => (
        <article key={item.title} className="rounded-2xl bg-earth-50 p-6">
          <h3 className="font-display text-lg font-bold text-stone-900">{item.title}</h3>
          <p className="mt-2 text-stone-700">{item.text}</p>
        </article>
      ))}
    </div>
  )
}

function Eligibility() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h3 className="font-semibold text-brand-900">{copy.eligibleHeading}</h3>
        <ul className="mt-3 space-y-2.5">
          {copy.eligible.map((item) => (
            <li key={item} className="flex gap-2 text-stone-800">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
        <h3 className="font-semibold text-stone-900">{copy.ineligibleHeading}</h3>
        <ul className="mt-3 space-y-2.5">
          {copy.ineligible.map((item) => (
            <li key={item} className="flex gap-2 text-stone-800">
              <Icon name="circle-x" className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function TimeWindows() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {copy.windows.map((w) => (
        <li key={w.title} className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm">
          <p className="font-display text-4xl font-bold text-brand-700">{w.value}</p>
          <h3 className="mt-2 font-semibold text-stone-900">{w.title}</h3>
          <p className="mt-1 text-sm text-stone-700">{w.text}</p>
        </li>
      ))}
    </ul>
  )
}

function Process() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {copy.steps.map((step, i) => (
        <li key={step.title} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mt-3 font-semibold text-stone-900">
            <span className="sr-only">{copy.stepLabel({ n: i + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-1 flex-1 text-sm text-stone-700">{step.text}</p>
          <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">{step.timing}</p>
        </li>
      ))}
    </ol>
  )
}

function Warranty() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-3 text-stone-700">
        {copy.warrantyText.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="rounded-2xl bg-earth-50 p-6">
        <h3 className="font-semibold text-stone-900">{copy.claimHeading}</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-stone-800 marker:font-semibold marker:text-brand-700">
          {copy.claimSteps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </div>
  )
}

function Tips() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {copy.tips.map((tip) => (
        <li key={tip} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 text-stone-800">
          <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {tip}
        </li>
      ))}
    </ul>
  )
}

function Comparison() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0 space-y-3">
        <DataTable table={copy.comparison} />
        <p className="text-stone-700">{copy.comparisonNote}</p>
      </div>
      <aside aria-label={copy.returnRateLabel} className="rounded-2xl bg-brand-800 p-6 text-white">
        <p className="font-display text-2xl font-bold">{copy.returnRate}</p>
        <p className="mt-2 text-brand-100">{copy.returnRateText}</p>
      </aside>
    </div>
  )
}

export function ReturnPolicyBody() {
  const { returnsCopy: copy } = useCopy('policies/returns')
  return (
    <>
      <PolicySection id="returns-promise" heading={copy.promisesHeading}>
        <CardGrid cards={copy.promises} />
      </PolicySection>
      <PolicySection id="returns-why" heading={copy.rationaleHeading}>
        <Rationale />
      </PolicySection>
      <PolicySection id="returns-eligibility" heading={copy.eligibilityHeading}>
        <Eligibility />
      </PolicySection>
      <PolicySection id="returns-windows" heading={copy.windowsHeading}>
        <TimeWindows />
      </PolicySection>
      <PolicySection id="returns-process" heading={copy.processHeading}>
        <Process />
      </PolicySection>
      <PolicySection id="returns-costs" heading={copy.costsHeading}>
        <DataTable table={copy.costs} className="max-w-3xl" />
      </PolicySection>
      <PolicySection id="returns-warranty" heading={copy.warrantyHeading}>
        <Warranty />
      </PolicySection>
      <PolicySection id="returns-tips" heading={copy.tipsHeading}>
        <Tips />
      </PolicySection>
      <PolicySection id="returns-comparison" heading={copy.comparisonHeading} intro={copy.comparisonIntro}>
        <Comparison />
      </PolicySection>
      <PolicySection id="returns-faq" heading={copy.faqHeading}>
        <div className="max-w-4xl">
          <FaqList name="returns-faq" faqs={copy.faqs} />
        </div>
      </PolicySection>
      <section aria-labelledby="returns-contact-heading" className="mx-auto max-w-7xl px-4 pt-4 pb-16 lg:px-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-earth-50 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="returns-contact-heading" className="font-display text-2xl font-bold text-stone-900">
              {copy.contactHeading}
            </h2>
            <p className="mt-1 text-stone-700">{copy.contactText}</p>
          </div>
          <Link to={copy.contactLink.to} className={buttonClass({ size: 'lg' })}>
            {copy.contactLink.label}
          </Link>
        </div>
      </section>
    </>
  )
}
