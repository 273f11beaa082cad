/** Installed and offline: the web app manifest, the offline page and the calculator's offline Save. */
export const offline = {
  app: {
    name: 'TimePrice – prices in hours of work',
    shortName: 'TimePrice',
    description: 'See any price as the hours of work it costs you, even without a connection.',
  },
  page: {
    heading: 'You are offline',
    lead: 'This page needs a connection to the internet. Try again once you are back online.',
    calculatorHeading: 'The calculator works offline',
    calculatorText: 'Price things in hours of work without a connection, with the rate and currency this device remembers.',
    calculatorLink: 'Open the calculator',
    unansweredLead:
      'What you sent got no answer: the connection failed before or after it was done. Go back to check; what you typed is still on the form, passwords aside, to send again once you are back online.',
    backToForm: 'Back to the form',
  },
  save: {
    kept: 'You are offline. The calculation is kept on this device and saved as soon as the connection is back.',
    keptGuest: 'You are offline. The calculation is kept on this device; log in or sign up once you are back online to save it.',
    saved: 'Saved: what you saved without a connection is now in your dashboard.',
  },
}
