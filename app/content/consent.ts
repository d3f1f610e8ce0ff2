/** Copy of the consent banner and the footer's link to the preferences, on every page. */
export const consentCopy = {
  bannerLabel: 'Cookie choices',
  banner:
    'We use cookies to see how the shop is used and to show you relevant offers. Accept to allow them, decline to refuse them, or choose in your preferences.',
  accept: 'Accept',
  decline: 'Decline',
  preferences: 'Preferences',
  /** The footer's link, on every page. */
  footerLink: 'Cookie preferences',
}
