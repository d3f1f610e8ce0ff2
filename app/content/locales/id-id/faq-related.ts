/** Ids of questions only, not copy: the same in every language. */
export { faqRelatedQuestions } from '../../faq-related'
