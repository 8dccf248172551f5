import http from 'node:http'

/**
 * The reference: Node's own HTTP server answering one fixed JSON body (Hearth's health answer),
 * about the most any Node server can do on this machine. Hearth's figures are read as a share of it.
 */
const BODY = JSON.stringify({ status: 'ok', database: 'sqlite' })

http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(BODY),
    })
    response.end(BODY)
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1')

process.once('SIGTERM', () => process.exit(0))
