import { PrivacyPolicyBody } from './privacy-page'
import { ReturnPolicyBody } from './returns-page'

/**
 * The privacy and return policies' text, with nothing to run in the browser, as server-only markup
 * (decision 065). The shipping policy's tabs run, so that page stays a React component.
 */
export const policyMarkup = {
  'privacy-policy': () => <PrivacyPolicyBody />,
  'return-policy': () => <ReturnPolicyBody />,
}
