import { html, raw } from 'hono/html'
import type { LocalMail } from './mailbox.ts'

/**
 * The stand-in's mail catcher, like the Supabase CLI's: every mail it
 * "sent" (or those to one address), newest first, each with its subject, its
 * link and its body, so a person running `npm start` can follow a
 * confirmation link. The bodies are the project's own templates, rendered
 * with escaped fields.
 */
export function mailPage(mails: LocalMail[], email: string) {
  const title = email ? `Mail to ${email}` : 'Mail'
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – local Supabase</title>
      </head>
      <body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem">
        <h1>${title}</h1>
        <p>The mails the local Supabase stand-in would have sent, newest first. They live in memory until it stops.</p>
        ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
        ${mails.map(
          (mail) =>
            html`<article style="border-top: 1px solid #999; padding: 1rem 0">
              <h2>${mail.subject}</h2>
              <p>To <strong>${mail.to}</strong>, ${mail.sentAt} (${mail.type})</p>
              ${mail.link ? html`<p><a href="${mail.link}">${mail.link}</a></p>` : html`<p>Code: ${mail.token ?? ''}</p>`}
              ${mail.html ? html`<div>${raw(mail.html)}</div>` : ''}
            </article>`,
        )}
      </body>
    </html>`
}
