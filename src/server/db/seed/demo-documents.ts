import { createHash, randomUUID } from 'node:crypto'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatMoney, fromCents } from '../../../shared/money'
import type { DocumentType } from '../../../shared/schemas/leases'
import type { FileStore } from '../../storage/file-store'
import type { Db } from '../database'
import { ordinal } from '../../../shared/ordinal'

/*
 * Lease documents for the demo: small real PDFs drawn with pdf-lib from the seeded
 * leases themselves, so names, units, dates and rent on paper match the screens. Stored through
 * the file store like any upload; if the seed's transaction fails, the bytes are orphans that
 * the housekeeping at start removes.
 */

type DocumentPlan = {
  email: string
  type: DocumentType
  title: string
  filename: (lease: LeaseFacts) => string
}

const PLANS: DocumentPlan[] = [
  {
    email: 'maria.garcia@example.com',
    type: 'lease_agreement',
    title: 'Residential Lease Agreement',
    filename: (l) => `Lease Agreement - ${l.propertyName} ${l.unit ?? ''}.pdf`,
  },
  {
    email: 'maria.garcia@example.com',
    type: 'inspection_report',
    title: 'Move-In Inspection Report',
    filename: (l) => `Move-in Inspection - Unit ${l.unit ?? ''}.pdf`,
  },
  {
    email: 'james.okafor@example.com',
    type: 'lease_agreement',
    title: 'Residential Lease Agreement',
    filename: () => 'Okafor Lease - 1108 Pecan Street.pdf',
  },
  {
    email: 'james.okafor@example.com',
    type: 'addendum',
    title: 'Pool and Spa Addendum',
    filename: () => 'Pool Addendum.pdf',
  },
  {
    email: 'kevin.nguyen@example.com',
    type: 'lease_agreement',
    title: 'Residential Lease Agreement',
    filename: (l) => `Lease Agreement - ${l.propertyName} ${l.unit ?? ''}.pdf`,
  },
  {
    email: 'sofia.rossi@example.com',
    type: 'lease_agreement',
    title: 'Residential Lease Agreement',
    filename: (l) => `Rossi Lease ${l.startDate.slice(0, 4)}.pdf`,
  },
  {
    email: 'sofia.rossi@example.com',
    type: 'addendum',
    title: 'Pet Addendum',
    filename: () => 'Pet Addendum - Biscuit.pdf',
  },
  {
    email: 'daniel.kim@example.com',
    type: 'addendum',
    title: 'Rent Due Date Addendum',
    filename: () => 'Due Date Addendum (5th).pdf',
  },
]

type LeaseFacts = {
  leaseId: string
  tenantName: string
  unit: string | null
  propertyName: string
  address: string
  startDate: string
  endDate: string | null
  rentCents: number
  depositCents: number
  rentDueDay: number
  ownerName: string
  createdAt: string
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The paragraphs of each kind of document, in plain words a landlord would write. */
const bodyOf = (plan: DocumentPlan, lease: LeaseFacts): [string, string][] => {
  const rent = formatMoney(fromCents(lease.rentCents))
  const premises = `${lease.address}${lease.unit ? `, Unit ${lease.unit}` : ''}`
  const term = lease.endDate
    ? `${longDate(lease.startDate)} through ${longDate(lease.endDate)}`
    : `${longDate(lease.startDate)}, month to month`
  switch (plan.type) {
    case 'inspection_report':
      return [
        ['Premises', premises],
        ['Tenant', lease.tenantName],
        ['Inspection date', longDate(lease.startDate)],
        [
          'Living room',
          'Walls and ceiling clean, no marks. Carpet new. Two window blinds working.',
        ],
        [
          'Kitchen',
          'Range, refrigerator and dishwasher working. Small chip on the counter edge by the sink, noted.',
        ],
        ['Bathroom', 'Tub, toilet and sink working; grout clean. Exhaust fan working.'],
        ['Bedrooms', 'Walls clean. Closet doors on track. Smoke detector tested and working.'],
        ['Keys handed over', '2 door keys, 1 mailbox key, 1 laundry card.'],
      ]
    case 'addendum':
      return [
        [
          'Lease',
          `Residential lease for ${premises} between ${lease.ownerName} (Landlord) and ${lease.tenantName} (Tenant).`,
        ],
        ['Terms', addendumTerms(plan.title, lease)],
        [
          'Effect',
          'All other terms of the lease stay in force. Where this addendum and the lease differ, this addendum governs.',
        ],
      ]
    default:
      return [
        ['Parties', `${lease.ownerName} (Landlord) and ${lease.tenantName} (Tenant).`],
        ['Premises', premises],
        ['Term', term],
        [
          'Rent',
          `${rent} per month, due on the ${ordinal(lease.rentDueDay)} day of each month, by Zelle, check or cash.`,
        ],
        [
          'Security deposit',
          `${formatMoney(fromCents(lease.depositCents))}, returned within 30 days of move-out less any lawful deductions.`,
        ],
        [
          'Late fee',
          'Rent not received within 3 days of the due date carries a late fee of 5% of the monthly rent.',
        ],
        [
          'Maintenance',
          'Tenant reports repairs through the tenant portal. Landlord answers urgent requests within 24 hours.',
        ],
        [
          'Guests',
          'Guests may stay up to 14 days in any six-month period without written consent.',
        ],
      ]
  }
}

const addendumTerms = (title: string, lease: LeaseFacts) => {
  if (title.startsWith('Pool'))
    return 'Tenant may use the pool and spa. Landlord services the pool weekly; the pool fee is included in the rent. No glass in the pool area; children under 12 must be supervised.'
  if (title.startsWith('Pet'))
    return 'Tenant may keep one dog, Biscuit (beagle, 24 lb). Tenant is responsible for any damage the pet causes and keeps it on a leash in common areas.'
  return `Rent is due on the ${ordinal(lease.rentDueDay)} day of each month instead of the 1st, to follow the Tenant's pay schedule. The grace period runs from the new due date.`
}

/** Words onto lines no wider than `width` points. */
const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

const MARGIN = 64

const drawSignatures = (page: PDFPage, font: PDFFont, lease: LeaseFacts, y: number) => {
  for (const [i, who] of [lease.ownerName, lease.tenantName].entries()) {
    const x = MARGIN + i * 250
    page.drawLine({
      start: { x, y },
      end: { x: x + 200, y },
      thickness: 0.6,
      color: rgb(0.4, 0.4, 0.4),
    })
    page.drawText(`${who}, ${i === 0 ? 'Landlord' : 'Tenant'}`, { x, y: y - 14, size: 9, font })
  }
}

export const renderDemoDocument = async (
  plan: DocumentPlan,
  lease: LeaseFacts,
): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${plan.title} - ${lease.tenantName}`)
  pdf.setAuthor('Morgan Property Management')
  pdf.setCreationDate(new Date(lease.createdAt))
  const page = pdf.addPage([612, 792])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 792 - MARGIN
  page.drawText('Morgan Property Management', {
    x: MARGIN,
    y,
    size: 10,
    font: regular,
    color: rgb(0.35, 0.35, 0.4),
  })
  y -= 30
  page.drawText(plan.title, { x: MARGIN, y, size: 20, font: bold })
  y -= 18
  page.drawText(lease.propertyName, {
    x: MARGIN,
    y,
    size: 11,
    font: regular,
    color: rgb(0.35, 0.35, 0.4),
  })
  y -= 32
  for (const [heading, text] of bodyOf(plan, lease)) {
    page.drawText(heading, { x: MARGIN, y, size: 11, font: bold })
    y -= 15
    for (const line of wrap(text, regular, 10.5, 612 - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular })
      y -= 14
    }
    y -= 10
  }
  drawSignatures(page, regular, lease, Math.max(y - 40, MARGIN + 20))
  return pdf.save()
}

const leaseFacts = async (db: Db, email: string): Promise<LeaseFacts | undefined> => {
  const row = await db
    .selectFrom('tenants as t')
    .innerJoin('leases as l', 'l.tenant_id', 't.id')
    .leftJoin('properties as p', 'p.id', 'l.property_id')
    .select([
      'l.id',
      't.first_name',
      't.last_name',
      't.unit',
      'p.name',
      'p.address',
      'p.city',
      'p.state',
      'p.zip_code',
      'p.owner_name',
      'l.start_date',
      'l.end_date',
      'l.monthly_rent_cents',
      'l.security_deposit_cents',
      'l.rent_due_day',
      'l.created_at',
    ])
    .where('t.email', '=', email)
    .orderBy('l.start_date', 'desc')
    .executeTakeFirst()
  if (!row) return undefined
  return {
    leaseId: row.id,
    tenantName: `${row.first_name} ${row.last_name}`,
    unit: row.unit,
    propertyName: row.name ?? 'the property',
    address: [row.address, row.city, [row.state, row.zip_code].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    startDate: row.start_date,
    endDate: row.end_date,
    rentCents: Number(row.monthly_rent_cents),
    depositCents: Number(row.security_deposit_cents),
    rentDueDay: Number(row.rent_due_day),
    ownerName: row.owner_name ?? 'The Landlord',
    createdAt: row.created_at,
  }
}

/** Draws, stores and records every planned document; leases the seed did not make are skipped. */
export const insertDemoDocuments = async (
  db: Db,
  store: FileStore,
  options: { adminId: string; now: Date },
) => {
  for (const [index, plan] of PLANS.entries()) {
    const lease = await leaseFacts(db, plan.email)
    if (!lease) continue
    const bytes = await renderDemoDocument(plan, lease)
    const key = await store.put(bytes)
    // Uploaded when the lease was signed; the inspection and addenda a little later, never in the future.
    const uploadedAt = new Date(
      Math.min(Date.parse(lease.createdAt) + index * 3_600_000, options.now.getTime()),
    ).toISOString()
    const fileId = randomUUID()
    const filename = plan.filename(lease).replace(/\s+/g, ' ').replace(' .pdf', '.pdf')
    await db
      .insertInto('stored_files')
      .values({
        id: fileId,
        storage_key: key,
        original_name: filename,
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        owner_type: 'admin',
        owner_id: options.adminId,
        created_at: uploadedAt,
      })
      .execute()
    await db
      .insertInto('lease_documents')
      .values({
        id: randomUUID(),
        lease_id: lease.leaseId,
        file_id: fileId,
        filename,
        document_type: plan.type,
        uploaded_at: uploadedAt,
      })
      .execute()
  }
}
