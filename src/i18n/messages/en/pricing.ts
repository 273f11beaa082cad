/** The pricing page: one free plan, listed honestly. */
export const pricing = {
  eyebrow: 'Pricing',
  title: 'One plan, and it is free',
  lead: 'Everything TimePrice can do is included for everyone. There is no paid tier, no trial that runs out and no payment details to enter.',
  plan: {
    name: 'Free',
    summary: 'Every feature, for everyone who uses TimePrice.',
    featuresHeading: 'What the free plan includes',
    features: [
      'The calculator in both directions: from price to time and from time to price',
      'Your hourly rate in any of 35 currencies',
      'Work week or calendar time for days and weeks',
      'Unlimited saved calculations, with favourites and your own titles',
      'Goals with the hours still needed and the hours per week to reach them',
      'Comparisons of two to six calculations behind a link anyone can open, with a bar chart',
      'Print-ready receipts in English, German or Portuguese',
      'Your dashboard kept in sync across tabs and devices',
      'The whole site in English, German and Brazilian Portuguese',
    ],
    cta: 'Sign up for free',
    ctaSignedIn: 'Open the calculator',
    noCard: 'No payment details needed.',
  },
  honestyHeading: 'Why is it free?',
  honestyText:
    'TimePrice is a small project that costs little to run. We do not show ads, we do not track you and we do not sell data. If we ever add a paid plan, we will announce it here beforehand, and everything you have saved will stay yours to keep or delete.',
  guestHeading: 'No account needed to try it',
  guestText: 'The calculator works without signing up. An account only adds saving, goals, receipts and sharing.',
  guestLink: 'Try the calculator',
}
