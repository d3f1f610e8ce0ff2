/** Question ids only: nothing to translate. */
export { faqRelatedQuestions } from '../../faq-related'
