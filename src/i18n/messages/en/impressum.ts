/** The legal notice (Impressum) required of German websites. */
export const impressum = {
  title: 'Impressum',
  operator: {
    notConfigured:
      'Not configured: the operator’s name and postal address are missing. Set OPERATOR_NAME and OPERATOR_ADDRESS in wrangler.toml before this site goes live.',
  },
  lead: 'Information about the provider of this website, as required by German law (section 5 of the Digital Services Act, DDG).',
  sections: [
    {
      heading: 'Provider',
      body: ['Email: hello@timeprice.example', 'You can also reach us at any time through the contact form on this website.'],
    },
    {
      heading: 'Responsible for the content',
      body: [
        'Responsible for the content under section 18 (2) of the German Interstate Media Treaty (MStV): the operator named above, reachable as stated there.',
      ],
    },
    {
      heading: 'Liability for content',
      body: [
        'We write the content of these pages with great care, but we cannot guarantee that it is complete, correct and up to date. As a service provider we are responsible for our own content under the general laws. We are not obliged to monitor information transmitted or stored by others, or to look for circumstances that indicate unlawful activity.',
        'If you notice anything unlawful on TimePrice, for example in a shared comparison, please tell us and we will remove it promptly.',
      ],
    },
    {
      heading: 'Liability for links',
      body: [
        'Should TimePrice link to websites of others, their operators alone are responsible for what those pages contain. We check linked pages when we add a link; if we learn of a violation of the law, we remove the link.',
      ],
    },
    {
      heading: 'Copyright',
      body: [
        'The texts, design and software of TimePrice are protected by copyright. Copying them beyond what the law permits requires our consent. What you create yourself, such as your calculations, goals and comparisons, remains yours.',
      ],
    },
    {
      heading: 'Consumer dispute resolution',
      body: ['We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.'],
    },
  ],
}
