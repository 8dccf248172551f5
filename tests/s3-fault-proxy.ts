import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How the proxy answers an object upload (PUT): `pass` forwards it; `full` answers as MinIO does
 * when its drives are full (507, XMinioStorageFull) and forwards nothing; `lost-answer` forwards
 * it, so the object is stored, then drops the connection before the answer, as a network fault
 * or a provider failing after the write would.
 */
export type PutMode = 'pass' | 'full' | 'lost-answer'

export type S3FaultProxy = {
  endpoint: string
  setPutMode: (mode: PutMode) => void
  close: () => Promise<void>
}

const STORAGE_FULL_BODY =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>XMinioStorageFull</Code>' +
  '<Message>Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.</Message>' +
  '<Resource>/</Resource><RequestId>17C0FFEE00000000</RequestId></Error>'

/**
 * A loopback HTTP proxy in front of an S3-compatible test server that fails uploads on demand, so
 * the store's answer to a full bucket can be tested without filling one. Every other request
 * passes unchanged (the Host header too, so request signatures still match).
 */
export const startS3FaultProxy = async (target: string): Promise<S3FaultProxy> => {
  let putMode: PutMode = 'pass'
  const upstream = new URL(target)
  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    answer: (status: number, headers: http.IncomingHttpHeaders, bytes: Buffer) => void,
    fail: (error: Error) => void,
  ) => {
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          answer(response.statusCode ?? 502, response.headers, Buffer.concat(chunks)),
        )
      },
    )
    outgoing.on('error', fail)
    outgoing.end(body)
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const isUpload = request.method === 'PUT'
      if (isUpload && putMode === 'full') {
        response.writeHead(507, { 'content-type': 'application/xml' })
        response.end(STORAGE_FULL_BODY)
        return
      }
      forward(
        request,
        body,
        (status, headers, bytes) => {
          if (isUpload && putMode === 'lost-answer') {
            response.socket?.destroy()
            return
          }
          response.writeHead(status, headers)
          response.end(bytes)
        },
        () => response.socket?.destroy(),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    setPutMode: (mode) => {
      putMode = mode
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
