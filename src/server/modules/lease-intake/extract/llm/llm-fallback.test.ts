import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { FieldResults } from '../fields'
import { askLlm, LLM_CONFIDENCE, mergeLlmAnswer } from './llm-fallback'

const LEASE =
  'Tenant: Jane Doe. The monthly rent is $1,200.00, due on the 1st. The term begins January 1, 2026. Office hours are 9 AM to 5 PM.'

let server: Server | null = null
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** A fake OpenAI-compatible endpoint: records each request and answers with `reply` (or never, for null). */
const fakeLlm = async (reply: ((body: Record<string, unknown>) => unknown) | null) => {
  const requests: { body: Record<string, unknown>; request: IncomingMessage }[] = []
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>
      requests.push({ body, request })
      if (reply === null) return
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: JSON.stringify(reply(body)) } }],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`, requests }
}

const signal = () => AbortSignal.timeout(5_000)

describe('askLlm', () => {
  it('asks only for the missing fields, with a JSON-schema answer, and keeps what the lease supports', async () => {
    const llm = await fakeLlm(() => ({
      tenants: ['Jane Doe'],
      monthlyRent: 1200,
      startDate: '2026-01-01',
      officeHours: '9 AM to 5 PM',
    }))
    const answer = await askLlm(
      LEASE,
      ['tenants', 'monthlyRent', 'startDate', 'officeHours'],
      { url: llm.url, model: 'lease-reader', key: 'k-1' },
      signal(),
    )
    expect(answer).toEqual({
      tenants: ['Jane Doe'],
      monthlyRent: 1200,
      startDate: '2026-01-01',
      officeHours: '9 AM to 5 PM',
    })
    const { body, request } = llm.requests[0]!
    expect(request.url).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe('Bearer k-1')
    expect(body).toMatchObject({
      model: 'lease-reader',
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    })
    const schema = (body.response_format as { json_schema: { schema: { required: string[] } } })
      .json_schema.schema
    expect(schema.required).toEqual(['tenants', 'monthlyRent', 'startDate', 'officeHours'])
  })

  it('drops invented values and invalid ones', async () => {
    const llm = await fakeLlm(() => ({
      tenants: ['John Invented'],
      monthlyRent: -5,
      startDate: '2026-02-30',
      officeHours: 'Weekends only',
    }))
    expect(
      await askLlm(
        LEASE,
        ['tenants', 'monthlyRent', 'startDate', 'officeHours'],
        { url: llm.url },
        signal(),
      ),
    ).toEqual({})
  })

  it('gives up quietly on a bad answer or a timeout', async () => {
    const bad = await fakeLlm(() => 'not an object')
    expect(await askLlm(LEASE, ['tenants'], { url: bad.url }, signal())).toEqual({})
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const silent = await fakeLlm(null)
    const started = Date.now()
    expect(await askLlm(LEASE, ['tenants'], { url: silent.url }, AbortSignal.timeout(200))).toEqual(
      {},
    )
    expect(Date.now() - started).toBeLessThan(2_000)
    server!.closeAllConnections()
  })

  it('asks nothing when nothing is missing', async () =>
    expect(await askLlm(LEASE, [], { url: 'http://127.0.0.1:1' }, signal())).toEqual({}))
})

describe('mergeLlmAnswer', () => {
  it('fills empty fields at a low confidence and never replaces a rule', () => {
    const fields = {
      monthlyRent: { value: 1200, confidence: 0.9, source: 'rent field' },
      tenants: { value: null, confidence: 0, source: 'not found' },
      officeHours: { value: 'Mon–Fri', confidence: 0.4, source: 'office hours clause' },
    } as unknown as FieldResults
    const merged = mergeLlmAnswer(fields, {
      monthlyRent: 1300,
      tenants: ['Jane Doe'],
      officeHours: '9 AM to 5 PM',
    })
    expect(merged.monthlyRent.value).toBe(1200)
    expect(merged.officeHours.value).toBe('Mon–Fri')
    expect(merged.tenants).toEqual({
      value: [{ first: 'Jane', last: 'Doe', full: 'Jane Doe' }],
      confidence: LLM_CONFIDENCE,
      source: 'language model',
      // The model answers with values only: nothing in the PDF to point at.
      evidence: null,
    })
  })
})
