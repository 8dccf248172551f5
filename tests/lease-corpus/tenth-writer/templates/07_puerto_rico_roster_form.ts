import {
  dt,
  fill,
  lastFirst,
  moneyWords,
  person,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { band, pageNumbers, signPair } from '../parts'

type V = {
  owner: Person
  ownerAddr: string
  ownerPhone: string
  coTenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  guarantor: { p: Person; addr: string }
  witness: string
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 50, size: 8.9 })
  const { f } = k
  k.line('RENTAL AGREEMENT \u2014 ROSTER FORM', 14, f.sansBold)
  k.line(
    'Complete sections 1 to 4 in block letters, surname first. Section 5 onward are the agreed terms.',
    7.8,
    f.sans,
  )
  k.gap(6)
  band(k, '1  OWNER (ARRENDADOR / LANDLORD)')
  k.table(
    [
      ['SURNAME, Given name', 'Postal address', 'Telephone'],
      [lastFirst(v.owner), v.ownerAddr, v.ownerPhone],
    ],
    [0.3, 0.48, 0.22],
    { head: true, size: 8.4, shade: 0.92 },
  )
  band(k, '2  CO-TENANTS (each signs and each is responsible for the full rent)')
  k.table(
    [
      ['No.', 'SURNAME, Given name', 'Mobile', 'E-mail'],
      ...v.coTenants.map((t, i) => [String(i + 1), lastFirst(t.p), t.phone, t.email]),
    ],
    [0.07, 0.33, 0.22, 0.38],
    { head: true, size: 8.4, shade: 0.92 },
  )
  band(k, '3  OCCUPANTS WHO DO NOT SIGN')
  k.table(
    [
      ['No.', 'SURNAME, Given name', 'Age'],
      ...(v.occupants.length
        ? v.occupants.map((o, i) => [String(i + 1), lastFirst(o.p), String(o.age)])
        : [['\u2014', 'NONE', '\u2014']]),
    ],
    [0.07, 0.6, 0.33],
    { head: true, size: 8.4, shade: 0.92 },
  )
  band(k, '4  DWELLING AND PERIOD')
  k.p(['Dwelling:', fill(v.premises, 260)], { after: 3 })
  k.p(
    v.end
      ? ['From', fill(dt(v.start).long, 90), 'to', fill(dt(v.end).long, 90), '(fixed period).']
      : [
          'From',
          fill(dt(v.start).long, 90),
          'and then from month to month until ended by thirty (30) days\u2019 written notice from either side.',
        ],
    { after: 6 },
  )
  band(k, '5  TERMS')
  const due = 'payable on the first (1st) day of every month'
  const nsf =
    'Each check that the bank does not honor will cost the co-tenants twenty-five dollars ($25.00).'
  const ret =
    'within thirty (30) days after the co-tenants move out, after subtracting any unpaid rent and the cost of damage beyond normal use'
  const terms = [
    `Rent. The co-tenants pay ${moneyWords(v.rent, 'upper')} a month, ${due}, by check or money order payable to ${v.owner.full}, mailed or brought to the owner\u2019s postal address in section 1. The owner gives a receipt for every payment.`,
    'Late rent. Rent not received by the tenth (10th) day of the month is late, and a late charge of ten percent (10%) of the monthly rent is then owed.',
    `Returned checks. ${nsf}`,
    `Deposit. The co-tenants have paid ${moneyWords(v.deposit, 'upper')} as a security deposit. The owner will return the deposit ${ret}.`,
    'Guests. A guest who stays more than fifteen (15) days in a calendar year must be added to section 3 with the owner\u2019s consent.',
    'Notices. Notices to the owner go to the postal address in section 1.',
    'Water and power. Meters are in the co-tenants\u2019 names; the owner pays the municipal garbage fee.',
  ]
  terms.forEach((t, i) => k.p(`5.${i + 1}  ${t}`, { after: 3 }))
  band(k, '6  GUARANTOR (signs only to guarantee payment; not a tenant or occupant)')
  k.p(`${lastFirst(v.guarantor.p)} \u2014 ${v.guarantor.addr}`, { after: 6 })
  band(k, '7  SIGNATURES')
  k.p(`Signed on ${dt(v.signed).long}.`, { after: 2 })
  signPair(k, [`Owner: ${v.owner.full}`], [`Guarantor: ${v.guarantor.p.full}`])
  for (let i = 0; i < v.coTenants.length; i += 2) {
    const a = v.coTenants[i]
    const b = v.coTenants[i + 1]
    signPair(k, [a ? `Co-tenant: ${a.p.full}` : ''], [b ? `Co-tenant: ${b.p.full}` : ''])
  }
  signPair(k, [`Witness: ${v.witness}`], [''])
  pageNumbers(k, (i, n) => `Roster form RF-2 \u00b7 ${i}/${n}`, { align: 'center' })
  const first = v.coTenants[0]
  if (!first) throw new Error('no co-tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.coTenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 15,
      housingProvider: v.owner.full,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      lateFeePercentage: 10,
      gracePeriodDays: 10,
      nsfFeeFirst: 25,
      rentDueDescription: due,
      paymentRecipient: v.owner.full,
      paymentAddress: v.ownerAddr,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Roster form: banded sections with tables in "SURNAME, Given name" order (owner; co-tenants with mobiles and e-mails; occupants who do not sign, with ages); the truth writes people in natural order with `full` as "Given Surname". Amounts in upper-case words with figures.',
        'Owner manages alone (managementCompany null); rent by check or money order payable to the owner at the section 1 postal address, which is also the notices address (paymentRecipient, paymentAddress, mailingAddress). The guarantor (with address) and the witness are distractors. "not received by the tenth (10th) day": gracePeriodDays 10, lateFeePercentage 10.',
        'nsfPolicy is the returned-check sentence after the "Returned checks." head. Deposit "return the deposit within \u2026": the condition is the wording after "the deposit". Guests "more than fifteen (15) days in a calendar year": maxGuestStayDays 15.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'puerto_rico_roster_form',
  title: 'Puerto Rico rental agreement on a roster form with surname-first tables',
  exercises:
    'banded numbered sections, surname-first tables (owner with postal address and phone, co-tenants with mobiles and e-mails, non-signing occupants with ages or NONE), dwelling and period as typed blanks with long dates (fixed, or month to month on thirty days\u2019 notice), decimal-numbered terms with run-in heads, rent and deposit in upper-case words and figures, rent "payable on the first (1st) day of every month" by check or money order to the owner at the section 1 address, 10% late after the tenth, returned-check sentence, 30-day deposit return, fifteen days a calendar year for guests, guarantor section and witness as distractors, signatures in pairs',
  docs: [
    {
      name: 'tw10_pr_roster_form_ponce_scan',
      build: () =>
        build({
          owner: person('Aurora', 'Villanueva Sotomayor'),
          ownerAddr: 'Urb. Las Delicias, 3318 Calle Ursula Cardona, Ponce, PR 00728',
          ownerPhone: '(787) 555-0106',
          coTenants: [
            {
              p: person('Esteban', 'Quiñones Maldonado'),
              phone: '(787) 555-0145',
              email: 'esteban.qm@example.com',
            },
            {
              p: person('Noelia', 'Fairweather'),
              phone: '(939) 555-0149',
              email: 'noelia.fw@example.org',
            },
            {
              p: person('Ruben', 'Acevedo Lind'),
              phone: '(787) 555-0168',
              email: 'racevedolind@example.net',
            },
          ],
          occupants: [{ p: person('Camila', 'Quiñones Fairweather'), age: 6 }],
          guarantor: {
            p: person('Horacio', 'Quiñones Vélez'),
            addr: '71 Calle Isabel, Ponce, PR 00730',
          },
          witness: 'Griselda Montalvo Pacheco',
          premises: '2204 Calle Victoria, Apt 2, Ponce, PR 00717',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1150,
          deposit: 1150,
          signed: '2027-08-24',
          notes: [
            'Three co-tenants with two-part Spanish surnames (last keeps both words, e.g. "Quiñones Maldonado"); one child occupant. The owner\u2019s postal address starts with the urbanization line, as the table writes it.',
          ],
        }),
      scan: { dpi: 140, rotate: -0.7, contrast: 0.62, noise: 20, quality: 42, seed: 10707 },
    },
    {
      name: 'tw10_pr_roster_form_mayaguez',
      build: () =>
        build({
          owner: person('Teodora', 'Ramírez Kessler'),
          ownerAddr: '56 Calle Méndez Vigo, Mayagüez, PR 00680',
          ownerPhone: '(787) 555-0111',
          coTenants: [
            {
              p: person('Ignatius', 'Oyelaran'),
              phone: '(787) 555-0183',
              email: 'ignatius.oy@example.com',
            },
            {
              p: person('Marisela', 'Bonilla Reyes'),
              phone: '(787) 555-0186',
              email: 'marisela.br@example.edu',
            },
          ],
          occupants: [],
          guarantor: {
            p: person('Folasade', 'Oyelaran'),
            addr: '901 Brookfield Road, Apt 5, Tallahassee, FL 32301',
          },
          witness: 'Anselmo Irizarry Cruz',
          premises: '15 Calle Post Sur, Altos, Mayagüez, PR 00680',
          start: '2027-08-15',
          end: null,
          rent: 875,
          deposit: 875,
          signed: '2027-08-09',
          notes: [
            'Month to month (endDate and terminationDateText null), starting mid-month with no prorated amount stated (proratedRent null). Two co-tenants, occupants NONE (additionalOccupants null). The guarantor\u2019s out-of-state address is a distractor. "Altos" (the upper floor) is the unit as written.',
          ],
        }),
    },
  ],
}
