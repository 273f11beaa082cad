const UPLOAD = /^\/storage\/v1\/object\/(?!public\/|sign\/|authenticated\/|info\/|list\/|move$|copy$)/

/**
 * storage-js sends a Blob upload as multipart with an unnamed file field
 * (`form.append('', file)`); Supabase Storage takes the first file of any name, lite
 * only reads a field called `file`. This renames the first file field to `file`.
 */
export async function normalizeMultipartUpload(request: Request): Promise<Request> {
  const url = new URL(request.url)
  const type = request.headers.get('content-type') ?? ''
  if (!['POST', 'PUT'].includes(request.method) || !UPLOAD.test(url.pathname) || !type.startsWith('multipart/form-data')) return request
  const form = await request.clone().formData()
  if (form.get('file') instanceof Blob) return request
  const rebuilt = new FormData()
  let renamed = false
  for (const [name, value] of form) {
    if (!renamed && value instanceof Blob) {
      rebuilt.append('file', value)
      renamed = true
    } else {
      rebuilt.append(name, value)
    }
  }
  const headers = new Headers(request.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body: rebuilt })
}
