import { z } from 'zod'
import { isIsoDate } from '../../../../../shared/dates'
import type { FieldName, FieldResults } from '../fields'
import { LLM_MAX_CHARS, LLM_TIMEOUT_MS } from '../limits'
import { dateOrderOf, findDates } from '../normalise/dates'
import { findMoney } from '../normalise/money'
import { parsePersonName, type PersonName } from '../normalise/names'

export type LlmOptions = { url: string; model?: string; key?: string }

/** What the model may answer per field: JSON schema for the request, zod for the reply. */
type FieldSpec = { json: object; zod: z.ZodType; describe: string }

const text = (describe: string): FieldSpec => ({
  json: { type: ['string', 'null'] },
  zod: z.string().trim().min(1).max(300).nullable(),
  describe,
})
const money = (describe: string): FieldSpec => ({
  json: { type: ['number', 'null'] },
  zod: z.number().min(0).max(1_000_000).nullable(),
  describe,
})
const count = (describe: string, max: number): FieldSpec => ({
  json: { type: ['integer', 'null'] },
  zod: z.number().int().min(0).max(max).nullable(),
  describe,
})
const date = (describe: string): FieldSpec => ({
  json: { type: ['string', 'null'] },
  zod: z.string().refine(isIsoDate).nullable(),
  describe: `${describe} (YYYY-MM-DD)`,
})
const names = (describe: string): FieldSpec => ({
  json: { type: 'array', items: { type: 'string' } },
  zod: z.array(z.string().min(3).max(80)).max(10),
  describe,
})

const SPECS: Partial<Record<FieldName, FieldSpec>> = {
  tenants: names('full names of every tenant who is a party to the lease'),
  additionalOccupants: names('full names of other occupants who are not parties'),
  tenantEmail: text("the tenant's email address"),
  tenantPhone: text("the tenant's phone number"),
  premisesAddress: text('full street address of the rented premises'),
  leaseType: {
    json: { type: ['string', 'null'], enum: ['fixed-term', 'month-to-month', null] },
    zod: z.enum(['fixed-term', 'month-to-month']).nullable(),
    describe: 'fixed-term or month-to-month',
  },
  startDate: date('first day of the lease term'),
  endDate: date('last day of the lease term'),
  monthlyRent: money('monthly rent in dollars'),
  securityDeposit: money('security deposit in dollars'),
  rentDueDay: count('day of the month rent is due', 31),
  maxGuestStayDays: count('maximum days a guest may stay', 365),
  managementCompany: text('property management company'),
  housingProvider: text('landlord / housing provider name'),
  rpo: text('RPO (registered property owner) named in the lease'),
  mailingAddress: text("landlord's mailing address for notices"),
  acceptedPaymentMethods: {
    json: { type: 'array', items: { type: 'string' } },
    zod: z.array(z.string().min(2).max(40)).max(10),
    describe: 'accepted rent payment methods',
  },
  zelleNumber: text('Zelle phone number or email for rent'),
  lateFeePercentage: {
    json: { type: ['number', 'null'] },
    zod: z.number().min(0).max(100).nullable(),
    describe: 'late fee as a percentage of rent',
  },
  gracePeriodDays: count('days after the due date before a late fee', 31),
  nsfFeeFirst: money('fee for the first returned check'),
  nsfFeeAdditional: money('fee for each later returned check'),
  totalMoveInCost: money('total due at move-in'),
  proratedRent: money('prorated first-month rent'),
  paymentRecipient: text('who rent is paid to'),
  paymentAddress: text('address where rent payments are delivered'),
  officeHours: text('office hours as written'),
  depositReturnDays: count('days to return the deposit after the lease ends', 365),
}

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9@]/g, '')

/**
 * A value the lease text does not contain is an invention: text must appear in it, amounts and dates must be
 * among those it states, so a blank form stays blank whatever the model says.
 */
const supported = (value: unknown, documentText: string): boolean => {
  const haystack = squash(documentText)
  if (typeof value === 'string')
    return isIsoDate(value)
      ? findDates(documentText, dateOrderOf(documentText)).some((d) => d.iso === value)
      : haystack.includes(squash(value))
  if (typeof value === 'number')
    return (
      findMoney(documentText).some((m) => m.value === value) ||
      new RegExp(`\\b${value}\\b`).test(documentText)
    )
  if (Array.isArray(value)) return value.every((item) => supported(item, documentText))
  return false
}

const endpoint = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`

export type LlmAnswer = Partial<Record<FieldName, unknown>>

/**
 * Asks an OpenAI-compatible /chat/completions endpoint for the fields the rules left empty, with a JSON-schema
 * answer, a timeout and zod validation of every field on its own. Any failure yields no answers: the model is
 * an optional helper, never a reason for an intake to fail.
 */
export const askLlm = async (
  documentText: string,
  missing: FieldName[],
  llm: LlmOptions,
  signal: AbortSignal,
): Promise<LlmAnswer> => {
  const asked = missing.filter((name) => SPECS[name] !== undefined)
  if (asked.length === 0) return {}
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: asked,
    properties: Object.fromEntries(
      asked.map((name) => [name, { ...SPECS[name]!.json, description: SPECS[name]!.describe }]),
    ),
  }
  try {
    const response = await fetch(endpoint(llm.url), {
      method: 'POST',
      signal: AbortSignal.any([signal, AbortSignal.timeout(LLM_TIMEOUT_MS)]),
      headers: {
        'content-type': 'application/json',
        ...(llm.key ? { authorization: `Bearer ${llm.key}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model ?? 'default',
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              'You read residential leases. Answer only from the lease text. Use null (or an empty list) when the lease does not state a value.',
          },
          { role: 'user', content: `Lease text:\n\n${documentText.slice(0, LLM_MAX_CHARS)}` },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'lease_fields', strict: true, schema },
        },
      }),
    })
    if (!response.ok) return {}
    const body = z
      .object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) })
      .parse(await response.json())
    const answer: unknown = JSON.parse(body.choices[0]!.message.content)
    if (typeof answer !== 'object' || answer === null) return {}
    const result: LlmAnswer = {}
    for (const name of asked) {
      const parsed = SPECS[name]!.zod.safeParse((answer as Record<string, unknown>)[name])
      const value = parsed.success ? parsed.data : null
      if (
        value === null ||
        (Array.isArray(value) && value.length === 0) ||
        !supported(value, documentText)
      )
        continue
      result[name] = value
    }
    return result
  } catch {
    return {}
  }
}

/** Confidence of a model's answer: below the 0.6 'Medium' badge, so a person always checks it. */
export const LLM_CONFIDENCE = 0.55

/** Fills only empty fields with the model's answers; a rule's value, at any confidence, is never replaced. */
export const mergeLlmAnswer = (fields: FieldResults, answer: LlmAnswer): FieldResults => {
  const merged = { ...fields } as Record<
    FieldName,
    { value: unknown; confidence: number; source: string; evidence: null }
  >
  for (const [name, raw] of Object.entries(answer) as [FieldName, unknown][]) {
    if (merged[name].value !== null) continue
    const value =
      name === 'tenants' || name === 'additionalOccupants'
        ? (raw as string[]).map(parsePersonName).filter((n): n is PersonName => n !== null)
        : raw
    if (Array.isArray(value) && value.length === 0) continue
    // The model answers with values only, so there is no place in the PDF to point at.
    merged[name] = { value, confidence: LLM_CONFIDENCE, source: 'language model', evidence: null }
  }
  return merged as FieldResults
}
