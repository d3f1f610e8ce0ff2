import { Icon } from '~/components/icon'
import { Link } from '~/components/link'
import { buttonClass } from '~/components/ui/button'
import { useCopy } from '~/i18n/use-copy'

export function StillHaveQuestions() {
  const { faqCopy } = useCopy('faq')
  return (
    <section aria-labelledby="faq-still-title" className="rounded-3xl bg-brand-800 px-6 py-10 text-center text-white md:px-12">
      <Icon name="message-circle-question-mark" className="mx-auto size-10 text-brand-200" aria-hidden="true" />
      <h2 id="faq-still-title" className="mt-3 font-display text-2xl font-bold md:text-3xl">
        {faqCopy.stillTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{faqCopy.stillBody}</p>
      <Link to="/contact" className={buttonClass({ variant: 'accent', size: 'lg', className: 'mt-6' })}>
        {faqCopy.stillLink}
      </Link>
    </section>
  )
}
