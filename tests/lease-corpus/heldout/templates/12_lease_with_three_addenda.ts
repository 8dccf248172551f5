import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  moneyWords,
  footers,
  person,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  landlord: string
  landlordAddr: string
  manager: string | null
  tenants: Person[]
  phone: string | null
  email: string | null
  occupants: { p: Person; age: number }[]
  premises: string
  state: string
  start: string
  end: string
  rent: number
  deposit: number
  petRent: number
  petDeposit: number
  grace: number
  latePct: number
  nsf1: number
  nsf2: number | null
  bank: string | null
  zelle: string | null
  methods: string
  methodNames: string[]
  returnDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 72
  const W = w.width - 2 * L
  const title = (t: string, sub?: string) => {
    w.page.drawText(t, {
      x: (w.width - w.bold.widthOfTextAtSize(t, 13)) / 2,
      y: w.y,
      size: 13,
      font: w.bold,
    })
    w.y -= 16
    if (sub) {
      w.page.drawText(sub, {
        x: (w.width - f.italic.widthOfTextAtSize(sub, 9.5)) / 2,
        y: w.y,
        size: 9.5,
        font: f.italic,
      })
      w.y -= 14
    }
    w.y -= 8
  }
  const o = { size: 10.5, x: L, width: W, leading: 1.45, after: 7, bottom: 72 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const payee = v.manager ?? v.landlord
  title('RESIDENTIAL LEASE')
  p([
    `${v.landlord} ("Landlord") leases to ${v.tenants.map((t) => t.full).join(' and ')} ("Tenant") the dwelling at ${v.premises} (the "Dwelling") on the following terms. Addenda A, B and C are attached and are part of this Lease.`,
  ])
  let n = 0
  const cl = (h: string, body: string) => {
    n++
    need(w, 40)
    p([`${n}. ${h}.`, body])
  }
  cl('Term', `This Lease begins ${dt(v.start).long} and ends ${dt(v.end).long}.`)
  cl(
    'Rent',
    `Rent is ${moneyWords(v.rent)} per month, due on the first day of each month. How and where rent is paid is set out in Addendum B.`,
  )
  cl(
    'Late Rent',
    `Rent not received by the end of the ${v.grace}th day after it is due is late, and Tenant shall then owe a late fee of ${v.latePct} percent of the monthly rent.`,
  )
  cl(
    'Security Deposit',
    `Tenant has paid Landlord a security deposit of ${moneyWords(v.deposit)}. Landlord may use the deposit to pay for unpaid rent and for damage beyond ordinary wear and tear. Landlord shall return the deposit, with a written list of any deductions, within ${v.returnDays} days after the Lease ends and Tenant returns possession.`,
  )
  cl(
    'Who May Live Here',
    'Only Tenant and the occupants listed in Addendum A may live in the Dwelling. A visitor who stays more than fourteen (14) nights in a six-month period becomes an unauthorized occupant.',
  )
  cl(
    'Care of the Dwelling',
    'Tenant shall keep the Dwelling safe and clean, use all appliances and fixtures reasonably, and not damage or allow anyone else to damage the Dwelling. Tenant shall promptly notify Landlord of any needed repair.',
  )
  cl(
    "Landlord's Duties",
    `Landlord shall keep the Dwelling in the condition required by the laws of ${v.state} and local housing codes, and shall make repairs within a reasonable time after notice.`,
  )
  cl(
    'Entry',
    "Landlord may enter the Dwelling at reasonable times after giving at least 24 hours' notice, and at any time in an emergency.",
  )
  cl(
    'Alterations and Locks',
    "Tenant may not alter the Dwelling or change or add locks without Landlord's written consent.",
  )
  cl(
    "Renter's Insurance",
    "Tenant is strongly encouraged to carry renter's insurance. Landlord's insurance does not cover Tenant's belongings.",
  )
  cl(
    'Ending the Lease',
    'At the end of the term this Lease ends unless the parties sign a renewal. Tenant shall leave the Dwelling clean, return all keys, and give Landlord a forwarding address.',
  )
  cl(
    'Notices',
    `Notices to Landlord shall be sent to ${v.landlordAddr}. Notices to Tenant shall be sent to the Dwelling${v.phone || v.email ? `, with a copy by text or e-mail to ${[v.phone, v.email].filter(Boolean).join(' / ')}` : ''}.`,
  )
  cl(
    'Whole Agreement',
    'This Lease and its Addenda are the whole agreement. Any change must be in writing and signed by Landlord and Tenant.',
  )
  need(w, 40 + 30 * (v.tenants.length + 1))
  w.y -= 16
  const sig = (who: string) => {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(`${who}     Date: ${dt(v.signed).us}`, {
      x: L,
      y: w.y - 11,
      size: 9,
      font: w.regular,
    })
    w.y -= 32
  }
  sig(`Landlord: ${v.landlord}`)
  v.tenants.forEach((t) => sig(`Tenant: ${t.full}`))
  // Addendum A
  w.newPage()
  title('ADDENDUM A', 'Occupants and Pets')
  p([`This Addendum is part of the Lease for ${v.premises}.`])
  p([
    'A-1. Occupants. In addition to Tenant, the following persons may live in the Dwelling. They are not tenants and did not sign the Lease:',
  ])
  if (v.occupants.length)
    v.occupants.forEach((oc) => {
      w.page.drawText(`•  ${oc.p.full}, age ${oc.age}`, {
        x: L + 24,
        y: w.y,
        size: 10.5,
        font: w.regular,
      })
      w.y -= 16
    })
  else {
    w.page.drawText('•  None', { x: L + 24, y: w.y, size: 10.5, font: w.regular })
    w.y -= 16
  }
  w.y -= 6
  p([
    `A-2. Pets. Tenant may keep ${v.petRent ? 'one dog or cat, approved by Landlord in writing' : 'no pets'}.${v.petRent ? ` Tenant shall pay monthly pet rent of ${usd(v.petRent)} in addition to rent, and a refundable pet deposit of ${usd(v.petDeposit)}, which is separate from the security deposit.` : ''} Assistance animals are not pets.`,
  ])
  p([
    'A-3. Pet rules. Pets must be leashed outside, may not be left outside unattended, and may not disturb neighbors. Tenant is responsible for all damage caused by a pet.',
  ])
  // Addendum B
  w.newPage()
  title('ADDENDUM B', 'Rent Payment Instructions and Fees')
  p([
    `B-1. Payee. All rent and charges are payable to ${payee}${v.manager ? `, Landlord's manager,` : ''} at ${v.landlordAddr}.`,
  ])
  p([`B-2. Methods. Landlord accepts ${v.methods}.`])
  if (v.bank)
    p([
      `B-3. Bank transfer. Transfers may be made to account number ${v.bank}. Put the Dwelling address in the reference.`,
    ])
  if (v.zelle) p([`B-4. Zelle. Zelle payments may be sent to ${v.zelle}.`])
  p([
    `B-5. Returned payments. ${v.nsf2 ? `Tenant shall pay ${usd(v.nsf1)} for the first returned payment and ${usd(v.nsf2)} for each later returned payment.` : `Tenant shall pay ${usd(v.nsf1)} for each returned payment.`}`,
  ])
  p(['B-6. Receipts. Landlord will give a receipt for any payment on request.'])
  // Addendum C
  w.newPage()
  title('ADDENDUM C', 'Utilities and Services')
  const rows: [string, string][] = [
    ['Electricity', 'Tenant'],
    ['Natural gas / heat', 'Tenant'],
    ['Water and sewer', 'Landlord'],
    ['Trash and recycling', 'Landlord'],
    ['Internet / cable', 'Tenant'],
    ['Snow removal (walks)', 'Tenant'],
    ['Lawn care', 'Landlord'],
  ]
  w.tableRow(
    [
      ['Service', L + 6],
      ['Paid / done by', L + 220],
    ],
    L + 360,
    10,
  )
  for (const [a, b] of rows)
    w.tableRow(
      [
        [a, L + 6],
        [b, L + 220],
      ],
      L + 360,
      10,
    )
  w.y -= 10
  p([
    "C-1. Tenant shall transfer Tenant-paid utilities into Tenant's name effective on the first day of the term and shall not allow them to be shut off.",
  ])
  footers(w, w.regular, (i, m) => `Page ${i} of ${m}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((x) => x.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.manager,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methodNames,
      bankAccount: v.bank,
      zelleNumber: v.zelle,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf1,
      nsfFeeAdditional: v.nsf2,
      rentDueDescription: 'due on the first day of each month',
      paymentRecipient: payee,
      paymentAddress: v.landlordAddr,
      nsfPolicy: v.nsf2
        ? `Tenant shall pay ${usd(v.nsf1)} for the first returned payment and ${usd(v.nsf2)} for each later returned payment.`
        : `Tenant shall pay ${usd(v.nsf1)} for each returned payment.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `with a written list of any deductions, within ${v.returnDays} days after the Lease ends and Tenant returns possession`,
      _notes: [
        'Facts are split between the Lease and three addenda on separate pages: occupants (with ages) and pets in A, payee, payment methods, bank/Zelle and returned-payment fees in B, utilities in C.',
        'monthlyRent excludes pet rent (a separate charge in Addendum A). Tenant contact only in the notices clause. Guest limit "fourteen (14) nights in a six-month period".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'lease_with_three_addenda',
  title: 'Plain residential lease with Addenda A (occupants, pets), B (payment) and C (utilities)',
  exercises:
    'plain lease with three addenda on separate pages, occupants with ages in an addendum, payment details and tiered returned-payment fees in an addendum, pet rent, amounts in words with figures, contacts in the notices clause',
  docs: [
    {
      name: 'addenda_lease_pittsburgh_pa',
      build: () =>
        build({
          landlord: 'Bloomfield Row Properties LP',
          landlordAddr: '4733 Liberty Avenue, Suite 2, Pittsburgh, PA 15224',
          manager: 'Allegheny Keystone Management',
          tenants: [person('Ignacio', 'Brannigan'), person('Tamsin', 'Oduya')],
          phone: '(412) 555-0178',
          email: 'ignacio.brannigan@example.com',
          occupants: [
            { p: person('Felix', 'Brannigan'), age: 9 },
            { p: person('Rosa', 'Brannigan'), age: 6 },
          ],
          premises: '5210 Cypress Street, Pittsburgh, PA 15224',
          state: 'Pennsylvania',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1780,
          deposit: 1780,
          petRent: 35,
          petDeposit: 300,
          grace: 5,
          latePct: 5,
          nsf1: 30,
          nsf2: 50,
          bank: null,
          zelle: '(412) 555-0199',
          methods: 'personal checks, money orders and Zelle; no cash',
          methodNames: ['Check', 'Money Order', 'Zelle'],
          returnDays: 30,
          signed: '2027-04-15',
          notes: [
            'Manager named only in Addendum B as payee; rent and notices go to the same Liberty Avenue office.',
          ],
        }),
    },
    {
      name: 'addenda_lease_providence_ri',
      build: () =>
        build({
          landlord: 'Philomena Azevedo',
          landlordAddr: '88 Ives Street, Providence, RI 02906',
          manager: null,
          tenants: [person('Jericho', 'Lindstrom-Bah')],
          phone: null,
          email: 'jlindstrombah@example.org',
          occupants: [],
          premises: '311 Wickenden Street, 2nd Floor, Providence, RI 02903',
          state: 'Rhode Island',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 1625,
          deposit: 1625,
          petRent: 0,
          petDeposit: 0,
          grace: 15,
          latePct: 4,
          nsf1: 25,
          nsf2: null,
          bank: '011500120-4478213',
          zelle: null,
          methods: 'checks and bank transfers',
          methodNames: ['Check', 'Bank Transfer'],
          returnDays: 20,
          signed: '2026-12-03',
          notes: [
            'Individual landlord, no manager. No occupants, no pets. Rhode Island: late after the 15th day, 20-day deposit return. One returned-payment fee (nsfFeeAdditional null).',
          ],
        }),
    },
  ],
}
