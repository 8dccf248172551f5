import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  fontsFor,
  flow,
  footers,
  need,
  dt,
  usd,
  person,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  company: string
  poBox: string
  office: string
  phone: string
  hours: string
  owner: string
  tenants: Person[]
  occupants: Person[]
  tenantPhone: string
  tenantEmail: string
  premises: string
  state: string
  start: string
  end: string
  rent: number
  deposit: number
  petDeposit: number | null
  late: { kind: 'pct'; pct: number } | { kind: 'flat'; amount: number }
  graceDays: number
  nsf1: number
  nsf2: number
  returnDays: number
  guests: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin
  const R = w.width - w.margin
  // letterhead
  w.page.drawText(v.company.toUpperCase(), {
    x: L,
    y: w.y,
    size: 14,
    font: w.bold,
    color: rgb(0.1, 0.3, 0.2),
  })
  w.y -= 13
  w.page.drawText(`Mailing: ${v.poBox}  ·  Office: ${v.office}  ·  ${v.phone}`, {
    x: L,
    y: w.y,
    size: 7.5,
    font: w.regular,
  })
  w.y -= 6
  w.page.drawLine({
    start: { x: L, y: w.y },
    end: { x: R, y: w.y },
    thickness: 2,
    color: rgb(0.1, 0.3, 0.2),
  })
  w.y -= 30
  w.page.drawText('RESIDENTIAL LEASE AGREEMENT', { x: L, y: w.y, size: 15, font: w.bold })
  w.y -= 24
  w.page.drawText('LEASE SUMMARY', { x: L, y: w.y, size: 9, font: w.bold, color: GREY })
  w.y -= 16
  const lateText =
    v.late.kind === 'pct' ? `${v.late.pct}% of monthly rent` : `${usd(v.late.amount)} flat`
  const rows: [string, string][] = [
    ['Resident(s)', v.tenants.map((t) => t.full).join(', ')],
    ['Other occupants', v.occupants.length ? v.occupants.map((t) => t.full).join(', ') : '—'],
    ['Property', v.premises],
    ['Owner', v.owner],
    ['Managing agent', v.company],
    ['Lease term', `${dt(v.start).us} through ${dt(v.end).us}`],
    ['Monthly rent', `${usd(v.rent)} due on the 1st`],
    ['Security deposit', usd(v.deposit)],
    ['Pet deposit', v.petDeposit === null ? 'N/A' : usd(v.petDeposit)],
    [
      'Late fee',
      `${lateText} if unpaid after the ${v.graceDays}${v.graceDays === 3 ? 'rd' : 'th'}`,
    ],
  ]
  for (const [k, val] of rows)
    w.tableRow(
      [
        [k, L + 6],
        [val, L + 130],
      ],
      R,
      9,
    )
  w.y -= 10
  let n = 0
  const c = (head: string, text: string) => {
    n += 1
    need(w, 40)
    flow(w, f, [`${n}. ${head.toUpperCase()}.`, text], { size: 9, leading: 1.45, after: 6 })
  }
  c(
    'Parties',
    `This Residential Lease Agreement ("Lease") is made on ${dt(v.signed).long} between ${v.company}, as agent for the owner of the Property ("Agent"), and the Resident(s) named in the Lease Summary. Each Resident is jointly and severally liable for all obligations under this Lease.`,
  )
  c(
    'Term',
    `The Lease begins on ${dt(v.start).long} and ends at noon on ${dt(v.end).long}. Resident shall give Agent at least sixty (60) days' written notice of intent to vacate at the end of the term; otherwise the Lease continues month to month at Agent's then-current rent.`,
  )
  c(
    'Rent',
    `Monthly rent of ${usd(v.rent)} is due in advance on or before the 1st day of each month without demand. Rent is paid through the Agent's online resident portal (ACH e-check or debit card) or by cashier's check or money order mailed to ${v.company}, ${v.poBox}. Cash and personal checks are not accepted.`,
  )
  c(
    'Late charges',
    v.late.kind === 'pct'
      ? `If rent is not received by 5:00 p.m. on the ${v.graceDays}${v.graceDays === 3 ? 'rd' : 'th'} day of the month, Resident shall pay a late charge equal to ${v.late.pct}% of the monthly rent.`
      : `If rent is not received by 5:00 p.m. on the ${v.graceDays}th day of the month, Resident shall pay a one-time late charge of ${usd(v.late.amount)}.`,
  )
  c(
    'Returned payments',
    `Resident shall pay ${usd(v.nsf1)} for the first payment returned for any reason and ${usd(v.nsf2)} for each returned payment after that. After two returned payments, Agent may require certified funds for the remainder of the term.`,
  )
  c(
    'Security deposit',
    `Resident has paid the security deposit shown in the Lease Summary. Agent shall return the deposit, with an itemized statement of any deductions for unpaid amounts and damage beyond ordinary wear and tear, within ${v.returnDays} days after Resident surrenders possession and provides a forwarding address.`,
  )
  c(
    'Use and occupancy',
    'The Property shall be used only as a private single-family residence by the Residents and the occupants listed in the Lease Summary.',
  )
  c(
    'Guests',
    `No guest may stay at the Property more than ${v.guests} days in any six-month period without Agent's prior written approval.`,
  )
  c(
    'Utilities',
    "Resident shall place all utilities (electric, gas, water, sewer, trash, internet) in Resident's name effective on the start date and shall keep them on through the end of the Lease.",
  )
  c(
    'Maintenance requests',
    `Routine maintenance requests must be submitted through the resident portal. Emergencies (fire, flooding, no heat in freezing weather, gas smell) must be called in to ${v.phone} at any hour.`,
  )
  c(
    'Resident maintenance',
    'Resident shall replace air filters every 60 days, replace smoke-alarm batteries, keep drains clear, maintain the yard, and promptly report any water leak, mold, or pest problem.',
  )
  c(
    'Alterations',
    "Resident shall not paint, install fixtures, change locks, or make any alteration without Agent's written consent.",
  )
  c(
    'Pets',
    v.petDeposit === null
      ? 'No pets of any kind are allowed without a signed Pet Addendum.'
      : 'One dog under 40 lbs is approved under the attached Pet Addendum. Other animals are not permitted.',
  )
  c('Smoking', 'Smoking of any substance is prohibited inside the dwelling and garage.')
  c(
    'Vehicles',
    "Vehicles must be parked in the garage or driveway. Inoperable or unregistered vehicles may be towed at Resident's expense.",
  )
  c(
    'Entry',
    "Agent may enter the Property at reasonable times with at least two days' notice to inspect, make repairs, or show the Property, and at any time in an emergency.",
  )
  c(
    "Renter's insurance",
    "Resident shall maintain renter's insurance with personal liability coverage of at least $100,000 and provide proof to Agent before move-in.",
  )
  c(
    'Move-out',
    'Resident shall return all keys, remotes and access devices and leave the Property clean. Carpets shall be professionally cleaned, and a receipt provided.',
  )
  c(
    'Default',
    "If Resident fails to pay rent when due or breaches any other obligation, Agent may terminate Resident's right to occupy the Property as allowed by law and recover all damages.",
  )
  c(
    'Notices',
    `Notices to Agent must be sent to ${v.company}, ${v.poBox}, or delivered to the office at ${v.office} during office hours (${v.hours}). Notices to Resident may be delivered to the Property or sent by e-mail to ${v.tenantEmail}. Resident's primary telephone: ${v.tenantPhone}.`,
  )
  c('Governing law', `This Lease is governed by the laws of the State of ${v.state}.`)
  c(
    'Entire agreement',
    'This Lease, the Lease Summary and the attached addenda are the entire agreement. Any change must be in writing and signed by Agent and Resident.',
  )
  need(w, 150)
  w.y -= 10
  for (const t of [
    ...v.tenants.map((x) => `Resident: ${x.full}`),
    `Agent: ${v.company}, for the Owner`,
  ]) {
    need(w, 34)
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 250, y: w.y }, thickness: 0.5 })
    w.page.drawLine({ start: { x: L + 300, y: w.y }, end: { x: L + 400, y: w.y }, thickness: 0.5 })
    w.page.drawText(t, { x: L, y: w.y - 10, size: 8, font: w.regular })
    w.page.drawText('Date', { x: L + 300, y: w.y - 10, size: 8, font: w.regular })
    w.y -= 36
  }
  footers(
    w,
    w.regular,
    (i, k) => `${v.company} · Residential Lease · Page ${i} of ${k} · Resident initials ____ ____`,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : [],
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.poBox,
      acceptedPaymentMethods: ['Online Portal', "Cashier's Check", 'Money Order'],
      lateFeePercentage: v.late.kind === 'pct' ? v.late.pct : null,
      gracePeriodDays: v.graceDays,
      nsfFeeFirst: v.nsf1,
      nsfFeeAdditional: v.nsf2,
      rentDueDescription: 'in advance on or before the 1st day of each month',
      paymentRecipient: v.company,
      paymentAddress: v.poBox,
      officeHours: v.hours,
      nsfPolicy: `Resident shall pay ${usd(v.nsf1)} for the first payment returned for any reason and ${usd(v.nsf2)} for each returned payment after that. After two returned payments, Agent may require certified funds for the remainder of the term.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `with an itemized statement of any deductions for unpaid amounts and damage beyond ordinary wear and tear, within ${v.returnDays} days after Resident surrenders possession and provides a forwarding address`,
      _notes: [
        'Property-manager house lease: letterhead with a P.O. box mailing address and a separate office suite, a ruled Lease Summary table, then numbered clauses over several pages.',
        'mailingAddress and paymentAddress are the P.O. box (mailed payments and notices); the office suite is only where notices may be hand-delivered. The owner is named only in the summary.',
        'Portal payments are ACH e-check or debit card; recorded as Online Portal. Personal checks and cash are excluded.',
        'The pet deposit is not the security deposit. The tenant contacts are in the Notices clause.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pm_house_lease_summary',
  title:
    'Property-manager single-family house lease with letterhead, Lease Summary table and 22 numbered clauses',
  exercises:
    'property-manager house lease, letterhead with P.O. box and office suite, summary table, numbered clauses, occupants',
  docs: [
    {
      name: 'pm_house_lease_phoenix',
      build: () =>
        build({
          company: 'Saguaro Crest Property Management',
          poBox: 'P.O. Box 45210, Phoenix, AZ 85064',
          office: '3200 E Camelback Road, Suite 175, Phoenix, AZ 85018',
          phone: '(602) 555-0166',
          hours: 'Monday–Friday, 8:00 a.m.–5:00 p.m.',
          owner: 'Desert Bloom SFR Holdings LLC',
          tenants: [person('Thaddeus', 'Morrow'), person('Imani', 'Castellanos-Morrow')],
          occupants: [person('Zara', 'Morrow'), person('Eli', 'Morrow')],
          tenantPhone: '(480) 555-0129',
          tenantEmail: 'thaddeus.morrow@example.com',
          premises: '4826 N 38th Place, Phoenix, AZ 85018',
          state: 'Arizona',
          start: '2026-08-01',
          end: '2027-07-31',
          rent: 2695,
          deposit: 2695,
          petDeposit: 400,
          late: { kind: 'pct', pct: 5 },
          graceDays: 3,
          nsf1: 30,
          nsf2: 50,
          returnDays: 14,
          guests: 14,
          signed: '2026-07-15',
          notes: [
            'Two residents and two minor occupants. gracePeriodDays 3 from "not received by 5:00 p.m. on the 3rd day".',
          ],
        }),
    },
    {
      name: 'pm_house_lease_las_vegas_scan',
      scan: {
        dpi: 150,
        rotate: -1.1,
        shear: 0.02,
        contrast: 0.9,
        noise: 26,
        seed: 702,
        quality: 50,
      },
      build: () =>
        build({
          company: 'Red Rock Residential Services, Inc.',
          poBox: 'PO Box 371188, Las Vegas, NV 89137',
          office: '8925 W Sahara Avenue, Suite 210, Las Vegas, NV 89117',
          phone: '(702) 555-0104',
          hours: 'Mon–Sat 9 a.m. to 6 p.m.',
          owner: 'Harlan and Beatriz Okafor',
          tenants: [person('Seraphina', 'Dubois')],
          occupants: [],
          tenantPhone: '(725) 555-0192',
          tenantEmail: 'sdubois@example.net',
          premises: '10548 Cobalt Ridge Court, Las Vegas, NV 89135',
          state: 'Nevada',
          start: '2026-12-01',
          end: '2027-11-30',
          rent: 2240,
          deposit: 3360,
          petDeposit: null,
          late: { kind: 'flat', amount: 75 },
          graceDays: 5,
          nsf1: 35,
          nsf2: 45,
          returnDays: 30,
          guests: 10,
          signed: '2026-11-18',
          notes: [
            'Scanned with skew, rotation and heavy speckle. Late fee is a flat $75, so lateFeePercentage is null. Owner is two individuals named together.',
          ],
        }),
    },
  ],
}
