/** The privacy policy: what TimePrice stores, where, and the rights people have. */
export const privacy = {
  title: 'Privacy policy',
  lead: 'TimePrice keeps as little about you as it can. This page explains what is stored, why and where, and which rights you have.',
  sections: [
    {
      heading: 'Who is responsible',
      body: [
        'The controller for the processing of personal data on this website is the operator named in the Impressum. You can reach us through the contact page or at hello@timeprice.example.',
      ],
    },
    {
      heading: 'Using TimePrice without an account',
      body: [
        'You can use the calculator without an account. What you type into it is calculated in your browser or, with JavaScript turned off, on our server for that single request, and it is not stored.',
        'To deliver each page and to protect the service from abuse, our hosting provider briefly processes technical data of your request, such as your IP address, your browser and the address of the page. We use it only for these purposes and do not build profiles from it.',
      ],
    },
    {
      heading: 'What we store when you have an account',
      body: [
        'When you sign up and use your account, we store:',
        [
          'your email address, to log you in and to send messages about your account, such as a password reset link;',
          'your password, only as a secure hash that nobody can read back;',
          'your profile: username, hourly rate, currency, interface language, receipt language and work-week choice;',
          'your profile picture, if you upload one. It is stored at a public web address so that it can be shown in the header, like any image on a website;',
          'the calculations you save, with their titles and favourites;',
          'your goals: title, target amount, amount saved and deadline;',
          'the comparisons you create, together with your username, which the comparison page shows.',
        ],
        'We process this data to provide the service you asked for (Art. 6 (1) (b) GDPR) and keep it until you delete it or your account.',
      ],
    },
    {
      heading: 'Contact form',
      body: [
        'When you write to us through the contact form, we store your name, email address and message in order to answer you (Art. 6 (1) (b) and (f) GDPR). We delete messages once the matter is settled, and after one year at the latest.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      body: [
        'TimePrice sets only the cookies it needs to work. None of them tracks you, which is why we do not ask for consent.',
        [
          'A session cookie that keeps you logged in. Only our server can read it (it is httpOnly); it is set when you log in and lasts until you sign out, for at most 400 days.',
          'The language cookie i18n_redirected, which remembers your interface language for 365 days.',
          'The cookie recovery_mark, set when you open a link to reset your password: for 10 minutes it lets this browser choose a new password once. Only our server can read it (it is httpOnly).',
          'In your browser’s local storage, your chosen currency and whether you count in work weeks, so the calculator starts as you left it. This stays in your browser unless you save it to your profile.',
          'While you are logged in, also your username, hourly rate, currency and work-week choice, in the local storage of each browser you use, so the calculator starts from them there even without a connection. They are not sent anywhere from there, and signing out removes them.',
        ],
      ],
    },
    {
      heading: 'No tracking, no ads, no third parties',
      body: [
        'We use no analytics, no advertising and no social media plugins. Our pages load no fonts, scripts or images from other companies’ servers: your browser only ever talks to TimePrice.',
      ],
    },
    {
      heading: 'Hosting and service providers',
      body: [
        'TimePrice runs on Cloudflare Workers, a service of Cloudflare, Inc. Accounts, saved data and profile pictures are stored with Supabase, a service of Supabase, Inc. Both process data only on our behalf, under data processing agreements.',
        'These providers may process data outside the European Union, for example in the United States. Such transfers are based on the EU–US Data Privacy Framework or on the standard contractual clauses of the European Commission.',
      ],
    },
    {
      heading: 'Shared comparisons',
      body: [
        'Anyone who has the link to a comparison can open it. The comparison page shows the titles, prices, hourly rates and times of the compared calculations, your username and the date. Delete a comparison on your dashboard, and its link stops working.',
      ],
    },
    {
      heading: 'Downloading your data and deleting your account',
      body: [
        'On your profile page, under “Your data”, you can download everything we store about you at any time: one JSON file with your profile, every saved calculation, your goals with what you have saved and your comparisons with their links, and your calculations as a CSV table that opens in any spreadsheet.',
        'In the “Danger zone” at the bottom of your profile page you can delete your account yourself, after entering your current password and confirming. This deletes at once and for good your account and login, your profile and profile picture, every saved calculation, your goals, your comparisons and the record of when you created them. The links to your comparisons stop working immediately, and you are signed out on every device. You can sign up again with the same email address afterwards; the new account starts empty.',
      ],
    },
    {
      heading: 'Your rights',
      body: [
        'Under the GDPR in the European Union and the LGPD in Brazil, you have the right to access the data we hold about you, to have it corrected or deleted, to restrict or object to its processing, and to receive it in a portable format.',
        'You can correct most of your data yourself in your profile and delete single items on your dashboard; downloading your data and deleting your account are described in the section before. For everything else, write to us and we will answer within one month. You also have the right to lodge a complaint with a data protection supervisory authority; in Brazil, this is the ANPD.',
      ],
    },
    {
      heading: 'Changes to this policy',
      body: [
        'If we change how we handle data, we will update this page and the date at its top. If the change affects data you have already given us, we will tell you by email first.',
      ],
    },
  ],
}
