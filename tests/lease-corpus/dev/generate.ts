/**
 * Writes the development split of the lease corpus: every template in templates.ts and templates-varied.ts filled with two sets of
 * invented terms, plus image-only scans of a few of them, each with a `<name>.truth.json` in the format of
 * ../shared/fixtures/leases. The rules are written against this split; the held-out split
 * (tests/lease-corpus/heldout) is written by someone else and only its scores are read.
 *
 *   npx tsx tests/lease-corpus/dev/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { PdfWriter } from '../../fixtures/leases/pdf-writer'
import { rasterise } from '../../fixtures/leases/rasterise'
import { makeLease } from './lease-data'
import { TEMPLATES, Truth } from './templates'
import { VARIED_TEMPLATES } from './templates-varied'

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'documents')
mkdirSync(out, { recursive: true })

const FIELDS = [
  'tenants',
  'additionalOccupants',
  'tenantEmail',
  'tenantPhone',
  'premisesAddress',
  'leaseType',
  'startDate',
  'endDate',
  'terminationDateText',
  'monthlyRent',
  'securityDeposit',
  'rentDueDay',
  'maxGuestStayDays',
  'managementCompany',
  'housingProvider',
  'rpo',
  'mailingAddress',
  'acceptedPaymentMethods',
  'bankAccount',
  'zelleNumber',
  'lateFeePercentage',
  'gracePeriodDays',
  'nsfFeeFirst',
  'nsfFeeAdditional',
  'totalMoveInCost',
  'proratedRent',
  'rentDueDescription',
  'paymentRecipient',
  'paymentAddress',
  'officeHours',
  'nsfPolicy',
  'depositReturnDays',
  'depositReturnCondition',
]

const save = async (
  name: string,
  pdf: Uint8Array,
  truth: Record<string, unknown>,
  note: string,
) => {
  writeFileSync(path.join(out, `${name}.pdf`), pdf)
  const full = Object.fromEntries(FIELDS.map((field) => [field, truth[field] ?? null]))
  writeFileSync(
    path.join(out, `${name}.truth.json`),
    await format(JSON.stringify({ ...full, _notes: [note] }), {
      ...(await resolveConfig(out)),
      parser: 'json',
    }),
  )
  console.log(`wrote ${name}.pdf`)
}

/** Which documents also get a scan, and how it was "scanned". */
const SCANS: Record<string, { dpi: number; skewDegrees: number }> = {
  texas_association_1: { dpi: 150, skewDegrees: 0.6 },
  new_york_apartment_2: { dpi: 200, skewDegrees: -0.8 },
  manager_house_lease_1: { dpi: 120, skewDegrees: 0.3 },
  signature_page_contacts_2: { dpi: 150, skewDegrees: 1.2 },
  apartment_contract_checkboxes_1: { dpi: 150, skewDegrees: -0.5 },
  owner_resident_remittance_2: { dpi: 200, skewDegrees: 0.7 },
}

let seed = 1300
for (const template of [...TEMPLATES, ...VARIED_TEMPLATES]) {
  for (const copy of [1, 2]) {
    const data = makeLease(seed++)
    const writer = await PdfWriter.create(template.serif)
    const truth = new Truth()
    template.write(writer, data, truth)
    const pdf = await writer.save()
    const name = `${template.name}_${copy}`
    await save(name, pdf, truth.values, `Generated (development split). ${template.about}.`)
    const scan = SCANS[name]
    if (scan) {
      await save(
        `${name}_scanned`,
        await rasterise(pdf, { pages: 2, ...scan }),
        truth.values,
        `Generated (development split). Image-only copy of ${name}.pdf (${scan.dpi} dpi JPEG, ${scan.skewDegrees}° skew).`,
      )
    }
  }
}
