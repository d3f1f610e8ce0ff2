import { PrivacyPolicyBody } from './privacy-page'
import { ReturnPolicyBody } from './returns-page'
import { ShippingPolicyBody } from './shipping-page'

/**
 * The policies' text, with nothing to run in the browser, as server-only markup (decision 065).
 * The shipping policy's tabs are markup too; `hashTabs` makes them work (decision 072).
 */
export const policyMarkup = {
  'privacy-policy': () => <PrivacyPolicyBody />,
  'return-policy': () => <ReturnPolicyBody />,
  'shipping-policy': () => <ShippingPolicyBody />,
}
