import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type Row = { p: Person; share: number; phone: string; email: string; guarantor: string }
type V = {
  owner: string
  ownerAddr: string
  rows: Row[]
  premises: string
  start: string
  end: string
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9.2 })
  const { w, f, p } = k
  const rent = v.rows.reduce((a, r) => a + r.share, 0)
  k.centre('JOINT RESIDENTIAL LEASE \u2014 STUDENT HOUSING', 13, f.sansBold)
  k.centre(`${v.owner} \u00b7 ${v.ownerAddr}`, 8.4, f.sans)
  k.gap(6)
  p(
    `The Landlord, ${v.owner}, leases ${v.premises} to the Tenants listed in the table below for the academic-year term from ${dt(v.start).iso} to ${dt(v.end).iso}.`,
  )
  k.table(
    [
      ['Tenant (LAST, First)', 'Rent share', 'Cell', 'E-mail', 'Parent guarantor (not a tenant)'],
      ...v.rows.map((r) => [lastFirst(r.p), usd(r.share), r.phone, r.email, r.guarantor]),
      ['TOTAL MONTHLY RENT', usd(rent), '', '', ''],
    ],
    [0.22, 0.13, 0.18, 0.25, 0.22],
    { head: true, size: 8 },
  )
  p(
    `1. Joint liability. The total monthly rent of ${usd(rent)} is owed by all Tenants together. The shares above are for the Tenants\u2019 convenience; the Landlord may collect the whole rent from any Tenant.`,
  )
  p(
    '2. Due date. Rent is due on or before the first (1st) day of each month, paid in one payment for the whole unit through the Landlord\u2019s online payment site. Partial payments by individual Tenants are not accepted.',
  )
  p(
    `3. Late rent. Rent received after the 5th is late, and a late fee of ${usd(v.late)} applies. A payment that is returned or reversed costs ${usd(v.nsf)}.`,
  )
  p(
    `4. Security deposit. A security deposit of ${usd(v.deposit)} for the unit is due at signing. Under Wis. Admin. Code ATCP 134.06 the Landlord will deliver or mail the deposit, less itemized deductions, within 21 days after the tenancy ends.`,
  )
  p(
    '5. Check-in report. Tenants have seven (7) days after move-in to return the check-in sheet and note any damage.',
  )
  p('6. Guests. Overnight guests may stay no more than three (3) nights in a row.')
  p(
    '7. Parental guaranty. Each parent guarantor named above guarantees only the rent share of that Tenant, under a separate guaranty form. Guarantors are not Tenants and may not occupy the unit.',
  )
  p(
    `8. Notices. Notices to the Landlord go to ${v.ownerAddr}. Each Tenant\u2019s contact details in the table may be used for notices to that Tenant.`,
  )
  p(
    '9. Snow and trash. Landlord clears walks. Tenants carry bins to the curb; recycling is collected every other week.',
  )
  k.gap(10)
  k.line(`Signed ${dt(v.signed).iso}`, 9)
  k.gap(6)
  v.rows.forEach((r, i) => {
    const x = k.L + (i % 2) * (k.W / 2)
    w.page.drawLine({ start: { x, y: w.y }, end: { x: x + 200, y: w.y }, thickness: 0.5 })
    w.page.drawText(r.p.full, { x, y: w.y - 10, size: 8, font: f.sans })
    if (i % 2 === 1 || i === v.rows.length - 1) w.y -= 30
  })
  const first = v.rows[0]!
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.rows.map((r) => r.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).iso,
      monthlyRent: rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: ['Online Portal'],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `A payment that is returned or reversed costs ${usd(v.nsf)}.`,
      rentDueDescription: 'due on or before the first (1st) day of each month',
      paymentRecipient: v.owner,
      depositReturnDays: 21,
      depositReturnCondition:
        'the Landlord will deliver or mail the deposit, less itemized deductions, within 21 days after the tenancy ends',
      _notes: [
        'Student joint lease: tenants in a table in "LAST, First" form with individual rent shares, cell phones, e-mails and parent guarantors (guarantors are not tenants).',
        'monthlyRent is the printed total for the unit, not a share. The first tenant\u2019s contact is the tenant contact.',
        'ISO dates (YYYY-MM-DD) in the term and the signature date.',
        'Rent received after the 5th is late: gracePeriodDays 5 (flat fee, lateFeePercentage null). Online payment only.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wisconsin_student_shares',
  title:
    'Wisconsin joint student-housing lease with a tenant table of rent shares and parent guarantors',
  exercises:
    'tenant table in LAST, First with per-tenant shares and contacts, total rent row, parent guarantors as distractors, ISO dates',
  docs: [
    {
      name: 'tw3_wi_student_lease_madison',
      build: () =>
        build({
          owner: 'Isthmus Student Living LLC',
          ownerAddr: '455 W Gorham Street, Suite 2, Madison, WI 53703',
          rows: [
            {
              p: person('Maren', 'Kowalczyk'),
              share: 1050,
              phone: '(608) 555-0114',
              email: 'maren.k@example.com',
              guarantor: 'Jan Kowalczyk',
            },
            {
              p: person('Tobias', 'Ndiaye'),
              share: 1050,
              phone: '(608) 555-0125',
              email: 'tndiaye@example.com',
              guarantor: 'Awa Ndiaye',
            },
            {
              p: person('Greta', 'Halvorsen'),
              share: 975,
              phone: '(608) 555-0136',
              email: 'greta.h@example.net',
              guarantor: 'Rolf Halvorsen',
            },
            {
              p: person('Yusuf', 'Bellamy'),
              share: 975,
              phone: '(608) 555-0148',
              email: 'ybellamy@example.org',
              guarantor: 'Carla Bellamy',
            },
          ],
          premises: '1115 Spring Street, Apt 4, Madison, WI 53715',
          start: '2027-08-15',
          end: '2028-08-14',
          deposit: 4050,
          late: 50,
          nsf: 30,
          signed: '2027-02-01',
          notes: ['Four tenants; total rent 1,050 + 1,050 + 975 + 975 = $4,050.00.'],
        }),
    },
    {
      name: 'tw3_wi_student_lease_milwaukee',
      build: () =>
        build({
          owner: 'Brady Street Rentals Inc.',
          ownerAddr: 'P.O. Box 11209, Milwaukee, WI 53211',
          rows: [
            {
              p: person('Ines', 'Vyhnalek'),
              share: 780,
              phone: '(414) 555-0161',
              email: 'ines.v@example.com',
              guarantor: 'Petr Vyhnalek',
            },
            {
              p: person('Darnell', 'Osei-Bonsu'),
              share: 780,
              phone: '(414) 555-0173',
              email: 'd.oseibonsu@example.com',
              guarantor: 'Grace Osei-Bonsu',
            },
          ],
          premises: '2310 N Murray Avenue, Lower, Milwaukee, WI 53211',
          start: '2027-06-01',
          end: '2028-05-31',
          deposit: 1560,
          late: 40,
          nsf: 25,
          signed: '2027-01-20',
          notes: ['Two tenants; total rent $1,560.00.'],
        }),
    },
  ],
}
