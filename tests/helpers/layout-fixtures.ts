export { contact } from '../../shared/shop'
export { disclaimer } from '../../app/content/claims'
export { paymentMethods as paymentMethodsForTest } from '../../app/content/navigation'
