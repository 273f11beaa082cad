import { comparison } from './comparison.ts'
import { faq } from './faq.ts'
import { impressum } from './impressum.ts'
import { pricing } from './pricing.ts'
import { privacy } from './privacy.ts'
import { terms } from './terms.ts'

/** Strings of the content pages: FAQ, pricing, legal pages, sitemap and the comparison view. */
export const content = {
  faq,
  pricing,
  legal: {
    eyebrow: 'Legal',
    updated: 'Last updated: {{date}}',
    tocLabel: 'On this page',
    contactHeading: 'Questions about this page?',
    contactText: 'Write to us through the contact page or by email to hello@timeprice.example.',
    contactLink: 'Go to the contact page',
    impressum,
    privacy,
    terms,
  },
  sitemap: {
    eyebrow: 'Overview',
    title: 'Sitemap',
    lead: 'Every page of TimePrice in one place.',
    pagesHeading: 'Pages',
    moreHeading: 'Your account and examples',
    links: {
      home: 'Calculator',
      contact: 'Contact',
      dashboard: 'Dashboard',
      faq: 'Frequently asked questions',
      goals: 'Goals',
      impressum: 'Impressum',
      login: 'Log in',
      pricing: 'Pricing',
      privacy: 'Privacy policy',
      profile: 'Profile',
      signup: 'Sign up',
      sitemap: 'Sitemap',
      terms: 'Terms of use',
      testSharedComparison: 'Sample comparison',
    },
  },
  comparison,
}
