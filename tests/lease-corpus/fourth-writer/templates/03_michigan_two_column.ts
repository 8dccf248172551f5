import { dt, person, usd, wrapText, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, signLine } from '../sign'

type V = {
  landlord: Person
  landlordAddr: string
  tenants: Person[]
  contacts: [phone: string, email: string][]
  unit: string
  street: string
  city: string
  county: string
  zip: string
  start: string
  end: string
  rent: number
  deposit: number
  late: number
  lateAfter: string
  grace: number
  nsf: number
  guests: number
  portal: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 44, size: 8.6 })
  const { w, f, L, W } = k
  const size = 8.6
  const gutter = 16
  const colW = (W - gutter) / 2
  k.centre('LEASE OF A DWELLING UNIT', 13)
  k.centre('Two-family and small building edition \u2022 State of Michigan', 8, f.italic)
  k.gap(6)
  const topY = w.y
  const clauses: [string, string][] = []
  const put = (head: string, body: string) => clauses.push([head, body])
  const names = andList(v.tenants.map((t) => t.full))
  put(
    '1. Parties.',
    `${v.landlord.full}, of ${v.landlordAddr} ("Landlord"), leases to ${names} ("Tenant") on the terms below.`,
  )
  put(
    '2. Premises.',
    `The ${v.unit} of the two-family dwelling at ${v.street}, in the City of ${v.city}, County of ${v.county}, State of Michigan ${v.zip} (the "Premises"), with the appliances now in it.`,
  )
  put(
    '3. Term.',
    `From ${dt(v.start).long} until ${dt(v.end).long}. If Tenant stays on with Landlord's consent, the tenancy is month to month.`,
  )
  put(
    '4. Rent.',
    `Monthly rent is ${usd(v.rent)}, payable on or before the first day of each month. Rent is paid only through Landlord's online payment site, ${v.portal}, by bank account (ACH) or debit card; Landlord has no office for payments and does not accept cash, checks or money orders.`,
  )
  put(
    '5. Late rent.',
    `Rent is late if not paid by the end of the ${v.lateAfter} day of the month; Tenant then owes a late charge of ${usd(v.late)}.`,
  )
  put('6. Returned payments.', `A reversed or rejected electronic payment costs ${usd(v.nsf)}.`)
  put(
    '7. Security deposit.',
    `Tenant pays ${usd(v.deposit)} as a security deposit. Landlord will mail Tenant an itemized list of damages and the balance of the deposit within 30 days after Tenant moves out, provided Tenant gives a forwarding address in writing within 4 days of moving out.`,
  )
  put(
    '8. Utilities.',
    `Tenant pays the gas and electric for the ${v.unit.toLowerCase()}; water is shared and paid by Landlord.`,
  )
  put(
    '9. Guests.',
    `No guest may stay more than ${v.guests} consecutive days without Landlord's written permission.`,
  )
  put(
    '10. Use.',
    'The Premises are a private dwelling for the persons signing this lease. No business use, no subletting.',
  )
  put(
    '11. Repairs.',
    'Landlord keeps the Premises and common areas fit for use and in reasonable repair during the term. Tenant reports needed repairs through the payment site or in writing.',
  )
  put(
    '12. Access.',
    'Landlord may enter at reasonable times on 24 hours\u2019 notice, or at once in an emergency.',
  )
  put(
    '13. Smoke alarms.',
    'Tenant tests the smoke and carbon monoxide alarms monthly and replaces batteries.',
  )
  put('14. Snow and lawn.', 'The lower-unit tenant shovels the front walk; Landlord mows.')
  put(
    '15. Notices.',
    `Notices to Landlord: by mail to the address in paragraph 1. Notices to Tenant: to the Premises, or by e-mail to the address Tenant lists below.`,
  )
  put(
    '16. Truth in Renting.',
    'NOTICE: Michigan law establishes rights and obligations for parties to rental agreements. This agreement is required to comply with the Truth in Renting Act. If you have a question about the interpretation or legality of a provision of this agreement, you may want to seek assistance from a lawyer or other qualified person.',
  )
  put('17. Whole agreement.', 'Changes must be in writing and signed by both parties.')
  const heights = clauses.map(
    ([head, body]) => wrapText(`${head} ${body}`, w.regular, size, colW).length * size * 1.3 + 5,
  )
  const half = heights.reduce((a, b) => a + b, 0) / 2
  let used = 0
  let col = 0
  let low = w.y
  clauses.forEach(([head, body], i) => {
    if (col === 0 && used > half - 20) {
      col = 1
      low = w.y
      w.y = topY
    }
    used += heights[i] ?? 0
    k.p([`${head} ${body}`], { x: L + col * (colW + gutter), width: colW, leading: 1.3 })
  })
  w.y = Math.min(w.y, low)
  if (w.y < 200) {
    w.newPage()
    w.y = w.height - L
  }
  k.gap(8)
  k.p(`Signed on ${dt(v.signed).long}.`)
  signLine(k, `Landlord: ${v.landlord.full}`)
  v.tenants.forEach((t, i) => {
    const c = v.contacts[i]
    signLine(k, `Tenant: ${t.full}${c ? `    Phone ${c[0]}    E-mail ${c[1]}` : ''}`, L, 380)
  })
  const [c0] = v.contacts
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: c0?.[1] ?? null,
      tenantPhone: c0?.[0] ?? null,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}, Michigan ${v.zip}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      housingProvider: v.landlord.full,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH'],
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'payable on or before the first day of each month',
      paymentRecipient: null,
      paymentAddress: null,
      nsfPolicy: `A reversed or rejected electronic payment costs ${usd(v.nsf)}.`,
      depositReturnDays: 30,
      depositReturnCondition: null,
      _notes: [
        'Whole lease set in two columns. Premises in one clause: unit named as "Upper Unit"/"Lower Unit" before the street, city and county in "in the City of …, County of …, State of Michigan ZIP" (state written out, so the truth writes "Michigan").',
        'Rent is paid only through an online site (no payment address, paymentAddress and paymentRecipient null); ACH and debit card through the site, so Online Portal and ACH.',
        'The deposit clause words the return as "Landlord will mail … within 30 days after Tenant moves out"; it has no "return the deposit …" phrase, so depositReturnCondition is left null and depositReturnDays 30.',
        'Tenant contacts only on the signature lines; the first tenant\u2019s are the truth.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'michigan_two_column',
  title: 'Michigan two-family dwelling lease set in two columns',
  exercises:
    'two-column layout, "Upper Unit"/"Lower Unit" before the street, city and county in a separate clause ("in the City of …, County of …"), premises defined in quotes, online-portal-only payment with no address, late after a day in words, Truth in Renting notice, contacts on the signature lines',
  docs: [
    {
      name: 'tw4_mi_two_column_lease_hamtramck',
      build: () =>
        build({
          landlord: person('Bogdan', 'Wisniewski-Hall'),
          landlordAddr: '11650 Joseph Campau Avenue, Hamtramck, MI 48212',
          tenants: [person('Farida', 'Haque'), person('Mateusz', 'Lindqvist')],
          contacts: [
            ['(313) 555-0172', 'farida.haque@example.com'],
            ['(313) 555-0180', 'mlindqvist@example.net'],
          ],
          unit: 'Upper Unit',
          street: '2841 Caniff Street',
          city: 'Hamtramck',
          county: 'Wayne',
          zip: '48212',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1150,
          deposit: 1500,
          late: 35,
          lateAfter: 'fifth',
          grace: 5,
          nsf: 30,
          guests: 10,
          portal: 'pay.caniffrentals.example.com',
          signed: '2027-07-02',
          notes: ['Two tenants, each with a phone and e-mail on the signature lines.'],
        }),
    },
    {
      name: 'tw4_mi_two_column_lease_kalamazoo',
      build: () =>
        build({
          landlord: person('Henrietta', 'Vanderploeg'),
          landlordAddr: '4409 W Main Street, Kalamazoo, MI 49006',
          tenants: [person('Osvaldo', 'Retana')],
          contacts: [['(269) 555-0114', 'oretana@example.org']],
          unit: 'Lower Unit',
          street: '918 Wheaton Avenue',
          city: 'Kalamazoo',
          county: 'Kalamazoo',
          zip: '49008',
          start: '2027-05-15',
          end: '2028-05-14',
          rent: 945,
          deposit: 1100,
          late: 25,
          lateAfter: 'third',
          grace: 3,
          nsf: 25,
          guests: 7,
          portal: 'rent.vanderploeg.example.org',
          signed: '2027-05-03',
          notes: ['One tenant; term starts mid-month but rent is due on the first.'],
        }),
    },
  ],
}
