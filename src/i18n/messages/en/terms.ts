/** The terms of use, in plain language. */
export const terms = {
  title: 'Terms of use',
  lead: 'The rules for using TimePrice, in plain language.',
  sections: [
    {
      heading: 'The service',
      body: [
        'TimePrice is a free web application that converts prices into working time and working time into prices. These terms apply to everyone who uses it, with or without an account.',
      ],
    },
    {
      heading: 'Your account',
      body: [
        'You need a valid email address to create an account. Keep your password to yourself: you are responsible for what is done with your account. If you think someone else knows your password, change it in your profile straight away.',
      ],
    },
    {
      heading: 'Fair use',
      body: [
        'Please use TimePrice for lawful purposes only. In particular, do not:',
        [
          'try to break into the service, overload it or read other people’s data;',
          'create accounts or send requests automatically in large numbers;',
          'put unlawful, offensive or misleading content into titles, usernames, profile pictures or shared comparisons.',
        ],
      ],
    },
    {
      heading: 'No warranty for the calculations',
      body: [
        'TimePrice does simple arithmetic with the numbers you enter. We take care that it is correct, but we give no warranty that the results are complete, exact or fit for any particular purpose, such as tax, salary or pricing decisions. Check important figures yourself before you rely on them.',
      ],
    },
    {
      heading: 'Shared links are public',
      body: [
        'A comparison link is public: anyone who holds it can open the comparison without logging in, and can pass the link on. Only share it with people who may see what it contains. When you delete the comparison on your dashboard, the link stops working.',
      ],
    },
    {
      heading: 'Availability and changes',
      body: [
        'We run TimePrice with care, but we cannot promise that it is always available or free of errors. We may change, add or remove features. If we ever shut TimePrice down, we will tell account holders in good time.',
      ],
    },
    {
      heading: 'Liability',
      body: [
        'We are liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence we are liable only if we breach an essential obligation, and only for the damage that was typically foreseeable. Otherwise, as the service is free, our liability is excluded as far as the law permits.',
      ],
    },
    {
      heading: 'Deleting your account',
      body: [
        'You can stop using TimePrice at any time. To delete your account, write to us through the contact page. We then delete your account together with your profile, calculations, goals and comparisons, and your shared links stop working.',
        'We may suspend or close an account that seriously breaks these terms, after a warning wherever that is reasonable.',
      ],
    },
    {
      heading: 'Changes to these terms and applicable law',
      body: [
        'We may update these terms. We will tell account holders about important changes by email before they take effect.',
        'German law applies. If you use TimePrice as a consumer, the mandatory consumer protection rules of the country where you live remain unaffected.',
      ],
    },
  ],
}
