import { apiRequest } from './api-client'

/** The file name a response's Content-Disposition carries (RFC 6266, the UTF-8 form first). */
export const filenameFromDisposition = (header: string | null): string | null => {
  if (!header) return null
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1])
    } catch {
      // Fall through to the plain form.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null
}

/**
 * Fetches a file through the api client (so admin calls carry their bearer token and errors read
 * like every other call's) and hands it to the browser as a download under the server's name.
 */
export const downloadFile = async (url: string, fallbackName: string): Promise<void> => {
  const response = await apiRequest('GET', url)
  const blob = await response.blob()
  const name = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns; free it a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
