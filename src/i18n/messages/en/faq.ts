/** Questions and answers of the FAQ page, grouped by topic. */
export const faq = {
  eyebrow: 'Help',
  title: 'Frequently asked questions',
  lead: 'How TimePrice turns prices into hours of work, what it keeps about you, and what it costs (nothing).',
  groups: [
    {
      heading: 'The calculator',
      items: [
        {
          q: 'How does TimePrice work out what something costs in time?',
          a: 'It divides the price by your hourly rate. A 1,200 € laptop at 40 € an hour costs 30 hours of work. The result is shown in hours and minutes, and also in days and weeks, so you can picture how long you would work for it.',
        },
        {
          q: 'What is the “What should I charge?” mode for?',
          a: 'It works the other way round: you enter a duration in hours, days or weeks, and TimePrice multiplies it by your hourly rate. Freelancers use it to quote a job, for example three workdays at 50 € an hour come to 1,200 €.',
        },
        {
          q: 'Which hourly rate should I enter?',
          a: 'Whatever one hour of your time is worth to you. Many people take their net pay per hour, so the result shows how long they really work for something; others take their gross rate or the rate they charge clients. Without an account the rate you type is used only for that visit; with an account you can store it in your profile.',
        },
        {
          q: 'What is the difference between work week and calendar time?',
          a: 'With the work week switched on, a day means 8 hours of work and a week means 5 workdays, or 40 hours. With it switched off, TimePrice counts calendar time: a day is 24 hours and a week is 7 days. The hours stay the same; only the days and weeks change.',
        },
        {
          q: 'Which currencies are supported, and does TimePrice convert between them?',
          a: 'You can choose from 35 currencies, from the euro and the US dollar to the Brazilian real and the Japanese yen. TimePrice does not convert between currencies: your hourly rate and the price are always in the same currency, so no exchange rate is involved.',
        },
      ],
    },
    {
      heading: 'Accounts, comparisons and receipts',
      items: [
        {
          q: 'Do I need an account?',
          a: 'No. The calculator works for everyone, even with JavaScript turned off. An account lets you save calculations, mark favourites, set goals, print receipts and share comparisons. If you press Save as a guest, you can log in or sign up, and the calculation you typed is saved right afterwards.',
        },
        {
          q: 'How do I share a comparison, and who can see it?',
          a: 'On your dashboard, select two to six saved calculations, add a title if you like and create the comparison (up to 30 an hour). You get its link at once, ready to copy. The page behind it shows the calculations side by side in the language of whoever opens it, with a bar chart of their hours of work, the cheapest in time highlighted, your username and the date; for each item, “What would this cost me?” opens the calculator at the visitor’s own rate. A comparison is a snapshot: renaming or deleting the calculations later does not change it. Anyone who has the link can open it without an account, so share it only with people who may see those figures; search engines are asked not to index it. You can delete the comparison from your dashboard at any time; the link then leads to “page not found”.',
        },
        {
          q: 'What is a receipt?',
          a: 'A print-ready summary of one saved calculation: the item, its price, your hourly rate, the time it costs and the date. It is written in the receipt language you choose in your profile (English, German or Portuguese), which may differ from the language of the site.',
        },
        {
          q: 'What are goals?',
          a: 'A goal is something you are saving toward, such as a trip or a new bike. Enter the target amount, what you have saved so far and, if you like, a deadline. TimePrice shows how many hours of work are still missing and, with a deadline, how many hours per week that means.',
        },
      ],
    },
    {
      heading: 'Privacy and cost',
      items: [
        {
          q: 'What does TimePrice store about me?',
          a: 'Without an account: only your language in a cookie and your currency and work-week choice in your browser. With an account: your email address, your profile settings and what you save yourself, meaning calculations, goals and comparisons. There is no tracking, no advertising and no data sold to anyone. The privacy policy has the details.',
        },
        {
          q: 'How do I delete my data?',
          a: 'You can delete single calculations, goals and comparisons, or clear all calculations at once, from your dashboard. To delete everything at once, delete your account on your profile page.',
        },
        {
          q: 'How do I download my data?',
          a: 'On your profile page, under “Your data”: “Download my data (JSON)” gives one file with your profile, every saved calculation, your goals with their savings and your comparisons with their links; “Download my calculations (CSV)” gives your calculations as a table for any spreadsheet. Both work without JavaScript.',
        },
        {
          q: 'How do I delete my account?',
          a: 'In the “Danger zone” at the bottom of your profile page: enter your current password, confirm, and press “Delete my account”. Your account, profile, picture, calculations, goals and comparisons are deleted at once and for good, the links to your comparisons stop working, and you are signed out on every device. Download your data first if you want to keep it. You can sign up again with the same email address later; the new account starts empty.',
        },
        {
          q: 'What does TimePrice cost?',
          a: 'Nothing. There is a single free plan with every feature in it, no payment details are ever asked for, and there are no ads.',
        },
      ],
    },
  ],
  moreHeading: 'Still have a question?',
  moreText: 'Write to us and we will get back to you.',
  moreLink: 'Contact us',
}
