import { jpegImage, pngImage } from './images'
/**
 * A multipart/form-data body for app.inject, built by the platform's own FormData encoder so
 * the boundary and headers are exactly what a browser sends.
 */
export type FormFile = { field: string; filename: string; bytes: Uint8Array; type?: string }

export const multipartBody = async (fields: Record<string, string>, files: FormFile[] = []) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    )
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** The smallest images the server takes: a real header (storage/image-header.ts) and little else. */
export const PNG_BYTES = pngImage()
export const JPEG_BYTES = jpegImage()
/** A Windows executable's header, as a renamed "photo.png" would carry it. */
export const EXE_BYTES = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])
