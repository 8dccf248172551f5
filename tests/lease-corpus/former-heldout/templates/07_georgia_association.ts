import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  fill,
  checkbox,
  footers,
  need,
  dt,
  moneyWords,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  broker: string
  brokerAddr: string
  tenants: { p: Person; phone: string | null; email: string | null }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lateKind: 'pct' | 'flat'
  late: number
  guests: number
  methods: { check: boolean; mo: boolean; cc: boolean; ach: boolean; cash: boolean }
  methodNames: string[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const S = 9.5
  const o = { size: S, leading: 1.45 }
  w.page.drawText('PEACH STATE ASSOCIATION OF REALTORS®', {
    x: w.margin,
    y: w.y,
    size: 8,
    font: w.bold,
  })
  w.page.drawText('2026 Printing', { x: w.width - w.margin - 50, y: w.y, size: 8, font: w.regular })
  w.y -= 18
  const t = 'LEASE FOR RESIDENTIAL PROPERTY'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 14)) / 2,
    y: w.y,
    size: 14,
    font: w.bold,
  })
  w.y -= 12
  const t2 = '(Landlord represented by a Broker acting as Property Manager)'
  w.page.drawText(t2, {
    x: (w.width - f.italic.widthOfTextAtSize(t2, 9)) / 2,
    y: w.y,
    size: 9,
    font: f.italic,
  })
  w.y -= 22
  const n = (num: number, head: string, segs: Parameters<typeof flow>[2]) => {
    need(w, 30)
    flow(w, f, [`${num}.`, `${head}.`, ...segs], o)
  }
  n(1, 'Parties', [
    'This Lease is entered into this',
    fill(dt(v.signed).ordinalOf, 130),
    'between',
    fill(v.landlord, 150),
    '("Landlord"), through Landlord\'s Broker,',
    fill(v.broker, 150),
    '("Property Manager"), and',
    fill(v.tenants.map((x) => x.p.full).join(' and '), 160),
    '("Tenant").',
  ])
  n(2, 'Property', [
    'Landlord leases to Tenant the property located at',
    fill(v.premises, 230),
    '("Property"), including all fixtures and the following appliances: refrigerator, range, dishwasher.',
  ])
  n(3, 'Term', [
    'The term of this Lease shall begin on the',
    fill(dt(v.start).ordinalOf, 130),
    'and end at 11:59 p.m. on the',
    fill(dt(v.end).ordinalOf, 130),
    '("Ending Date"). Thereafter the Lease shall automatically renew on a month-to-month basis unless terminated by either party upon sixty (60) days\' notice.',
  ])
  n(4, 'Rent', [
    'Tenant shall pay Landlord, by and through Property Manager, monthly rent of',
    fill(moneyWords(v.rent, 'title'), 220),
    'in advance on or before the first (1st) day of each month without demand, at the office of Property Manager or such other place as Property Manager may designate. Rent may be paid by:',
  ])
  need(w, 18)
  let x = w.margin + 14
  x = checkbox(w.page, f, x, w.y, v.methods.check, 'personal check', S)
  x = checkbox(w.page, f, x, w.y, v.methods.cc, "cashier's check", S)
  x = checkbox(w.page, f, x, w.y, v.methods.mo, 'money order', S)
  x = checkbox(w.page, f, x, w.y, v.methods.ach, 'ACH / electronic transfer', S)
  checkbox(w.page, f, x, w.y, v.methods.cash, 'cash', S)
  w.y -= S * 2
  n(5, 'Late Payment', [
    'If any rent is not paid in full by the end of the fifth (5th) day of the month, Tenant shall pay a late charge of',
    fill(
      v.lateKind === 'pct' ? `${v.late}% of the monthly rent` : moneyWords(v.late, 'lower'),
      120,
    ),
    '. Tenant shall pay a fee of Thirty-Five Dollars ($35.00) for any check returned for insufficient funds, and after one returned check Property Manager may require payment by certified funds.',
  ])
  n(6, 'Security Deposit', [
    'Tenant shall pay a security deposit of',
    fill(moneyWords(v.deposit, 'title'), 200),
    "to Property Manager, to be deposited in Property Manager's escrow/trust account. Property Manager shall return the security deposit to Tenant, less any deductions for damage to the Property beyond normal wear and tear and unpaid sums, within one (1) month after the termination of this Lease and surrender of the Property.",
  ])
  n(7, 'Occupancy', [
    'The Property shall be occupied only by Tenant. No guest may occupy the Property for more than',
    fill(`${v.guests}`, 20),
    "days in any calendar month without Landlord's written consent.",
  ])
  n(8, 'Utilities', [
    'Tenant shall pay all utilities, including water, sewer and trash, and shall keep them connected throughout the term.',
  ])
  n(9, 'Repairs and Maintenance', [
    'Tenant shall promptly report to Property Manager any defect requiring repair. Tenant shall replace HVAC filters monthly and keep the yard mowed and free of debris.',
  ])
  n(10, 'Notices', [
    'All notices to Landlord shall be given to Property Manager at',
    fill(v.brokerAddr, 220),
    ". Notices to Tenant shall be given at the Property or at the e-mail addresses set out below each Tenant's signature.",
  ])
  n(11, 'Flooding Disclosure', [
    'Landlord discloses that the Property has not flooded at least three times within the last five years.',
  ])
  n(12, 'Entire Agreement', [
    'This Lease and any attached exhibits constitute the entire agreement between the parties and may be modified only in writing signed by both parties.',
  ])
  need(w, 200)
  w.y -= 8
  w.page.drawText('SIGNATURES', { x: w.margin, y: w.y, size: 10, font: w.bold })
  w.y -= 20
  const colW = (w.width - 2 * w.margin - 20) / 2
  const yTop = w.y
  v.tenants.forEach((t, i) => {
    const cx = w.margin + (i % 2) * (colW + 20)
    w.y = yTop - Math.floor(i / 2) * 100
    flow(w, f, [fill(null, colW - 10)], { ...o, x: cx, width: colW })
    flow(w, f, ["Tenant's Signature"], { size: 7.5, x: cx, width: colW })
    flow(w, f, ['Print Name:', fill(t.p.full, 120)], { ...o, x: cx, width: colW })
    flow(w, f, ['Phone:', fill(t.phone, 100)], { ...o, x: cx, width: colW })
    flow(w, f, ['E-mail:', fill(t.email, 130)], { ...o, x: cx, width: colW })
  })
  w.y = yTop - Math.ceil(v.tenants.length / 2) * 100 - 6
  need(w, 80)
  const y2 = w.y
  flow(w, f, [fill(null, colW - 10)], { ...o, width: colW })
  flow(w, f, ["Landlord's Signature"], { size: 7.5, width: colW })
  flow(w, f, ['Print Name:', fill(v.landlord, 120)], { ...o, width: colW })
  w.y = y2
  const bx = w.margin + colW + 20
  flow(w, f, ['Property Manager:', fill(v.broker, 120)], { ...o, x: bx, width: colW })
  flow(w, f, ['Address:', fill(v.brokerAddr, 150)], { ...o, x: bx, width: colW })
  footers(
    w,
    w.regular,
    (i, n2) =>
      `F40, Lease for Residential Property, Page ${i} of ${n2}, 01/01/26    Copyright© 2026 by Peach State Association of REALTORS®, Inc.`,
    { size: 7 },
  )
  const first = at(v.tenants, 0)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: [],
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: `11:59 p.m. on the ${dt(v.end).ordinalOf}`,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.broker,
      housingProvider: v.landlord,
      mailingAddress: v.brokerAddr,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.lateKind === 'pct' ? v.late : null,
      gracePeriodDays: 5,
      nsfFeeFirst: 35,
      rentDueDescription: 'in advance on or before the first (1st) day of each month',
      paymentRecipient: v.broker,
      paymentAddress: v.brokerAddr,
      nsfPolicy:
        'Tenant shall pay a fee of Thirty-Five Dollars ($35.00) for any check returned for insufficient funds, and after one returned check Property Manager may require payment by certified funds.',
      depositReturnDays: 30,
      depositReturnCondition:
        'less any deductions for damage to the Property beyond normal wear and tear and unpaid sums, within one (1) month after the termination of this Lease and surrender of the Property',
      _notes: [
        'Georgia association-style form; rent and deposit are written in words with figures; dates in "1st day of August, 2026" form.',
        'Rent is paid "by and through Property Manager" at its office, so paymentRecipient is the property manager and paymentAddress is the Property Manager\'s address given in the Notices paragraph and signature block (also the mailingAddress).',
        'depositReturnDays 30 from "within one (1) month". Tenants\' phones and e-mails are only on the signature page.',
        '"The Property shall be occupied only by Tenant": additionalOccupants is [].',
        'Automatic month-to-month renewal after the Ending Date does not change the lease type: it is a fixed term.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'georgia_association',
  title:
    'Georgia association-style lease for residential property through a property-manager broker',
  exercises:
    'Georgia association-style form, amounts in words, ordinal dates, broker as property manager, tenant contacts on the signature page',
  docs: [
    {
      name: 'ga_assoc_lease_atlanta',
      build: () =>
        build({
          landlord: 'Oluwaseun Bradshaw',
          broker: 'Piedmont Park Realty & Management, LLC',
          brokerAddr: '1100 Peachtree Street NE, Suite 650, Atlanta, GA 30309',
          tenants: [
            {
              p: person('Cordelia', 'Whitmore'),
              phone: '(404) 555-0191',
              email: 'cwhitmore@example.com',
            },
            {
              p: person('Rafael', 'Quintanilla'),
              phone: '(470) 555-0112',
              email: 'rquintanilla@example.net',
            },
          ],
          premises: '742 Greenwood Avenue NE, Atlanta, GA 30306',
          start: '2026-08-01',
          end: '2027-07-31',
          rent: 2600,
          deposit: 2600,
          lateKind: 'pct',
          late: 5,
          guests: 7,
          methods: { check: true, mo: false, cc: true, ach: true, cash: false },
          methodNames: ['Check', "Cashier's Check", 'ACH'],
          signed: '2026-07-09',
          notes: ['"ACH / electronic transfer" is checked: recorded as ACH.'],
        }),
    },
    {
      name: 'ga_assoc_lease_savannah',
      build: () =>
        build({
          landlord: 'Tybee Marsh Holdings, LLC',
          broker: 'Coastal Empire Property Management',
          brokerAddr: 'P.O. Box 22951, Savannah, GA 31403',
          tenants: [{ p: person('Evangeline', 'Mbeki'), phone: '(912) 555-0147', email: null }],
          premises: '118 E Jones Street, Apt B, Savannah, GA 31401',
          start: '2026-09-15',
          end: '2027-09-14',
          rent: 1795,
          deposit: 1500,
          lateKind: 'flat',
          late: 90,
          guests: 10,
          methods: { check: false, mo: true, cc: true, ach: false, cash: false },
          methodNames: ['Money Order', "Cashier's Check"],
          signed: '2026-09-01',
          notes: [
            'Late charge is a flat ninety dollars, so lateFeePercentage is null. The single tenant left the e-mail blank.',
          ],
        }),
    },
  ],
}
