import { checkbox, dt, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  company: string
  companyAddr: string
  owner: string
  tenants: Person[]
  occupants: [Person, number][]
  phone: string
  email: string
  unit: string
  street: string
  city: string
  start: string
  end: string
  rent: number
  parking: number
  concession: number
  prorated: number
  deposit: number
  fee: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { w, f, L, p } = k
  k.line('SILVER STATE APARTMENT ASSOCIATION  \u00b7  Form NV-4 (rev. 2026)', 7.4, f.sans)
  k.gap(2)
  k.centre('APARTMENT RENTAL AGREEMENT', 13.5, f.sansBold)
  k.gap(2)
  p(['Owner:', fill(v.owner, 180), 'Managing agent:', fill(v.company, 180)])
  p(['Agent\u2019s office (notices and payments):', fill(v.companyAddr, 260)])
  p(['Resident(s):', fill(v.tenants.map((t) => t.full).join(', '), 260)])
  p([
    'Other occupants (name and age):',
    fill(
      v.occupants.length ? v.occupants.map(([o, a]) => `${o.full}, ${a}`).join('; ') : null,
      200,
    ),
  ])
  p([
    'Apartment:',
    fill(`#${v.unit}`, 40),
    'Street:',
    fill(v.street, 150),
    'City/State/ZIP:',
    fill(v.city, 120),
  ])
  p(['Lease term from', fill(dt(v.start).us, 70), 'to', fill(dt(v.end).us, 70)])
  k.gap(2)
  k.line('MONTHLY CHARGES', 9.4, f.sansBold)
  k.table(
    [
      ['Charge', 'Amount'],
      ['Base rent', usd(v.rent)],
      ['Covered parking (space assigned at move-in)', usd(v.parking)],
      ['Total monthly payment', usd(v.rent + v.parking)],
    ],
    [0.7, 0.3],
    { head: true },
  )
  p(
    `Concession: ${usd(v.concession)} off the base rent of the second full month only, provided the lease is not broken. The base rent above is the rent for every month of the term.`,
  )
  k.line('DUE AT MOVE-IN', 9.4, f.sansBold)
  const total = v.prorated + v.parking + v.deposit + v.fee
  k.table(
    [
      ['Item', 'Amount'],
      [`Prorated rent, ${dt(v.start).us} to end of month`, usd(v.prorated)],
      ['Parking, first month', usd(v.parking)],
      ['Security deposit (refundable)', usd(v.deposit)],
      ['Administrative fee (non-refundable)', usd(v.fee)],
      ['Total due at move-in', usd(total)],
    ],
    [0.7, 0.3],
    { head: true },
  )
  p(
    'Rent is due on the 1st of each month and is delinquent after 11:59 p.m. on the 3rd. Nevada law caps the late fee at five percent (5%) of the periodic rent, and that is the late fee charged.',
  )
  p('Residents may pay by (boxes checked):')
  const y = w.y
  let x = L + 12
  for (const [label, on] of [
    ['Online portal', true],
    ['Check', false],
    ['Money order', true],
    ['Cashier\u2019s check', true],
    ['Cash', false],
  ] as const)
    x = checkbox(w.page, f, x, y, on, label, 8.6)
  w.y -= 16
  p(
    `Returned payment fee: ${usd(v.nsf)}. After one returned payment, all payments must be by money order or cashier\u2019s check.`,
  )
  p(
    `Deposit refund: the agent will mail the deposit, less lawful charges, with an itemized accounting within 30 days after the end of the tenancy.`,
  )
  p(
    `Guests may stay no more than 14 days in any calendar month. Notices to Resident: the apartment, ${v.email}, or ${v.phone}.`,
  )
  k.gap(4)
  p(`Date: ${dt(v.signed).us}`)
  for (const t of v.tenants) signLine(k, `Resident: ${t.full}`)
  signLine(k, `${v.company}, as agent for ${v.owner}`, L, 330)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map(([o]) => o) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, #${v.unit}, ${v.city}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['Online Portal', 'Money Order', "Cashier's Check"],
      lateFeePercentage: 5,
      gracePeriodDays: 3,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'due on the 1st of each month',
      paymentRecipient: v.company,
      paymentAddress: v.companyAddr,
      nsfPolicy: `Returned payment fee: ${usd(v.nsf)}. After one returned payment, all payments must be by money order or cashier\u2019s check.`,
      depositReturnDays: 30,
      depositReturnCondition: null,
      _notes: [
        'Association fill-in form; apartment written "#NN" in its own blank, before the street blank.',
        'Base rent vs total monthly payment with parking: monthlyRent is the base rent. The one-time concession on the second month is a distractor.',
        'Move-in table: prorated first month, parking, deposit and a non-refundable fee; totalMoveInCost is the table total.',
        'Delinquent after the 3rd: gracePeriodDays 3; late fee 5%. Payment methods from the checked boxes only.',
        'The refund sentence says the agent will "mail the deposit", not return it: depositReturnCondition null, depositReturnDays 30.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nevada_concession_move_in',
  title: 'Nevada apartment association rental agreement with monthly-charges and move-in tables',
  exercises:
    'fill-in form with "#12" unit blank, base rent vs total monthly payment with parking, a one-time concession, prorated first month and move-in total table with a non-refundable fee, check-box payment methods, certified funds after a return, percentage late fee, occupants with ages',
  docs: [
    {
      name: 'tw4_nv_assoc_lease_las_vegas',
      build: () =>
        build({
          company: 'Desert Willow Residential Services',
          companyAddr: '3960 Howard Hughes Parkway, Suite 500, Las Vegas, NV 89169',
          owner: 'Spring Mountain Garden Apartments LP',
          tenants: [person('Lorenzo', 'Achebe-Fitz'), person('Marisol', 'Quintero')],
          occupants: [[person('Dante', 'Quintero'), 8]],
          phone: '(702) 555-0119',
          email: 'marisol.quintero@example.com',
          unit: '214',
          street: '5150 Spring Mountain Road',
          city: 'Las Vegas, NV 89146',
          start: '2027-02-12',
          end: '2028-02-29',
          rent: 1395,
          parking: 45,
          concession: 500,
          prorated: 846.96,
          deposit: 1000,
          fee: 150,
          nsf: 35,
          signed: '2027-02-05',
          notes: ['Prorated rent for 17 of 28 days of February (846.96). One minor occupant.'],
        }),
    },
    {
      name: 'tw4_nv_assoc_lease_sparks',
      build: () =>
        build({
          company: 'Truckee Meadows Leasing Co.',
          companyAddr: '1575 Delucchi Lane, Suite 115, Reno, NV 89502',
          owner: 'Victorian Square Flats LLC',
          tenants: [person('Hollis', 'Brennan-Tafoya')],
          occupants: [],
          phone: '(775) 555-0188',
          email: 'hollis.bt@example.net',
          unit: '3C',
          street: '840 Victorian Avenue',
          city: 'Sparks, NV 89431',
          start: '2027-06-20',
          end: '2028-06-30',
          rent: 1260,
          parking: 30,
          concession: 250,
          prorated: 462,
          deposit: 1260,
          fee: 100,
          nsf: 30,
          signed: '2027-06-11',
          notes: [
            'Prorated rent for 11 of 30 days of June (462.00). Agent\u2019s office is in Reno, the apartment in Sparks.',
          ],
        }),
    },
  ],
}
