import { Icon } from '~/components/icon'
import { useCopy } from '~/i18n/use-copy'

/** What to put in a message so support can answer at once. */
export function ContactTips() {
  const { contactCopy } = useCopy('contact')
  return (
    <aside aria-labelledby="contact-tips" className="rounded-2xl bg-earth-50 p-5">
      <h2 id="contact-tips" className="flex items-center gap-2 font-semibold text-stone-900">
        <Icon name="lightbulb" className="size-5 text-accent-600" aria-hidden="true" />
        {contactCopy.tips.heading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-stone-700">
        {contactCopy.tips.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  )
}
