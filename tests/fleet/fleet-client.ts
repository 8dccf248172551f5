import http from 'node:http'
import { pngImage } from '../images'

export type FleetReply = { status: number; bytes: Buffer; json: () => unknown }

export type FleetRequest = {
  method?: string
  token?: string
  json?: unknown
  form?: FormData
  /**
   * The loopback address the request leaves from (127.0.0.2, 127.0.0.3, …), so that one machine
   * plays several clients and the proxy reports each under its own address.
   */
  from?: string
  headers?: Record<string, string>
}

/**
 * One HTTP request on a connection of its own (so the proxy's round-robin moves on every time).
 * A broken connection answers status 0 instead of throwing: a killed server is an outcome here.
 */
export const send = async (
  base: string,
  url: string,
  options: FleetRequest = {},
): Promise<FleetReply> => {
  const headers: Record<string, string> = { connection: 'close', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: Buffer | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = Buffer.from(JSON.stringify(options.json))
  } else if (options.form) {
    // Let the platform encode the multipart body and its boundary.
    const encoded = new Request('http://localhost/', { method: 'POST', body: options.form })
    headers['content-type'] = encoded.headers.get('content-type') ?? ''
    body = Buffer.from(await encoded.arrayBuffer())
  }
  const target = new URL(url, base)
  return new Promise((resolve) => {
    const request = http.request(
      target,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            json: () => JSON.parse(bytes.toString('utf8')),
          })
        })
        response.on('error', () =>
          resolve({ status: 0, bytes: Buffer.alloc(0), json: () => undefined }),
        )
      },
    )
    request.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0), json: () => undefined }))
    request.end(body)
  })
}

export const formOf = (
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Uint8Array; type: string }[] = [],
) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const file of files)
    data.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return data
}

/**
 * A real PNG (its header decodes, as the server checks) of about `size` bytes, different for each
 * seed: the seed sets its width, the size its padding.
 */
export const pngOf = (size: number, seed: number) => pngImage(1 + seed, 1, { padding: size })

/**
 * Starts a multipart upload that sends its body slowly, for a kill to land in the middle of it.
 * Resolves with the status once the server answers or the connection breaks (0).
 */
export const slowUpload = (
  base: string,
  url: string,
  token: string,
  bytes: Buffer,
  chunkDelayMs: number,
) =>
  new Promise<number>((resolve) => {
    const boundary = `fleet-${Date.now()}`
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="document"; filename="lease.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const body = Buffer.concat([head, bytes, tail])
    const request = http.request(new URL(url, base), {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', () => resolve(0))
    let offset = 0
    const step = 16 * 1024
    const writeNext = () => {
      if (offset >= body.length) return request.end()
      request.write(body.subarray(offset, offset + step))
      offset += step
      setTimeout(writeNext, chunkDelayMs)
    }
    writeNext()
  })
