import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  dt,
  plain,
  person,
  BLUE,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  owner: string
  manager: string | null
  mgrAddr: string
  mgrPhone: string
  tenants: { p: Person; phone: string | null; email: string | null }[]
  occupants: Person[] | null
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lateFlat: number | null
  latePct: number | null
  grace: number | null
  nsf: number | null
  guests: number | null
  payBy: string
  payNames: string[]
  form: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 40
  const R = w.width - 40
  const W = R - L
  let y = w.height - 46
  w.page.drawText('RESIDENTIAL LEASE', { x: L, y, size: 16, font: w.bold })
  w.page.drawText('SHORT FORM — ONE PAGE', { x: L + 180, y: y + 2, size: 9, font: w.regular })
  w.page.drawText(v.form, { x: R - 120, y: y + 2, size: 7, font: w.regular })
  y -= 14
  const H = 28
  const cell = (label: string, value: string | null, x: number, wd: number, h = H, size = 9.5) => {
    w.page.drawRectangle({
      x,
      y: y - h,
      width: wd,
      height: h,
      borderWidth: 0.8,
      borderColor: rgb(0, 0, 0),
    })
    w.page.drawText(label, { x: x + 3, y: y - 8, size: 6, font: w.bold })
    if (value) w.page.drawText(value, { x: x + 4, y: y - 21, size, font: f.mono, color: BLUE })
  }
  const next = (h = H) => (y -= h)
  cell('OWNER / LANDLORD', v.owner, L, W / 2)
  cell('MANAGING AGENT', v.manager, L + W / 2, W / 2)
  next()
  cell('ADDRESS FOR NOTICES AND RENT PAYMENTS', v.mgrAddr, L, W * 0.7)
  cell('PHONE', v.mgrPhone, L + W * 0.7, W * 0.3)
  next()
  for (let i = 0; i < 3; i++) {
    const t = v.tenants[i]
    cell(`TENANT ${i + 1} (LAST, FIRST)`, t ? `${t.p.last}, ${t.p.first}` : null, L, W * 0.38)
    cell('PHONE', t?.phone ?? null, L + W * 0.38, W * 0.22)
    cell('E-MAIL', t?.email ?? null, L + W * 0.6, W * 0.4, H, 8.5)
    next()
  }
  cell(
    'OTHER OCCUPANTS (NAMES)',
    v.occupants === null
      ? null
      : v.occupants.length
        ? v.occupants.map((o) => o.full).join(', ')
        : 'NONE',
    L,
    W,
  )
  next()
  cell('PREMISES (STREET, UNIT, CITY, STATE, ZIP)', v.premises, L, W)
  next()
  cell('LEASE BEGINS', dt(v.start).us, L, W / 4)
  cell('LEASE ENDS', dt(v.end).us, L + W / 4, W / 4)
  cell('MONTHLY RENT', `$${plain(v.rent)}`, L + W / 2, W / 4)
  cell('RENT DUE DAY', '1st', L + (3 * W) / 4, W / 4)
  next()
  cell('SECURITY DEPOSIT', `$${plain(v.deposit)}`, L, W / 4)
  cell('PET DEPOSIT', null, L + W / 4, W / 4)
  cell('LATE FEE ($)', v.lateFlat === null ? null : `$${plain(v.lateFlat)}`, L + W / 2, W / 8)
  cell('OR (% RENT)', v.latePct === null ? null : `${v.latePct}%`, L + (5 * W) / 8, W / 8)
  cell('AFTER (DAYS LATE)', v.grace === null ? null : `${v.grace}`, L + (3 * W) / 4, W / 4)
  next()
  cell('RETURNED CHECK FEE', v.nsf === null ? null : `$${plain(v.nsf)}`, L, W / 4)
  cell('MAX GUEST STAY (DAYS)', v.guests === null ? null : `${v.guests}`, L + W / 4, W / 4)
  cell('PAYMENT METHODS ACCEPTED', v.payBy, L + W / 2, W / 2, H, 8.5)
  next()
  y -= 12
  w.y = y
  const terms = [
    "TERMS. 1. Tenant rents the Premises from Owner for the term and rent shown above; rent is payable in advance on the rent due day at the address for rent payments. 2. Rent not paid within the number of days shown above is late and the late fee shown is due as additional rent. 3. The security deposit will be returned within 30 days after Tenant vacates, less lawful deductions itemized in writing. 4. Only the tenants and occupants named above may live at the Premises. 5. Tenant shall keep the Premises clean, report repairs promptly and pay for damage caused by Tenant or guests. 6. Owner or agent may enter with 24 hours' notice except in an emergency. 7. No pets or smoking without written consent. 8. Tenant shall not sublet. 9. Notices to Owner go to the address above; notices to Tenant go to the Premises. 10. This page is the entire agreement; changes must be in writing.",
  ]
  flow(w, f, terms, { size: 8, x: L, width: W, leading: 1.35 })
  y = w.y - 18
  for (const i of v.tenants.keys()) {
    const x = L + (i % 3) * (W / 3)
    w.page.drawLine({ start: { x, y }, end: { x: x + W / 3 - 14, y }, thickness: 0.5 })
    w.page.drawText(`Tenant ${i + 1} signature`, { x, y: y - 9, size: 7, font: w.regular })
  }
  y -= 34
  w.page.drawLine({ start: { x: L, y }, end: { x: L + W / 3 - 14, y }, thickness: 0.5 })
  w.page.drawText('Owner / Agent signature', { x: L, y: y - 9, size: 7, font: w.regular })
  if (w.doc.getPageCount() !== 1) throw new Error('one-page form overflowed')
  const first = at(v.tenants, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.mgrAddr,
      acceptedPaymentMethods: v.payNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: '1st',
      paymentRecipient: v.manager ?? v.owner,
      paymentAddress: v.mgrAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'returned within 30 days after Tenant vacates, less lawful deductions itemized in writing',
      _notes: [
        'One-page box-grid form: labels in small capitals at the top of each cell, values typed inside. Unused cells (third tenant row, pet deposit, one of the two late-fee cells) are left empty.',
        'Tenant names are typed "Last, First" under a "(LAST, FIRST)" caption.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'one_page_box_grid',
  title: 'One-page short-form residential lease laid out as a grid of labelled boxes',
  exercises:
    'one-page box-grid short form, up to 3 tenants in "Last, First" form, empty labelled cells',
  docs: [
    {
      name: 'one_page_grid_lease_denver',
      build: () =>
        build({
          owner: 'Cherry Creek Flats LLC',
          manager: 'Front Range Rental Co.',
          mgrAddr: '1600 Broadway, Suite 1450, Denver, CO 80202',
          mgrPhone: '(303) 555-0125',
          tenants: [
            {
              p: person('Beatrice', 'Quaye'),
              phone: '(720) 555-0150',
              email: 'bquaye@example.com',
            },
            {
              p: person('Lorcan', 'Mahoney'),
              phone: '(303) 555-0197',
              email: 'lorcan.m@example.org',
            },
          ],
          occupants: null,
          premises: '1245 N Ogden Street, Apt 7, Denver, CO 80218',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 1925,
          deposit: 1925,
          lateFlat: 50,
          latePct: null,
          grace: 7,
          nsf: 20,
          guests: 14,
          payBy: 'Check, money order, Zelle',
          payNames: ['Check', 'Money Order', 'Zelle'],
          form: 'Form SF-1 (rev. 2025)',
          notes: [
            'The occupants box is empty (null). Late fee $50 (flat) after 7 days; the % cell is empty.',
          ],
        }),
    },
    {
      name: 'one_page_grid_lease_raleigh',
      build: () =>
        build({
          owner: 'Josephine Abernathy-Lowe',
          manager: null,
          mgrAddr: 'P.O. Box 98014, Raleigh, NC 27624',
          mgrPhone: '(919) 555-0178',
          tenants: [
            { p: person('Marcus', 'Oyelowo'), phone: '(984) 555-0123', email: null },
            { p: person('Hana', 'Oyelowo'), phone: null, email: 'hana.oyelowo@example.com' },
            { p: person('Tomás', 'Herrera'), phone: '(919) 555-0109', email: null },
          ],
          occupants: [],
          premises: '312 Oberlin Road, Raleigh, NC 27605',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 1650,
          deposit: 1650,
          lateFlat: null,
          latePct: 5,
          grace: 5,
          nsf: 25,
          guests: null,
          payBy: "Cashier's check or money order",
          payNames: ["Cashier's Check", 'Money Order'],
          form: 'Form SF-1 (rev. 2025)',
          notes: [
            "Three tenants fill all tenant rows; only the second has an e-mail, so tenantEmail (primary tenant) is null. Occupants cell says NONE ([]). No managing agent: the owner's P.O. box receives rent and notices.",
            'Late fee given only as 5% of rent after 5 days; guest-stay cell empty.',
          ],
        }),
    },
  ],
}
