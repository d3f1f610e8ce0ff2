/** Ids, not copy: each question's related questions, the same in every language. */
export { faqRelatedQuestions } from '../../faq-related'
