export { contact, disclaimer } from '../../app/content/shop'
export { paymentMethods as paymentMethodsForTest } from '../../app/content/navigation'
