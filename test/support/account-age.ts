/**
 * Moves the account of `email` at the stand-in `supabaseUrl` `seconds` into
 * the past, its sign-up and its last mail (`POST /__local/accounts/age`, with
 * the stand-in's secret key), as if that much time had gone by: a second
 * sign-up or mail then goes out without waiting out the hosted minute
 * between two mails to one address.
 */
export async function ageAccount(supabaseUrl: string, secretKey: string, email: string, seconds: number): Promise<void> {
  const response = await fetch(`${supabaseUrl}/__local/accounts/age`, {
    method: 'POST',
    headers: { apikey: secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, seconds }),
  })
  if (response.status !== 204) throw new Error(`the stand-in's account clock answered ${response.status}`)
}
