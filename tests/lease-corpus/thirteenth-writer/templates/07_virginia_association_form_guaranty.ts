import {
  dt,
  fill,
  person,
  plain,
  type Built,
  type Person,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxRow, freshPage, heading, pageNumbers, room, runningHead, signPair } from '../parts'

type V = {
  formRev: string
  leaseDate: string
  landlord: string
  agent: { firm: string; office: string; hours: string; tel: string } | null
  landlordAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  dueDay: string
  dueN: number
  payee: string
  payAt: string
  methods: [label: string, on: boolean, name: string][]
  late: { pct: number | null; flat: number | null }
  nsf: number
  guests: { days: number; period: string }
  utilities: [string, boolean][]
  guarantor: { p: Person; addr: string; tel: string; rel: string } | null
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 8.6 })
  const { f } = k
  k.w.y = k.w.height - 44
  k.centre('PIEDMONT VALLEY ASSOCIATION OF REALTORS\u00ae', 8.4, f.sansBold)
  k.centre('RESIDENTIAL LEASE AGREEMENT (VIRGINIA)', 13.5, f.sansBold)
  k.centre(
    `For use under the Virginia Residential Landlord and Tenant Act  \u2022  Form PVAR-RL ${v.formRev}`,
    7.2,
    f.sans,
  )
  k.gap(4)
  const p = (segs: Seg[]) => k.p(segs, { size: 8.6, leading: 1.5, after: 3.5, bottom: 52 })
  const names = v.tenants.map((t) => t.p.full).join('; ')
  heading(k, '1. PARTIES', { size: 9, font: f.sansBold, bar: 0.85 })
  p([
    'This Lease is made on',
    fill(dt(v.leaseDate).us, 60),
    'between Landlord',
    fill(v.landlord, 150),
    'and Tenant(s)',
    fill(names, 180),
  ])
  boxRow(k, 'Property management:', [
    ['Landlord manages the Premises', !v.agent],
    ['Managing agent named below manages the Premises for Landlord', !!v.agent],
  ])
  if (v.agent)
    p([
      'Managing agent:',
      fill(v.agent.firm, 150),
      'Office:',
      fill(v.agent.office, 170),
      'Tel.',
      fill(v.agent.tel, 60),
      'Office hours:',
      fill(v.agent.hours, 120),
    ])
  p(['Landlord\u2019s address for notices:', fill(v.landlordAddr, 200)])
  p([
    'Other authorized occupants:',
    fill(v.occupants.length ? v.occupants.map((o) => o.full).join(', ') : 'None', 100),
  ])
  heading(k, '2. PREMISES AND TERM', { size: 9, font: f.sansBold, bar: 0.85 })
  p(['Premises:', fill(v.premises, 240)])
  p([
    'Term begins',
    fill(dt(v.start).us, 60),
    'and ends',
    fill(dt(v.end).us, 60),
    '(the \u201cTerm\u201d).',
  ])
  boxRow(k, 'At the end of the Term:', [
    ['Lease ends; Tenant vacates', false],
    ['Lease continues month to month unless either party gives 30 days\u2019 written notice', true],
  ])
  heading(k, '3. RENT AND PAYMENT', { size: 9, font: f.sansBold, bar: 0.85 })
  const due = `on the ${v.dueDay} day of each month`
  p([
    'Monthly rent $',
    fill(plain(v.rent), 60),
    'due in advance, without demand, on the',
    fill(v.dueDay, 26),
    'day of each month, payable to',
    fill(v.payee, 140),
    'at',
    fill(v.payAt, 200),
  ])
  boxRow(
    k,
    'Accepted forms of payment:',
    v.methods.map(([label, on]) => [label, on]),
  )
  heading(k, '4. LATE CHARGE; RETURNED PAYMENTS', { size: 9, font: f.sansBold, bar: 0.85 })
  p([
    'Rent not received within five (5) days after the due date is late, and Tenant shall pay a late charge of',
    fill(
      v.late.pct !== null ? `${v.late.pct}% of the monthly rent` : `$${plain(v.late.flat ?? 0)}`,
      80,
    ),
    '(by law, not more than 10% of the periodic rent or of the unpaid balance, whichever is less).',
  ])
  const nsf = `Tenant shall pay a fee of $${plain(v.nsf)} for each check or electronic payment returned unpaid, and Landlord may then require payment by certified funds.`
  p([
    'Tenant shall pay a fee of',
    fill(`$${plain(v.nsf)}`, 40),
    'for each check or electronic payment returned unpaid, and Landlord may then require payment by certified funds.',
  ])
  heading(k, '5. SECURITY DEPOSIT', { size: 9, font: f.sansBold, bar: 0.85 })
  const ret =
    'less any lawful deductions itemized in writing, within forty-five (45) days after termination of the tenancy and delivery of possession'
  p([
    'Tenant has paid a security deposit of $',
    fill(plain(v.deposit), 60),
    `(not more than two months\u2019 rent). Landlord shall return the security deposit ${ret}, to Tenant\u2019s forwarding address.`,
  ])
  heading(k, '6. UTILITIES (X = paid by Tenant)', { size: 9, font: f.sansBold, bar: 0.85 })
  boxRow(k, '', v.utilities)
  heading(k, '7. USE, GUESTS AND PETS', { size: 9, font: f.sansBold, bar: 0.85 })
  p([
    'The Premises are for residence only by Tenant and the occupants listed in Paragraph 1. A guest may stay no more than',
    fill(String(v.guests.days), 20),
    'days in any',
    fill(v.guests.period, 30),
    'without Landlord\u2019s written consent. No pets without a signed Pet Addendum.',
  ])
  heading(k, '8. OTHER TERMS', { size: 9, font: f.sansBold, bar: 0.85 })
  for (const t of [
    'Move-in inspection: Landlord shall give Tenant a written report of existing damage within five (5) days after occupancy; Tenant may add objections in writing within that time.',
    'Access: Landlord may enter at reasonable times after 24 hours\u2019 notice for routine maintenance, and at any time in an emergency.',
    'Mold and lead-based paint disclosures and the Statement of Tenant Rights and Responsibilities are attached and were received by Tenant.',
    `Guaranty: ${v.guarantor ? '[X] A Guaranty Addendum is attached and is part of this Lease.' : '[X] No guaranty is required for this Lease.'}`,
  ])
    p([`\u2022 ${t}`])
  heading(k, '9. TENANT CONTACT INFORMATION', { size: 9, font: f.sansBold, bar: 0.85 })
  for (const t of v.tenants)
    p([`${t.p.full}:`, 'phone', fill(t.tel, 70), 'e-mail', fill(t.email, 150)])
  room(k, 120)
  k.gap(8)
  signPair(
    k,
    [`Landlord: ${v.landlord}`, v.agent ? `by ${v.agent.firm}, agent` : ''],
    [`Tenant: ${v.tenants[0]?.p.full ?? ''}`],
  )
  if (v.tenants[1]) signPair(k, [''], [`Tenant: ${v.tenants[1].p.full}`])
  if (v.guarantor) {
    freshPage(k)
    k.centre('GUARANTY ADDENDUM', 12, f.sansBold)
    k.gap(4)
    const g = v.guarantor
    p([
      'Addendum to the Residential Lease Agreement dated',
      fill(dt(v.leaseDate).us, 60),
      'for the Premises at',
      fill(v.premises, 200),
    ])
    p(['Guarantor:', fill(g.p.full, 120), 'Relationship to Tenant:', fill(g.rel, 80)])
    p(['Guarantor\u2019s address:', fill(g.addr, 200), 'Telephone:', fill(g.tel, 70)])
    p([
      'In consideration of Landlord leasing the Premises to Tenant, Guarantor unconditionally guarantees the full and punctual payment of all rent and other sums due under the Lease and the performance of every obligation of Tenant, for the Term and any extension or month-to-month continuation. Landlord need not first proceed against Tenant. Guarantor waives notice of default and of any change to the Lease that does not increase the rent by more than ten percent. Guarantor does not acquire any right to occupy the Premises.',
    ])
    k.gap(10)
    signPair(k, [`Guarantor: ${g.p.full}`], [`Landlord: ${v.landlord}`])
  }
  runningHead(k, `PVAR-RL ${v.formRev} \u2014 ${v.premises}`)
  pageNumbers(
    k,
    (i, n) => `Page ${i} of ${n}     Tenant initials ______  Landlord initials ______`,
    { align: 'center' },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueN,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent?.firm ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , name]) => name),
      lateFeePercentage: v.late.pct,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 45,
      depositReturnCondition: ret,
      _notes: [
        'Association-style Virginia lease form: numbered sections on shaded bars, blanks filled in a typed fixed-pitch face, check boxes for who manages, what happens at the end of the term, accepted payments and utilities; tenant contacts in Section 9 (first tenant). MM/DD/YYYY dates; the term may continue month to month after it ends, so fixed-term.',
        'rentDueDescription is the due phrase as it reads with its filled blank; "within five (5) days after the due date" gives gracePeriodDays 5. nsfPolicy is the returned-payment sentence with its blank. Only ticked payment boxes are listed. mailingAddress is the "address for notices" blank. Guests "days in any [period]".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'virginia_association_form_guaranty',
  title:
    'Virginia REALTORS\u00ae-association-style residential lease form, with a guaranty addendum where required',
  exercises:
    'association name over a centred form title and revision, shaded numbered section bars, typed fills in running text (lease date, landlord, tenants in one blank, agent firm with office, phone and hours or none, address for notices, occupants or None, premises, MM/DD/YYYY term, rent, due day in a blank, payee and place of payment), check boxes (who manages, end of term, payment forms, utilities), late after five days with a percentage or flat charge, returned-payment fee sentence, 45-day deposit return, guests per period in two blanks, bullet terms with a guaranty line, tenant contact section; a guaranty addendum page naming a guarantor who is not an occupant',
  docs: [
    {
      name: 'tw13_va_association_lease_lynchburg',
      build: () =>
        build({
          formRev: 'Rev. 03/2026',
          leaseDate: '2027-05-24',
          landlord: 'Timberlake Hollow Properties, LLC',
          agent: {
            firm: 'Rivermont Realty Management, Inc.',
            office: '2301 Rivermont Avenue, Suite 2B, Lynchburg, VA 24503',
            hours: 'M\u2013F 9:00\u20135:00',
            tel: '(434) 555-0153',
          },
          landlordAddr: '2301 Rivermont Avenue, Suite 2B, Lynchburg, VA 24503',
          tenants: [
            {
              p: person('Evangeline', 'Thibodeaux'),
              tel: '(434) 555-0184',
              email: 'e.thibodeaux@example.com',
            },
            {
              p: person('Marcus', 'Oyelaran'),
              tel: '(434) 555-0112',
              email: 'marcus.oyelaran@example.net',
            },
          ],
          occupants: [person('Simone', 'Oyelaran')],
          premises: '1208 Langhorne Road, Lynchburg, VA 24503',
          start: '2027-06-15',
          end: '2028-06-14',
          rent: 1395,
          deposit: 1395,
          dueDay: '15th',
          dueN: 15,
          payee: 'Rivermont Realty Management, Inc.',
          payAt: '2301 Rivermont Avenue, Suite 2B, Lynchburg, VA 24503',
          methods: [
            ['Personal check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cashier\u2019s check', false, "Cashier's Check"],
            ['Cash', false, 'Cash'],
            ['Online portal', true, 'Online Portal'],
          ],
          late: { pct: 10, flat: null },
          nsf: 50,
          guests: { days: 10, period: '30-day period' },
          utilities: [
            ['Electric', true],
            ['Gas', true],
            ['Water/sewer', false],
            ['Trash', false],
            ['Internet', true],
          ],
          guarantor: null,
          notes: [
            'An LLC owner and a managing agent whose office is both the address for notices and the place of payment (mailingAddress, paymentAddress), with office hours. Two tenants and a child occupant. The term and the rent run from the 15th ("on the 15th day of each month", rentDueDay 15). Late charge 10% of the monthly rent. No guaranty.',
          ],
        }),
    },
    {
      name: 'tw13_va_association_lease_fredericksburg',
      build: () =>
        build({
          formRev: 'Rev. 03/2026',
          leaseDate: '2027-07-09',
          landlord: 'Harriet L. Okafor-Dunmore',
          agent: null,
          landlordAddr: 'P.O. Box 7142, Fredericksburg, VA 22404',
          tenants: [
            {
              p: person('Quinton', 'Easterbrook'),
              tel: '(540) 555-0168',
              email: 'q.easterbrook@example.org',
            },
          ],
          occupants: [],
          premises: 'Apartment C, 414 Hanover Street, Fredericksburg, VA 22401',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1240,
          deposit: 1500,
          dueDay: '1st',
          dueN: 1,
          payee: 'Harriet L. Okafor-Dunmore',
          payAt: 'P.O. Box 7142, Fredericksburg, VA 22404',
          methods: [
            ['Personal check', true, 'Check'],
            ['Money order', true, 'Money Order'],
            ['Cashier\u2019s check', true, "Cashier's Check"],
            ['Cash', false, 'Cash'],
            ['Online portal', false, 'Online Portal'],
          ],
          late: { pct: null, flat: 50 },
          nsf: 35,
          guests: { days: 14, period: 'six-month period' },
          utilities: [
            ['Electric', true],
            ['Gas', false],
            ['Water/sewer', false],
            ['Trash', false],
            ['Internet', true],
          ],
          guarantor: {
            p: person('Raymond', 'Easterbrook'),
            addr: '87 Cameron Street, Winchester, VA 22601',
            tel: '(540) 555-0194',
            rel: 'Father',
          },
          notes: [
            'An individual landlord who manages the apartment herself; her P.O. box is both the notice address and where rent is mailed. One tenant, a student, with his father as guarantor on the addendum page (the guarantor is neither tenant nor occupant, and his phone is not the tenant\u2019s). Flat $50.00 late charge, so lateFeePercentage null.',
          ],
        }),
    },
  ],
}
