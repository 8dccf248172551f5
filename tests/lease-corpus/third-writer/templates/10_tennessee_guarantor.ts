import { dt, numberWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  landlord: string
  mgr: string
  mgrAddr: string
  hours: string
  tenants: Person[]
  occupants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  nsf: number
  guarantor: Person
  gAddr: string
  gPhone: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.6 })
  const { w, f, L, W, p } = k
  k.centre('RESIDENTIAL LEASE WITH GUARANTY', 13, f.sansBold)
  k.centre(`Managed by ${v.mgr} \u00b7 ${v.mgrAddr}`, 8.4, f.sans)
  k.gap(6)
  k.line('TERM TABLE', 9.6, f.sansBold)
  k.table(
    [
      ['Lease begins', 'Lease ends', 'Monthly rent', 'Security deposit', 'Rent due'],
      [dt(v.start).us, dt(v.end).us, usd(v.rent), usd(v.deposit), '1st of the month'],
    ],
    [0.2, 0.2, 0.2, 0.2, 0.2],
    { head: true },
  )
  p(
    `Parties. Landlord: ${v.landlord}, by its manager ${v.mgr} ("Manager"). Tenant(s): ${v.tenants.map((t) => t.full).join(', ')}.`,
  )
  p(`Premises. ${v.premises}.`)
  p(
    `Occupants. The following persons may also live in the Premises but do not sign as Tenants: ${v.occupants.length ? v.occupants.map((o) => o.full).join(', ') : 'none'}.`,
  )
  p(
    `Payment. Rent is due on the 1st and must be paid online through the Manager\u2019s portal or by money order at the Manager\u2019s office (${v.hours}). Rent paid after the 5th is late: a late charge of ten percent (10%) of the monthly rent is then due, as permitted by Tenn. Code Ann. \u00a7 66-28-201.`,
  )
  p(
    `Returned payments. Tenant shall pay ${usd(v.nsf)} for each payment returned unpaid and, after a second return, pay only by money order.`,
  )
  p(
    'Deposit. The security deposit is held in an escrow account. Within thirty (30) days after the lease ends Manager shall send Tenant an itemized list of damages and refund any balance.',
  )
  p('Guests. Guests staying more than seven (7) days in a month must be approved in writing.')
  p(
    `Notices. Notices to Landlord go to Manager at ${v.mgrAddr}. Tenant\u2019s contact: ${v.phone}; ${v.email}.`,
  )
  p(
    'Rules. No smoking indoors. Trash carts go out on Monday evenings. Tenant shall change HVAC filters every three months.',
  )
  k.gap(8)
  k.line('GUARANTY', 11, f.sansBold)
  p(
    `In consideration of Landlord leasing the Premises to Tenant, the undersigned Guarantor, ${v.guarantor.full}, of ${v.gAddr}, telephone ${v.gPhone}, unconditionally guarantees the payment of all rent and other sums due under this lease. The Guarantor is not a Tenant and has no right to occupy the Premises.`,
  )
  k.gap(14)
  const sig = (label: string) => {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(label, { x: L, y: w.y - 10, size: 8.6, font: f.sans })
    w.page.drawText(`Date ${dt(v.signed).us}`, {
      x: L + W - 100,
      y: w.y - 10,
      size: 8.6,
      font: f.sans,
    })
    w.y -= 32
  }
  v.tenants.forEach((t) => sig(`Tenant ${t.full}`))
  sig(`Manager, for Landlord ${v.landlord}`)
  sig(`Guarantor ${v.guarantor.full}`)
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
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.mgr,
      housingProvider: v.landlord,
      mailingAddress: v.mgrAddr,
      acceptedPaymentMethods: ['Online Portal', 'Money Order'],
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on the 1st',
      paymentRecipient: v.mgr,
      paymentAddress: v.mgrAddr,
      officeHours: v.hours,
      nsfPolicy: `Tenant shall pay ${usd(v.nsf)} for each payment returned unpaid and, after a second return, pay only by money order.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within thirty (30) days after the lease ends Manager shall send Tenant an itemized list of damages and refund any balance',
      _notes: [
        'Term table (dates, rent, deposit) at the top of the first page.',
        'The guarantor (name, address, phone) is not a tenant or occupant; the guarantor\u2019s phone is a distractor.',
        'Money orders are paid at the manager\u2019s office, whose address is in the header and the notices clause (paymentAddress).',
        `Rent paid after the 5th is late: gracePeriodDays 5; late fee 10%. ${numberWords(v.tenants.length)} tenant(s).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'tennessee_guarantor',
  title: 'Tennessee residential lease with a term table and a guaranty signed by a non-tenant',
  exercises:
    'term table, guarantor with address and phone (not a tenant), percentage late fee, portal and money order, office hours',
  docs: [
    {
      name: 'tw3_tn_lease_guaranty_nashville',
      build: () =>
        build({
          landlord: 'Wedgewood-Houston Flats LLC',
          mgr: 'Cumberland Gate Residential',
          mgrAddr: '501 Union Street, Suite 300, Nashville, TN 37219',
          hours: 'Mon\u2013Fri 9 a.m.\u20136 p.m., Sat 10 a.m.\u20132 p.m.',
          tenants: [person('Jessamyn', 'Orr')],
          occupants: [],
          phone: '(615) 555-0139',
          email: 'jessamyn.orr@example.com',
          premises: '1320 Martin Street, Apt 207, Nashville, TN 37203',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1695,
          deposit: 1695,
          nsf: 30,
          guarantor: person('Desmond', 'Orr'),
          gAddr: '88 Forest Glen Road, Knoxville, TN 37919',
          gPhone: '(865) 555-0127',
          signed: '2027-07-15',
          notes: ['Single young tenant with a parent as guarantor.'],
        }),
    },
    {
      name: 'tw3_tn_lease_guaranty_memphis_scan',
      scan: { dpi: 150, rotate: 0.8, contrast: 0.55, noise: 18, seed: 9013, quality: 55 },
      build: () =>
        build({
          landlord: 'Midtown Bluff Partners LP',
          mgr: 'Delta Crest Property Management',
          mgrAddr: '6555 Quince Road, Suite 220, Memphis, TN 38119',
          hours: 'weekdays 8:30\u20135:00',
          tenants: [person('Aurelio', 'Banerjee'), person('Tova', 'Kimura-Banerjee')],
          occupants: [person('Ravi', 'Banerjee'), person('Mina', 'Banerjee')],
          phone: '(901) 555-0164',
          email: 'aurelio.b@example.org',
          premises: '1874 Peabody Avenue, Memphis, TN 38104',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1480,
          deposit: 1000,
          nsf: 35,
          guarantor: person('Philippa', 'Kimura'),
          gAddr: '402 Ridgeway Loop, Germantown, TN 38138',
          gPhone: '(901) 555-0110',
          signed: '2027-04-19',
          notes: ['Two tenants, two child occupants, guarantor with a local address.'],
        }),
    },
  ],
}
