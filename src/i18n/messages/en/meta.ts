/** Title and description of every page, for the head and link previews. */
export const meta = {
  home: {
    title: 'TimePrice – what does it cost in hours of work?',
    description:
      'Turn any price into the hours and workdays it costs you, or work out what your hours should cost. Free, in 35 currencies.',
  },
  dashboard: { title: 'Dashboard – TimePrice', description: 'Your saved calculations.' },
  receipt: { title: 'Receipt – TimePrice', description: 'A print-ready receipt of a saved calculation.' },
  goals: { title: 'Goals – TimePrice', description: 'What you are saving toward, in hours of work.' },
  profile: { title: 'Profile – TimePrice', description: 'Your hourly rate, currency, language and picture.' },
  compare: { title: 'Shared comparison – TimePrice', description: 'A comparison of prices in hours of work.' },
  testSharedComparison: { title: 'Sample comparison – TimePrice', description: 'What a shared TimePrice comparison looks like.' },
  login: { title: 'Log in – TimePrice', description: 'Log in to your TimePrice account.' },
  signup: { title: 'Sign up – TimePrice', description: 'Create a free TimePrice account to save your calculations.' },
  contact: { title: 'Contact – TimePrice', description: 'Write to the people behind TimePrice.' },
  pricing: { title: 'Pricing – TimePrice', description: 'TimePrice is free: one plan with everything in it.' },
  faq: { title: 'FAQ – TimePrice', description: 'Answers about the calculator, accounts, sharing and privacy.' },
  impressum: { title: 'Impressum – TimePrice', description: 'Who is responsible for TimePrice.' },
  privacy: { title: 'Privacy – TimePrice', description: 'What data TimePrice keeps and why.' },
  terms: { title: 'Terms – TimePrice', description: 'The terms for using TimePrice.' },
  goodbye: { title: 'Account deleted – TimePrice', description: 'Your TimePrice account and all its data have been deleted.' },
  offline: { title: 'Offline – TimePrice', description: 'This page needs a connection.' },
  sitemap: { title: 'Sitemap – TimePrice', description: 'Every page of TimePrice.' },
  forgotPassword: { title: 'Reset your password – TimePrice', description: 'Get a link to choose a new password.' },
  resetPassword: { title: 'Choose a new password – TimePrice', description: 'Set a new password for your account.' },
  notFound: { title: 'Page Not Found', description: 'This page does not exist.' },
  serverError: { title: 'Internal Server Error', description: 'Something went wrong on our side.' },
}
