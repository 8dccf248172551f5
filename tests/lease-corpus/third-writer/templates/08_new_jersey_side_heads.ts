import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  agent: string | null
  agentAddr: string
  tenants: Person[]
  occupants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  late: number
  nsf: number
  parking: number
  superPhone: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.4 })
  const { w, f, L, W } = k
  const side = 112
  k.centre('APARTMENT LEASE', 15, f.sansBold)
  k.centre('New Jersey \u2014 one to four family and garden apartment buildings', 8.5, f.sans)
  k.gap(8)
  const sec = (head: string, body: string) => {
    if (w.y < 110) {
      w.newPage()
      w.y = w.height - 60
    }
    const y = w.y
    head.split('\n').forEach((h, i) =>
      w.page.drawText(h, {
        x: L,
        y: y - i * 11,
        size: 9,
        font: f.sansBold,
        color: rgb(0.2, 0.2, 0.35),
      }),
    )
    k.p(body, { x: L + side, width: W - side })
    w.page.drawLine({
      start: { x: L, y: w.y + 4 },
      end: { x: L + W, y: w.y + 4 },
      thickness: 0.3,
      color: rgb(0.6, 0.6, 0.6),
    })
    w.y -= 6
  }
  const names = v.tenants.map((t) => t.full).join(' and ')
  sec(
    'Parties',
    `This lease is between ${v.landlord} (the Landlord)${v.agent ? `, through its managing agent ${v.agent}` : ''}, and ${names} (the Tenant). If there is more than one Tenant, each is responsible for the whole rent.`,
  )
  sec('Apartment', `${v.premises}, with one storage cage in the basement.`)
  sec(
    'Who lives here',
    `Only the Tenant${v.occupants.length ? ` and ${v.occupants.map((o) => o.full).join(', ')} (an occupant, not a Tenant)` : ''} may live in the Apartment.`,
  )
  sec('Term', `The lease starts on ${dt(v.start).long} and ends on ${dt(v.end).long}.`)
  sec(
    'Rent',
    `The monthly rent is ${moneyWords(v.rent)}. It is due on the first day of every month. Pay by check or money order made out to the Landlord, delivered to ${v.agentAddr}.`,
  )
  sec(
    'Late charge',
    `If rent is not paid within five (5) days after it is due, the Tenant pays a late charge of ${usd(v.late)}. A senior citizen receiving Social Security may have five business days instead, as N.J.S.A. 2A:42-6.1 provides.`,
  )
  sec(
    'Bounced\nchecks',
    `A returned check costs ${usd(v.nsf)}. After one returned check the Landlord may demand money orders.`,
  )
  sec(
    'Parking',
    v.parking
      ? `One off-street space, for ${usd(v.parking)} a month in addition to rent.`
      : 'No parking is included.',
  )
  sec(
    'Security\ndeposit',
    `The Tenant has paid a security deposit of ${usd(v.deposit)}. The Landlord will put it in an interest-bearing account and tell the Tenant the bank\u2019s name and address within thirty days. Within thirty (30) days after the lease ends the Landlord will return the deposit plus interest, less the cost of any damage, with an itemized list, by personal delivery or registered or certified mail.`,
  )
  sec(
    'Repairs',
    `Call the superintendent at ${v.superPhone} for repairs. The superintendent cannot change the lease.`,
  )
  sec('Notices', `Notices to the Landlord must be in writing, mailed to ${v.agentAddr}.`)
  sec(
    'Truth in\nRenting',
    'The Tenant acknowledges receiving the Truth in Renting statement of the Department of Community Affairs.',
  )
  k.gap(8)
  k.line(`Signed on ${dt(v.signed).long}:`, 9.4)
  k.gap(8)
  v.tenants.forEach((t, i) => {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Tenant: ${t.full}`, { x: L, y: w.y - 10, size: 8.6, font: f.sans })
    if (i === 0)
      w.page.drawText(`Phone ${v.phone} \u00b7 ${v.email}`, {
        x: L + 240,
        y: w.y - 10,
        size: 8.6,
        font: f.sans,
      })
    w.y -= 32
  })
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Landlord: ${v.landlord}${v.agent ? `, by ${v.agent}, agent` : ''}`, {
    x: L,
    y: w.y - 10,
    size: 8.6,
    font: f.sans,
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
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
      managementCompany: v.agent,
      housingProvider: v.landlord,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on the first day of every month',
      paymentRecipient: v.landlord,
      paymentAddress: v.agentAddr,
      nsfPolicy: `A returned check costs ${usd(v.nsf)}. After one returned check the Landlord may demand money orders.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within thirty (30) days after the lease ends the Landlord will return the deposit plus interest, less the cost of any damage, with an itemized list',
      _notes: [
        'Lease set with side headings in a narrow left column and the text in a wide right column.',
        'The superintendent\u2019s phone is a distractor. Parking is a monthly charge on top of rent, not rent.',
        'Checks are made out to the Landlord but delivered to the stated address (paymentRecipient the Landlord, paymentAddress that address).',
        'Late charge flat after five days (lateFeePercentage null). Tenant contacts on the signature lines.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_jersey_side_heads',
  title: 'New Jersey apartment lease set with side headings beside the clauses',
  exercises:
    'side-heading two-column layout, managing agent present or absent, occupant who is not a tenant, parking fee and superintendent phone as distractors',
  docs: [
    {
      name: 'tw3_nj_apartment_lease_newark',
      build: () =>
        build({
          landlord: 'Ironbound Garden Apartments LLC',
          agent: 'Passaic Ridge Management Co.',
          agentAddr: '1 Gateway Center, Suite 2600, Newark, NJ 07102',
          tenants: [person('Oluwaseun', 'Barreiro')],
          occupants: [],
          phone: '(973) 555-0142',
          email: 'seun.barreiro@example.com',
          premises: '214 Ferry Street, Apt 3R, Newark, NJ 07105',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1725,
          deposit: 2587.5,
          late: 50,
          nsf: 35,
          parking: 0,
          superPhone: '(973) 555-0103',
          signed: '2027-02-15',
          notes: [
            'Deposit is one and a half months ($2,587.50). Lease ends February 29, 2028 (leap year).',
          ],
        }),
    },
    {
      name: 'tw3_nj_apartment_lease_hoboken',
      build: () =>
        build({
          landlord: 'Gregor Vasquez-Lindqvist',
          agent: null,
          agentAddr: '901 Bloomfield Street, Hoboken, NJ 07030',
          tenants: [person('Celestine', 'Mbeki'), person('Hugo', 'Lindahl')],
          occupants: [person('Noor', 'Lindahl')],
          phone: '(201) 555-0187',
          email: 'celestine.mbeki@example.org',
          premises: '715 Park Avenue, Apt 2, Hoboken, NJ 07030',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 3150,
          deposit: 4725,
          late: 75,
          nsf: 40,
          parking: 175,
          superPhone: '(201) 555-0106',
          signed: '2027-05-10',
          notes: [
            'Individual landlord, no agent (managementCompany null); two tenants and one occupant; parking $175.00/month.',
          ],
        }),
    },
  ],
}
