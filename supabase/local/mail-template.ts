/** What a hosted Supabase mail template can read, as far as the project's templates use it. */
export interface MailTemplateData {
  Email: string
  RedirectTo: string
  TokenHash: string
  SiteURL: string
  /** The address an e-mail change moves the account to (`.Email` is the current one). */
  NewEmail: string
  Data: { language?: string | undefined }
}

/** A mail template of the hosted project: its subject and its HTML body, both Go templates. */
export interface MailTemplate {
  subject: string
  html: string
}

const TAG = /\{\{\s*(?:(else\s+)?if\s+eq\s+\.Data\.language\s+"([^"]*)"|(else)|(end))\s*\}\}/g
const FIELD = /\{\{\s*\.(Email|NewEmail|RedirectTo|TokenHash|SiteURL)\s*\}\}/g
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[ch]!)

/**
 * Renders the part of Go's html/template the project's mail templates use
 * (`{{ if eq .Data.language "de" }}…{{ else if … }}…{{ else }}…{{ end }}`,
 * not nested, and `{{ .Email }}`-style fields, escaped), so the stand-in
 * sends the very text the hosted project sends.
 *
 * @example renderMailTemplate('{{ if eq .Data.language "de" }}Hallo{{ else }}Hello{{ end }}', data)
 */
export function renderMailTemplate(template: string, data: MailTemplateData): string {
  let out = ''
  let at = 0
  let keep = true
  let taken = false
  for (const tag of template.matchAll(TAG)) {
    if (keep) out += template.slice(at, tag.index)
    at = tag.index + tag[0].length
    const [, elseIf, language, otherwise, end] = tag
    if (end) keep = true
    else if (otherwise) keep = !taken
    else {
      keep = (!elseIf || !taken) && data.Data.language === language
      taken = (elseIf ? taken : false) || keep
    }
  }
  out += keep ? template.slice(at) : ''
  return out.replace(FIELD, (_, name: Exclude<keyof MailTemplateData, 'Data'>) => escapeHtml(data[name]))
}
