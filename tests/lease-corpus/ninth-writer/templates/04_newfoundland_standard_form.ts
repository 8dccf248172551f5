import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, room, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  landlordPhone: string
  agent: { name: string; addr: string; phone: string; hours: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  payee: string
  payAt: string | null
  methods: string
  truthMethods: string[]
  parking: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 9 })
  const { f } = k
  k.centre('NEWFOUNDLAND AND LABRADOR', 9, f.sans)
  k.centre('RESIDENTIAL RENTAL AGREEMENT \u2014 STANDARD FORM OF LEASE', 12, f.sansBold)
  k.centre(
    'Complete every part. Where a part does not apply, write "Not applicable".',
    7.6,
    f.italic,
  )
  k.gap(4)
  const part = (t: string) => heading(k, t, { size: 9.4, font: f.sansBold, bar: 0.85 })
  const rows = (r: string[][]) => k.table(r, [0.34, 0.66], { size: 8.6 })
  part('PART 1 \u2014 LANDLORD')
  rows([
    ['Name of landlord', v.landlord],
    ['Address for service of documents', v.landlordAddr],
    ['Telephone', v.landlordPhone],
  ])
  part('PART 2 \u2014 PERSON ACTING FOR THE LANDLORD (PROPERTY MANAGER)')
  rows(
    v.agent
      ? [
          ['Name', v.agent.name],
          ['Office address', v.agent.addr],
          ['Telephone', v.agent.phone],
          ['Office open', v.agent.hours],
        ]
      : [['Name', 'Not applicable']],
  )
  part('PART 3 \u2014 TENANT(S)')
  k.table(
    [['Full name', 'Telephone', 'E-mail'], ...v.tenants.map((t) => [t.p.full, t.phone, t.email])],
    [0.4, 0.25, 0.35],
    { size: 8.6, head: true },
  )
  part('PART 4 \u2014 RESIDENTIAL PREMISES AND TERM')
  rows([
    ['Civic address (incl. unit no.)', v.premises],
    ['Type of tenancy', v.end ? 'Fixed term' : 'Month-to-month'],
    ['Tenancy begins', dt(v.start).dayMonth],
    ['Tenancy ends (fixed term only)', v.end ? dt(v.end).dayMonth : 'Not applicable'],
  ])
  part('PART 5 \u2014 RENT')
  rows([
    ['Rent per month', usd(v.rent)],
    ['Rent is payable', 'on or before the first day of each month'],
    ['Payable to', v.payee],
    ['Place of payment', v.payAt ?? 'Not applicable'],
    ['Method(s) of payment', v.methods],
    ['Other monthly charges (not rent)', v.parking ? `Parking stall ${usd(v.parking)}` : 'None'],
  ])
  part('PART 6 \u2014 SECURITY DEPOSIT')
  rows([
    ['Amount paid', usd(v.deposit)],
    ['Date paid', dt(v.signed).dayMonth],
  ])
  room(k, 230)
  part('PART 7 \u2014 STATUTORY AND ADDITIONAL CONDITIONS')
  const cond = (n: number, s: string) => k.p(`${n}. ${s}`, { size: 8.4, after: 3, leading: 1.3 })
  cond(
    1,
    'Rent not paid within three (3) days after the day it is payable is late, and the tenant shall pay a late payment fee of $5.00 for the first day late and $2.00 for each additional day, to a maximum of $75.00.',
  )
  cond(
    2,
    'A fee of $25.00 is payable for each cheque or pre-authorized debit that is returned by the financial institution.',
  )
  cond(
    3,
    'The landlord shall return the security deposit, together with interest at the rate set under the Act, within ten (10) days after the tenant vacates, unless the landlord has applied to the Director within that time to keep all or part of it.',
  )
  cond(
    4,
    'No person other than a tenant named in Part 3 shall reside in the premises, and a visitor shall not stay more than fourteen (14) days in a calendar month without the landlord\u2019s consent.',
  )
  cond(
    5,
    'The rent may not be increased more than once in a twelve-month period and only on the written notice the Act requires.',
  )
  cond(
    6,
    'The tenant shall keep the premises heated above 10\u00b0C from October to May to prevent freezing.',
  )
  k.gap(4)
  signPair(
    k,
    [`Landlord or agent`, v.agent ? `for ${v.landlord}` : v.landlord],
    ['Tenant', v.tenants.map((t) => t.p.full).join(' / ')],
  )
  k.p(`Signed at ${v.premises.split(', ').at(-2) ?? ''}, NL on ${dt(v.signed).dayMonth}.`, {
    size: 8.4,
  })
  pageNumbers(k, (i, n) => `Standard Form of Lease \u2014 page ${i} of ${n}`, { align: 'left' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).dayMonth : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.truthMethods,
      gracePeriodDays: 3,
      nsfFeeFirst: 25,
      rentDueDescription: 'on or before the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy:
        'A fee of $25.00 is payable for each cheque or pre-authorized debit that is returned by the financial institution.',
      depositReturnDays: 10,
      depositReturnCondition:
        'together with interest at the rate set under the Act, within ten (10) days after the tenant vacates, unless the landlord has applied to the Director within that time to keep all or part of it',
      _notes: [
        'Canadian provincial standard form in parts under grey bars with ruled label/value tables, a tenants table (name, telephone, e-mail), day-month-year dates and numbered conditions.',
        'mailingAddress is the landlord\u2019s "Address for service of documents" even where a property manager is named (Part 2). rentDueDescription is the printed-looking entry "on or before the first day of each month". The parking stall is an other charge, not rent.',
        '"not paid within three (3) days after the day it is payable is late": gracePeriodDays 3, daily fee with a cap (no percentage). The returned-payment condition is one sentence (nsfPolicy). Deposit "return the security deposit, together with interest \u2026": the condition is the wording after "the security deposit". The rent-increase condition is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'newfoundland_standard_form',
  title: 'Newfoundland and Labrador standard form of lease in parts',
  exercises:
    'provincial standard form: parts under grey bars with label/value tables (landlord with address for service and phone, property manager with office address, phone and hours or "Not applicable", tenants table, civic address with unit, tenancy type, day-month-year dates, rent, due wording, payee, place of payment, methods, parking apart from rent), numbered conditions with a daily late fee after three days and cap, returned cheque or pre-authorized debit sentence, 10-day deposit return with interest unless the Director is applied to, fourteen days a calendar month for visitors, rent-increase distractor',
  docs: [
    {
      name: 'tw9_nl_standard_lease_corner_brook',
      build: () =>
        build({
          landlord: '81407 Newfoundland and Labrador Inc.',
          landlordAddr: '5 Park Street, Suite 210, Corner Brook, NL A2H 2X1',
          landlordPhone: '(709) 555-0112',
          agent: {
            name: 'Humber Arm Property Services Ltd.',
            addr: '41 West Street, Corner Brook, NL A2H 2Y6',
            phone: '(709) 555-0147',
            hours: 'Mon.\u2013Fri. 9:00 a.m.\u20134:00 p.m.',
          },
          tenants: [
            {
              p: person('Siobhan', 'Kavanagh-Reid'),
              phone: '(709) 555-0161',
              email: 'siobhan.kr@example.ca',
            },
            {
              p: person('Dmitri', 'Valchev'),
              phone: '(709) 555-0168',
              email: 'dvalchev@example.com',
            },
          ],
          premises: '18 Crestview Avenue, Apartment 2B, Corner Brook, NL A2H 5K4',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1290,
          deposit: 960,
          payee: 'Humber Arm Property Services Ltd., in trust',
          payAt: '41 West Street, Corner Brook, NL A2H 2Y6',
          methods: 'Cheque, or pre-authorized debit from the tenant\u2019s account',
          truthMethods: ['Check', 'ACH'],
          parking: 35,
          signed: '2027-08-18',
          notes: [
            'A numbered company as landlord with a property manager; rent payable to the manager "in trust" at its office (paymentRecipient as written, paymentAddress the office). Parking stall $35.00 apart from rent. Pre-authorized debit gives ACH.',
          ],
        }),
    },
    {
      name: 'tw9_nl_standard_lease_mount_pearl_scan',
      build: () =>
        build({
          landlord: 'Bernadette Furlong',
          landlordAddr: '63 Ashford Drive, Mount Pearl, NL A1N 3L2',
          landlordPhone: '(709) 555-0183',
          agent: null,
          tenants: [
            {
              p: person('Aarav', 'Lakhani'),
              phone: '(709) 555-0195',
              email: 'aarav.lakhani@example.net',
            },
          ],
          premises: '63 Ashford Drive, Basement Apartment, Mount Pearl, NL A1N 3L2',
          start: '2027-10-01',
          end: null,
          rent: 950,
          deposit: 700,
          payee: 'Bernadette Furlong',
          payAt: null,
          methods: 'Interac e-Transfer to bfurlong.rent@example.ca, or cheque',
          truthMethods: ['E-Transfer', 'Check'],
          parking: null,
          signed: '2027-09-20',
          notes: [
            'Owner-occupied house with a basement apartment; the landlord lives upstairs at the same civic number (her address for service is mailingAddress). No property manager. Place of payment "Not applicable" (paymentAddress null).',
          ],
        }),
      scan: {
        dpi: 145,
        rotate: -1.4,
        shear: 0.012,
        contrast: 0.84,
        noise: 18,
        lighting: 0.2,
        quality: 50,
        seed: 9042,
      },
    },
  ],
}
