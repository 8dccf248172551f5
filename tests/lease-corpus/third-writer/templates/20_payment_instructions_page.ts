import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  company: string
  companyAddr: string
  owner: string
  broker: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  late: string
  grace: number
  graceWords: string
  nsf: number
  bank: string
  routing: string
  acct: string
  zelle: string
  signed: string
  state: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 60, size: 9.8 })
  const { w, f, L, p } = k
  k.line(`${v.company.toUpperCase()}  \u2022  ${v.companyAddr}`, 8.4, f.sansBold)
  w.page.drawLine({ start: { x: L, y: w.y + 4 }, end: { x: L + k.W, y: w.y + 4 }, thickness: 1.2 })
  k.gap(10)
  k.centre(`${v.state.toUpperCase()} RESIDENTIAL LEASE`, 13, f.sansBold)
  k.gap(6)
  p(`Date: ${dt(v.signed).long}`)
  p(
    `Owner: ${v.owner}. Property Manager: ${v.company}, ${v.companyAddr}, which signs this lease for the Owner and to which all notices shall be sent.`,
  )
  p(`Tenant: ${v.tenants.map((t) => t.full).join(', ')}.`)
  p(`Premises: ${v.premises}.`)
  p(`Term: ${dt(v.start).long} through ${dt(v.end).long}.`)
  p(
    `Rent: ${moneyWords(v.rent)} per month, payable on or before the first day of each month, by one of the electronic methods on the Payment Instructions page. No cash, no checks.`,
  )
  p(
    `Late rent: If rent is not paid by the end of the ${v.graceWords} day of the month, ${v.late}. Each rejected electronic payment: ${usd(v.nsf)}.`,
  )
  p(
    `Security deposit: ${usd(v.deposit)}, held by the Property Manager in trust. It will be returned within thirty (30) days from the date of termination of the tenancy and receipt of Tenant\u2019s mailing address or delivery instructions, less deductions itemized in writing.`,
  )
  p(
    'Maintenance: submit requests online. Emergencies: call the after-hours line printed on your welcome letter.',
  )
  p('Pets: none without a pet addendum. Smoking: not permitted. Renter\u2019s insurance: required.')
  p(`Tenant contact for this lease: ${v.phone} / ${v.email}.`)
  p(
    `This property was leased with the assistance of ${v.broker}, who represents the Owner and is not the Property Manager.`,
  )
  k.gap(14)
  for (const who of [`${v.company}, for Owner`, ...v.tenants.map((t) => `Tenant: ${t.full}`)]) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 240, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: w.y - 10, size: 8.4, font: f.sans })
    w.y -= 30
  }
  w.newPage()
  w.y = w.height - 72
  k.centre('PAYMENT INSTRUCTIONS', 13, f.sansBold)
  k.gap(8)
  k.table(
    [
      ['Method', 'Details'],
      [
        'ACH bank transfer',
        `${v.bank} \u2014 account name: ${v.company} Trust Account \u2014 routing no. ${v.routing} \u2014 account no. ${v.acct}`,
      ],
      ['Zelle', `send to ${v.zelle} (registered to ${v.company})`],
      ['Memo', 'your street address and unit, e.g. "1234 Main #2 \u2013 rent"'],
    ],
    [0.28, 0.72],
    { head: true },
  )
  p(
    'Payments are credited on the business day they are received. Allow three business days for ACH transfers. Never send rent to a different account because of an e-mail; call the office first.',
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
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
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['ACH', 'Zelle'],
      bankAccount: v.acct,
      zelleNumber: v.zelle,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `Each rejected electronic payment: ${usd(v.nsf)}.`,
      rentDueDescription: 'payable on or before the first day of each month',
      paymentRecipient: v.company,
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days from the date of termination of the tenancy and receipt of Tenant\u2019s mailing address or delivery instructions, less deductions itemized in writing',
      _notes: [
        'Bank details (routing and account numbers) and the Zelle address are only on the separate Payment Instructions page; bankAccount is the account number, not the routing number.',
        'The leasing broker is a distractor (represents the owner; not the manager).',
        `Late after the ${v.graceWords} day: gracePeriodDays ${v.grace}; the late charge is a flat or daily amount (lateFeePercentage null).`,
        'Payments are electronic only (no payment address).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'payment_instructions_page',
  title:
    'Manager\u2019s short lease with a separate Payment Instructions page carrying ACH and Zelle details',
  exercises:
    'routing vs account number, Zelle e-mail, electronic payments only, broker distractor, daily capped late charge',
  docs: [
    {
      name: 'tw3_ia_lease_des_moines',
      build: () =>
        build({
          company: 'Raccoon River Property Management',
          companyAddr: '400 Locust Street, Suite 1550, Des Moines, IA 50309',
          owner: 'Sherman Hill Row LLC',
          broker: 'Court Avenue Realty, (515) 555-0100',
          tenants: [person('Beatrix', 'Onyango'), person('Leif', 'Castellano')],
          phone: '(515) 555-0171',
          email: 'b.onyango@example.com',
          premises: '1721 Woodland Avenue, Unit 3, Des Moines, IA 50309',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1180,
          deposit: 1180,
          late: 'a late fee of $20.00 per day accrues, not to exceed $100.00 in any month',
          grace: 5,
          graceWords: 'fifth',
          nsf: 30,
          bank: 'Prairie Meadow Savings Bank',
          routing: '073900118',
          acct: '5512 0047 8830',
          zelle: 'rent@example.com',
          signed: '2027-04-16',
          state: 'Iowa',
          notes: ['Two tenants; daily late fee capped at $100.00.'],
        }),
    },
    {
      name: 'tw3_ne_lease_omaha',
      build: () =>
        build({
          company: 'Missouri Bluffs Management Co.',
          companyAddr: 'P.O. Box 24117, Omaha, NE 68124',
          owner: 'Dundee Ridge Apartments LP',
          broker: 'Blackstone District Brokers, (402) 555-0102',
          tenants: [person('Ysolde', 'Marchbanks')],
          phone: '(402) 555-0148',
          email: 'ysolde.m@example.net',
          premises: '5015 Underwood Avenue, Apt 7, Omaha, NE 68132',
          start: '2027-12-01',
          end: '2028-11-30',
          rent: 1345,
          deposit: 1345,
          late: 'a late fee of $65.00 is due',
          grace: 3,
          graceWords: 'third',
          nsf: 35,
          bank: 'Elkhorn Valley State Bank',
          routing: '104000219',
          acct: '300118472',
          zelle: 'payments@example.org',
          signed: '2027-11-12',
          state: 'Nebraska',
          notes: ['One tenant; flat $65.00 late fee.'],
        }),
    },
  ],
}
