/** The FAQ's related questions are ids only, no copy: the English table as it is. */
export { faqRelatedQuestions } from '../../faq-related'
