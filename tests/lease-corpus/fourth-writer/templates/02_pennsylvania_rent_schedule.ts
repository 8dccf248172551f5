import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  landlord: string
  landlordAddr: string
  payBox: string
  payCity: string
  tenants: Person[]
  phone: string | null
  email: string
  street: string
  unit: string
  city: string
  start: string
  end: string
  schedule: [from: string, to: string, rent: number][]
  deposit: number
  nsf: number
  nsf2: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.4 })
  const { w, f, L, W, p } = k
  k.line(
    'KEYSTONE LANDLORD FORMS  \u2022  PA-RL-7 Residential Lease with Graduated Rent',
    7.6,
    f.sans,
  )
  k.gap(6)
  k.centre('RESIDENTIAL LEASE', 14, f.sansBold)
  k.gap(4)
  k.line('Part A \u2014 The Parties', 10, f.sansBold)
  k.table(
    [
      ['Landlord', `${v.landlord}, ${v.landlordAddr}`],
      ['Tenant(s)', v.tenants.map((t) => t.full).join('; ')],
      ['Tenant e-mail / phone', [v.email, v.phone ?? ''].filter(Boolean).join('  /  ')],
    ],
    [0.28, 0.72],
  )
  k.line('Part B \u2014 The Leased Premises', 10, f.sansBold)
  k.line(`Street address: ${v.street}`, 9.4, w.regular, L + 10)
  k.line(`Unit No.: ${v.unit}`, 9.4, w.regular, L + 10)
  k.line(`Municipality, State, ZIP: ${v.city}`, 9.4, w.regular, L + 10)
  k.gap(6)
  k.line('Part C \u2014 Term and Rent Schedule', 10, f.sansBold)
  p(
    `The lease begins on ${dt(v.start).us} and ends on ${dt(v.end).us}. Rent changes during the term as set out in this schedule; each figure is the rent for one month of the period shown.`,
  )
  k.table(
    [
      ['Period', 'Monthly rent', 'Total for period'],
      ...v.schedule.map(([a, b, r]) => {
        const months =
          (dt(b).year - dt(a).year) * 12 + (Number(b.slice(5, 7)) - Number(a.slice(5, 7))) + 1
        return [`${dt(a).us} \u2013 ${dt(b).us}`, usd(r), `${usd(r * months)} (${months} months)`]
      }),
    ],
    [0.42, 0.24, 0.34],
    { head: true },
  )
  p(
    'Rent is due on the first (1st) of each month. Rent received after the fifth (5th) of the month is late, and Tenant shall then owe a late charge equal to ten percent (10%) of the monthly rent then in effect.',
  )
  k.line('Part D \u2014 Where Rent Goes', 10, f.sansBold)
  p(`Remit all rent to ${v.landlord} at:`)
  k.line(v.payBox, 9.4, w.regular, L + 30)
  k.line(v.payCity, 9.4, w.regular, L + 30)
  k.gap(4)
  p(
    'by personal check, certified check or money order. Landlord does not take cash. Automatic bank debit (ACH) may be set up on request.',
  )
  p(
    `Dishonored payments: $${v.nsf} for the first dishonored check and $${v.nsf2} for each one after that; after two, Landlord may require certified funds.`,
  )
  k.line('Part E \u2014 Security Deposit', 10, f.sansBold)
  p(
    `Tenant deposits ${usd(v.deposit)} as security. Under the Landlord and Tenant Act of 1951 Landlord will, within thirty (30) days of termination of the lease and surrender of the premises, return the deposit less the cost of any damages itemized in a written list.`,
  )
  k.line('Part F \u2014 Other Terms', 10, f.sansBold)
  p(
    'Landlord\u2019s notices to Tenant may be sent to the e-mail listed in Part A. Tenant\u2019s notices go to Landlord\u2019s address in Part A. No pets. No smoking anywhere in the building. Tenant carries renter\u2019s insurance.',
  )
  k.gap(6)
  p(`Signed ${dt(v.signed).us}.`)
  signLine(k, `Landlord: ${v.landlord}`)
  for (const t of v.tenants) signLine(k, `Tenant: ${t.full}`, L + W - 220, 220)
  const first = v.schedule[0]
  if (!first) throw new Error('empty schedule')
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: first[2],
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Money Order', 'ACH'],
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      nsfFeeAdditional: v.nsf2,
      rentDueDescription: 'due on the first (1st) of each month',
      paymentRecipient: v.landlord,
      paymentAddress: `${v.payBox}, ${v.payCity}`,
      nsfPolicy: `Dishonored payments: $${v.nsf} for the first dishonored check and $${v.nsf2} for each one after that; after two, Landlord may require certified funds.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days of termination of the lease and surrender of the premises, return the deposit less the cost of any damages itemized in a written list',
      _notes: [
        'Rent changes mid-term in a schedule table: monthlyRent is the rent of the first period (the rent at the start of the lease); later periods and period totals are distractors.',
        'Premises on three labelled lines (street, "Unit No.:", municipality); truth joins them in postal form.',
        'Payment address is a P.O. box with the city on the next line; the landlord\u2019s address in Part A is the notice (mailing) address.',
        '"Certified check" is read as Cashier\u2019s Check; ACH on request is listed. Late after the 5th: gracePeriodDays 5, 10%.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pennsylvania_rent_schedule',
  title: 'Pennsylvania landlord-form lease with a graduated rent schedule table',
  exercises:
    'rent schedule table with the rent changing mid-term and period totals, premises on labelled lines ("Unit No.:"), "remit to" a P.O. box with the city on the next line, percentage late charge after the 5th, NSF first/later, contacts in a parties table',
  docs: [
    {
      name: 'tw4_pa_schedule_lease_philadelphia',
      build: () =>
        build({
          landlord: 'Fishtown Rowhome Rentals LP',
          landlordAddr: '1301 Frankford Avenue, Philadelphia, PA 19125',
          payBox: 'P.O. Box 58213',
          payCity: 'Philadelphia, PA 19102',
          tenants: [person('Anneliese', 'Koval'), person('Dario', 'Pellegrini-Hayes')],
          phone: '(215) 555-0127',
          email: 'anneliese.koval@example.org',
          street: '2217 E Norris Street',
          unit: '2F',
          city: 'Philadelphia, PA 19125',
          start: '2027-06-01',
          end: '2029-05-31',
          schedule: [
            ['2027-06-01', '2028-05-31', 1495],
            ['2028-06-01', '2029-05-31', 1560],
          ],
          deposit: 2990,
          nsf: 35,
          nsf2: 50,
          signed: '2027-05-11',
          notes: ['Two-year lease, two rent periods; deposit is two months\u2019 first-year rent.'],
        }),
    },
    {
      name: 'tw4_pa_schedule_lease_allentown',
      build: () =>
        build({
          landlord: 'Theodora Yiannopoulos',
          landlordAddr: '922 N 19th Street, Allentown, PA 18104',
          payBox: 'P.O. Box 3390',
          payCity: 'Allentown, PA 18106',
          tenants: [person('Keon', 'Abernathy-Wills')],
          phone: null,
          email: 'keon.aw@example.com',
          street: '517 N 8th Street',
          unit: 'Rear',
          city: 'Allentown, PA 18102',
          start: '2027-03-01',
          end: '2028-08-31',
          schedule: [
            ['2027-03-01', '2027-08-31', 1180],
            ['2027-09-01', '2028-02-29', 1215],
            ['2028-03-01', '2028-08-31', 1250],
          ],
          deposit: 1180,
          nsf: 30,
          nsf2: 40,
          signed: '2027-02-14',
          notes: [
            'Eighteen-month lease in three six-month rent steps; one tenant, no phone stated.',
          ],
        }),
    },
  ],
}
