import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { ExtractedLeaseSchema } from '../../../../shared/schemas/lease-intake'
import { oversizedImagePdf } from '../test-intakes'
import { extractLease, LeaseExtractionError } from '.'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const shared = (name: string) =>
  new Uint8Array(readFileSync(path.join(root, '../shared/fixtures/leases', name)))
const own = (name: string) =>
  new Uint8Array(readFileSync(path.join(root, 'tests/fixtures/leases', name)))

const failure = async (bytes: Uint8Array) => {
  try {
    await extractLease(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(LeaseExtractionError)
    return (error as Error).message
  }
  throw new Error('extractLease did not fail')
}

describe('extractLease over the fixtures', () => {
  it('reads a DC Housing Provider lease into the extracted-lease shape', async () => {
    const result = await extractLease(own('dc_housing_provider_lease.pdf'))
    expect(ExtractedLeaseSchema.parse(result.data)).toEqual(result.data)
    expect(result.data).toMatchObject({
      tenantName: 'Marcus Bell and Danielle Okafor',
      tenants: [
        { firstName: 'Marcus', lastName: 'Bell', fullName: 'Marcus Bell' },
        { firstName: 'Danielle', lastName: 'Okafor', fullName: 'Danielle Okafor' },
      ],
      monthlyRent: 2350,
      tenant: {
        firstName: 'Marcus',
        lastName: 'Bell',
        email: 'marcus.bell@example.com',
        phone: '(202) 555-0148',
        additionalOccupants: 'Amara Okafor',
      },
      property: { address: '1418 Columbia Road NW, Apt 304, Washington, DC 20009' },
      lease: {
        type: 'fixed-term',
        startDate: '2026-03-01',
        endDate: '2027-02-28',
        rentDueDay: 1,
        maxGuestDays: 14,
        securityDeposit: 2350,
      },
      management: {
        housingProvider: 'Capitol Row Properties LLC',
        rpo: 'Eleanor Whitfield',
        company: 'Rock Creek Residential Management',
        zelleNumber: '(202) 555-0199',
      },
      financial: {
        lateFeePercentage: 5,
        gracePeriodDays: 5,
        nsfFeeFirst: 35,
        nsfFeeAdditional: 50,
        totalMoveInCost: 4700,
        proratedRent: 0,
      },
      payment: {
        officeHours: 'Monday through Friday, 9:00 a.m. to 5:00 p.m.',
        nsfPolicy: { firstReturnedCheckFee: 35, additionalReturnedCheckFee: 50 },
      },
      deposit: { amount: 2350, returnTimeline: { days: 45 } },
      hasMatches: false,
      tenantMatches: [],
    })
    expect(result.confidence).toBeGreaterThanOrEqual(0.8)
    expect(result).toMatchObject({ pages: 10, usedOcr: false })
    expect(result.fields.monthlyRent).toMatchObject({
      value: 2350,
      source: expect.stringContaining('rent'),
    })
  })

  it('reads the values of an encrypted XFA form', { timeout: 60_000 }, async () => {
    const result = await extractLease(shared('ontario_std_form_filled_xfa.pdf'))
    expect(result.data).toMatchObject({
      tenantName: 'John Doe and Bar Foo',
      monthlyRent: 2100,
      lease: {
        startDate: '2023-01-01',
        endDate: '2024-03-01',
        securityDeposit: 4200,
        type: 'fixed-term',
      },
      management: { housingProvider: 'XYZ', acceptedPaymentMethods: ['Bank Transfer'] },
    })
  })

  it('reads AcroForm field values and ticked boxes', async () => {
    const result = await extractLease(own('acroform_lease_filled.pdf'))
    expect(result.data).toMatchObject({
      tenantName: 'Owen Fitzgerald',
      monthlyRent: 1695,
      lease: { type: 'fixed-term', startDate: '2026-09-01', endDate: '2027-08-31' },
      management: { acceptedPaymentMethods: ['Check', 'Online Portal'] },
    })
  })

  it.each([
    ['shared', 'flipmo_residential_lease_blank.pdf'],
    ['shared', 'ontario_truehelp_blank.pdf'],
    ['own', 'acroform_lease_blank.pdf'],
    ['own', 'blank_lease_template.pdf'],
  ])('invents nothing on the blank form %s/%s', async (where, name) => {
    const result = await extractLease(where === 'shared' ? shared(name) : own(name))
    expect(Object.entries(result.fields).filter(([, field]) => field.value !== null)).toEqual([])
    expect(result.confidence).toBeLessThan(0.3)
  })

  it('reads a scanned lease through OCR', { timeout: 120_000 }, async () => {
    const result = await extractLease(own('dc_housing_provider_lease_scanned.pdf'))
    expect(result).toMatchObject({ usedOcr: true, ocrPages: 3 })
    expect(result.data).toMatchObject({
      monthlyRent: 2350,
      lease: { startDate: '2026-03-01', endDate: '2027-02-28' },
      tenant: { fullName: 'Marcus Bell' },
    })
  })

  it(
    'reads a faint, shadowed photograph of a lease lying on its side, and places no highlight on it',
    { timeout: 180_000 },
    async () => {
      const result = await extractLease(own('dc_housing_provider_lease_photographed.pdf'))
      expect(result).toMatchObject({ usedOcr: true, ocrPages: 3 })
      expect(result.data).toMatchObject({
        monthlyRent: 2350,
        lease: { startDate: '2026-03-01', endDate: '2027-02-28' },
        tenant: { fullName: 'Marcus Bell' },
      })
      // Its positions are on the page as turned upright, which the page as printed is not.
      expect(result.fields.monthlyRent.evidence).toMatchObject({ page: 1, boxes: [] })
    },
  )
})

describe('extractLease refuses what it cannot read', () => {
  it('says a non-PDF is not a PDF', async () =>
    expect(await failure(new TextEncoder().encode('Name,Rent\nJane,1200\n'))).toBe(
      'This file is not a PDF',
    ))

  it('says a truncated PDF is damaged', async () => {
    expect(await failure(own('month_to_month_agreement.pdf').slice(0, 400))).toBe(
      'This PDF is damaged and could not be read',
    )
  })

  it('says a password-protected PDF is protected', async () =>
    expect(await failure(own('password_protected.pdf'))).toBe('This PDF is password-protected'))

  it('refuses a PDF without pages and one over 100 pages', async () => {
    expect(await failure(await (await PDFDocument.create()).save())).toBe('This file has no pages')
    const big = await PDFDocument.create()
    for (let i = 0; i < 101; i++) big.addPage()
    expect(await failure(await big.save())).toBe('This PDF has too many pages (over 100)')
  })

  it('stops at the deadline', async () => {
    await expect(
      extractLease(own('dc_housing_provider_lease.pdf'), { timeoutMs: 1 }),
    ).rejects.toThrow('Reading this PDF took too long')
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      extractLease(own('dc_housing_provider_lease.pdf'), { signal: controller.signal }),
    ).rejects.toThrow('Reading this PDF was cancelled')
  })

  it(
    'says an image-only PDF without readable text is an unreadable scan',
    { timeout: 60_000 },
    async () => {
      const blankScan = await PDFDocument.create()
      const png = await blankScan.embedPng(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP6DwABBQECz6AuzQAAAABJRU5ErkJggg==',
          'base64',
        ),
      )
      blankScan.addPage([612, 792]).drawImage(png, { x: 0, y: 0, width: 612, height: 792 })
      expect(await failure(await blankScan.save())).toBe('The scan could not be read')
    },
  )
})

describe('extractLease and a PDF bomb', () => {
  it('says a page whose only image is too large to decode cannot be read', async () => {
    expect(await failure(await oversizedImagePdf())).toBe('The scan could not be read')
  })
})

describe('extractLease input', () => {
  it('reads a Node Buffer as well as a Uint8Array', async () => {
    const buffer = readFileSync(path.join(root, 'tests/fixtures/leases/lease_summary_sheet.pdf'))
    expect((await extractLease(buffer)).data.tenantName).toBe('Hannah Lindqvist')
  })
})
