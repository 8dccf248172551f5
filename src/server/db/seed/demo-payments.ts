import { createHash, randomUUID } from 'node:crypto'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { formatMoney, fromCents } from '../../../shared/money'
import type { FileStore } from '../../storage/file-store'
import type { Db } from '../database'

/*
 * Proofs of payment for the demo: the kind of one-page Zelle confirmation a tenant saves from
 * their bank and attaches. They go on the demo tenant's Zelle payments (her pending one too, so
 * the admin has a proof to look at before confirming) and on the Zelle payment that replaced
 * Daniel Kim's bounced check. Stored like any upload, owned by the tenant who sent them.
 */

const PROOF_TENANTS = ['maria.garcia@example.com', 'daniel.kim@example.com']
/** The demo tenant's last few payments carry a proof; older ones, like most people's, do not. */
const PROOFS_PER_TENANT = 3

type ProofFacts = {
  tenantName: string
  amountCents: number
  createdAt: string
  zelleRef: string
  recipient: string
  unit: string | null
  period: string
}

const INK = rgb(0.1, 0.1, 0.14)
const MUTED = rgb(0.42, 0.44, 0.5)
const ZELLE_PURPLE = rgb(0.42, 0.11, 0.82)

const drawProof = async (proof: ProofFacts): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Zelle payment ${proof.zelleRef}`)
  const page = pdf.addPage([396, 540])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  page.drawRectangle({ x: 0, y: 470, width: 396, height: 70, color: ZELLE_PURPLE })
  page.drawText('Payment sent', { x: 28, y: 500, size: 20, font: bold, color: rgb(1, 1, 1) })
  page.drawText(formatMoney(fromCents(proof.amountCents)), {
    x: 28,
    y: 420,
    size: 30,
    font: bold,
    color: INK,
  })
  page.drawText(`to ${proof.recipient}`, { x: 28, y: 396, size: 12, font: regular, color: MUTED })
  const sent = new Date(proof.createdAt).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  })
  const rows: [string, string][] = [
    ['From', proof.tenantName],
    ['Sent', sent],
    ['Memo', `${proof.unit ? `Unit ${proof.unit}` : 'Rent'} · ${proof.period}`],
    ['Confirmation', proof.zelleRef],
    ['Status', 'Completed'],
  ]
  rows.forEach(([label, value], i) => {
    const y = 340 - i * 34
    page.drawText(label, { x: 28, y, size: 11, font: regular, color: MUTED })
    page.drawText(value, { x: 140, y, size: 11, font: bold, color: INK })
    page.drawLine({
      start: { x: 28, y: y - 12 },
      end: { x: 368, y: y - 12 },
      thickness: 0.5,
      color: rgb(0.88, 0.88, 0.9),
    })
  })
  page.drawText('Money sent with Zelle is typically available to the recipient in minutes.', {
    x: 28,
    y: 60,
    size: 8,
    font: regular,
    color: MUTED,
  })
  return pdf.save()
}

export const insertDemoPaymentProofs = async (db: Db, store: FileStore) => {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .leftJoin('leases as l', 'l.id', 'p.lease_id')
    .leftJoin('properties as pr', 'pr.id', 'l.property_id')
    .select([
      'p.id',
      'p.tenant_id',
      'p.amount_cents',
      'p.created_at',
      'p.zelle_ref',
      'p.period',
      't.email',
      't.first_name',
      't.last_name',
      't.unit',
      'pr.zelle_recipient',
      'pr.owner_name',
    ])
    .where('t.email', 'in', PROOF_TENANTS)
    .where('p.method', '=', 'zelle')
    .where('p.status', 'in', ['pending', 'confirmed'])
    .orderBy('p.created_at', 'desc')
    .execute()
  for (const email of PROOF_TENANTS) {
    for (const row of rows.filter((r) => r.email === email).slice(0, PROOFS_PER_TENANT)) {
      const bytes = await drawProof({
        tenantName: `${row.first_name} ${row.last_name}`,
        amountCents: Number(row.amount_cents),
        createdAt: row.created_at,
        zelleRef: row.zelle_ref ?? '',
        recipient: row.zelle_recipient ?? row.owner_name ?? 'Property management',
        unit: row.unit,
        period: row.period,
      })
      const key = await store.put(bytes)
      const fileId = randomUUID()
      await db
        .insertInto('stored_files')
        .values({
          id: fileId,
          storage_key: key,
          original_name: `Zelle confirmation ${row.zelle_ref ?? ''}.pdf`.replace(' .pdf', '.pdf'),
          content_type: 'application/pdf',
          size_bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          owner_type: 'tenant',
          owner_id: row.tenant_id,
          created_at: row.created_at,
        })
        .execute()
      await db
        .updateTable('payments')
        .set({ proof_file_id: fileId })
        .where('id', '=', row.id)
        .execute()
    }
  }
}
