import { dt, plain, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  freshPage,
  heading,
  pageNumbers,
  room,
  ruledTable,
  runningHead,
  sidePanel,
  signPair,
} from '../parts'

type Tenant = { p: Person; phone: string; email: string }

type V = {
  ref: string
  landlord: string
  landlordAddr: string
  landlordReg: string
  tenants: Tenant[]
  others: { p: Person; relation: string }[]
  premises: string
  start: string
  rent: number
  rentWords: string
  dueDay: number
  firstPayment: { amount: number; span: string } | null
  deposit: number
  signed: string
  notes: string[]
}

const AGENT = 'Thistle & Loch Lettings Ltd'
const REG = 'LARN1904217'
const BRANCH = {
  inverness: {
    addr: '2nd Floor, 14 Academy Street, Inverness, IV1 1LX',
    phone: '01463 555-0140',
    email: 'inverness@thistleloch.example.co.uk',
  },
  stirling: {
    addr: 'Suite 5, 27 Port Street, Stirling, FK8 2EN',
    phone: '01786 555-0108',
    email: 'stirling@thistleloch.example.co.uk',
  },
}
const HOURS = 'Mon\u2013Fri 9am\u20135.30pm, Sat 10am\u20131pm'
const SCHEME = 'Caledonian Deposit Protection'
const SORT = '80-41-27'
const ACCOUNT = '20758316'

const pounds = (n: number) => `\u00a3${plain(n)}`
const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`

const build = async (v: V, branch: keyof typeof BRANCH): Promise<Built> => {
  const b = BRANCH[branch]
  const k = await kit({ serif: false, margin: 50, size: 9.2 })
  const { f } = k
  const col = sidePanel(
    k,
    'Your tenancy at a glance',
    [
      { cap: 'Let property', lines: [v.premises] },
      { cap: 'Tenancy starts', lines: [dt(v.start).dayMonth] },
      { cap: 'Type', lines: ['Private residential tenancy \u2014 no end date'] },
      { cap: 'Monthly rent', lines: [pounds(v.rent)] },
      { cap: 'Rent due', lines: [`${ord(v.dueDay)} of each month, in advance`] },
      { cap: 'Deposit', lines: [pounds(v.deposit), `Protected with ${SCHEME}`] },
      { cap: 'Letting agent', lines: [AGENT, b.addr, b.phone, b.email] },
      { cap: 'Branch opening hours', lines: [HOURS] },
      { cap: 'Emergency repairs out of hours', lines: ['0800 555-0199'] },
      { cap: 'Our reference', lines: [v.ref] },
    ],
    { width: 172, tint: [0.9, 0.92, 0.96] },
  )
  const p = (text: string, size = 9.2, font = k.w.regular) =>
    k.p(text, { x: col.x, width: col.width, size, font, after: 6, bottom: 60 })
  const h = (text: string) => {
    k.w.page.drawText(text, { x: col.x, y: k.w.y, size: 9.8, font: f.sansBold })
    k.w.y -= 14
  }
  k.w.page.drawText('Private Residential', { x: col.x, y: k.w.y, size: 18, font: f.sansBold })
  k.w.y -= 21
  k.w.page.drawText('Tenancy Agreement', { x: col.x, y: k.w.y, size: 18, font: f.sansBold })
  k.w.y -= 16
  p('Private Housing (Tenancies) (Scotland) Act 2016', 8.4, f.italic)
  k.gap(4)
  const many = v.tenants.length > 1
  h('1. The Landlord')
  p(
    `${v.landlord}, ${v.landlordAddr} (\u201cthe Landlord\u201d). Landlord registration number ${v.landlordReg}.`,
  )
  h('2. The Letting Agent')
  p(
    `${AGENT}, ${b.addr}, letting agent registration number ${REG} (\u201cthe Letting Agent\u201d). The Landlord has appointed the Letting Agent to manage the tenancy, collect the rent and deal with repairs. The Letting Agent acts for the Landlord in everything in this Agreement.`,
  )
  h(many ? '3. The Tenants' : '3. The Tenant')
  p(
    `${v.tenants.map((t) => t.p.full).join(' and ')} (\u201cthe Tenant\u201d${many ? ', which means each of them; they are jointly and severally liable' : ''}). Telephone numbers and e-mail addresses are in the schedule on the last page.` +
      (v.others.length
        ? ` ${v.others.map((o) => `${o.p.full} (${o.relation})`).join(' and ')} will also live in the Let Property but ${v.others.length > 1 ? 'are' : 'is'} not a tenant.`
        : ''),
  )
  h('4. The Let Property')
  p(
    `${v.premises} (\u201cthe Let Property\u201d), let unfurnished except for the white goods and floor coverings in the inventory, together with the shared use of the common stair, back green and bin store.`,
  )
  h('5. Start of the tenancy')
  p(
    `The tenancy starts on ${dt(v.start).dayMonth}. It has no end date: it continues until the Tenant ends it by giving at least 28 days\u2019 written notice, or the Landlord ends it on one of the eviction grounds in the Act by giving the notice the Act requires.`,
  )
  h('6. Communication')
  p(
    'The parties agree that notices and documents under this Agreement may be sent by e-mail to the addresses in this Agreement, as well as by post or by hand.',
  )
  const due = `in advance on the ${ord(v.dueDay)} day of each month`
  const ret =
    'once the Tenant and the Landlord have agreed, or the Scheme\u2019s adjudicator has decided, how it is to be divided'
  h('7. Rent')
  p(
    `The rent is ${pounds(v.rent)} (${v.rentWords}) per month, payable ${due}.` +
      (v.firstPayment
        ? ` The first payment, made before the tenancy starts, is ${pounds(v.firstPayment.amount)} for the period from ${v.firstPayment.span}; after that the full monthly rent is payable.`
        : ' The first month\u2019s rent is paid before the tenancy starts.'),
  )
  h('8. Paying the rent')
  p(
    `Rent is payable to the Letting Agent by standing order to ${AGENT} Client Account, sort code ${SORT}, account number ${ACCOUNT}, quoting the reference ${v.ref}. Rent may also be paid by debit card at the branch. Cash and cheques are not accepted.`,
  )
  freshPage(k)
  heading(k, 'Rent increases and arrears', { size: 10.5, font: f.sansBold, rule: true })
  k.p(
    '9. The rent may be increased no more than once in any twelve months, and only by a rent-increase notice given at least three months before the increase takes effect. The Tenant may refer a proposed increase to a rent officer.',
  )
  k.p(
    '10. No fee or charge is made for paying the rent late. If rent is not paid on time the Letting Agent will contact the Tenant to agree how the arrears will be cleared; persistent arrears may lead to the Landlord seeking an eviction order.',
  )
  heading(k, 'Deposit', { size: 10.5, font: f.sansBold, rule: true })
  k.p(
    `11. The Tenant has paid a deposit of ${pounds(v.deposit)}. Within 30 working days of the start of the tenancy the Letting Agent will lodge it with ${SCHEME}, an approved tenancy deposit scheme (\u201cthe Scheme\u201d), and give the Tenant the information the regulations require.`,
  )
  k.p(
    `12. At the end of the tenancy the Letting Agent will tell the Scheme how much of the deposit it proposes to keep and why. The Scheme will repay the deposit ${ret}.`,
  )
  heading(k, 'Living in the Let Property', { size: 10.5, font: f.sansBold, rule: true })
  const guests =
    'No guest may stay in the Let Property for more than twenty-one (21) nights in any six-month period without the Landlord\u2019s written consent, which will not be unreasonably refused.'
  const living = [
    'The Tenant is responsible for Council Tax, gas, electricity, telephone, broadband and the TV licence, and will register with the suppliers from the start date.',
    `The Let Property must be used as the Tenant\u2019s only or principal home. ${guests}`,
    'The Tenant must take reasonable care of the Let Property, keep it adequately heated and ventilated to avoid condensation and frost damage, and report any need for repair to the Letting Agent promptly.',
    'The Landlord must make sure the Let Property meets the Repairing Standard throughout the tenancy and will arrange repairs within a reasonable time of being told of them.',
    'The Landlord or Letting Agent may enter the Let Property to inspect it, carry out repairs or value it, after giving at least 48 hours\u2019 notice, or without notice in an emergency.',
    'No pets may be kept without the Landlord\u2019s written consent. Smoking and vaping are not permitted inside the Let Property.',
    'The Tenant may not sublet, take in a lodger or assign the tenancy without the Landlord\u2019s written consent.',
  ]
  living.forEach((t, i) => k.p(`${13 + i}. ${t}`))
  heading(k, 'Notices', { size: 10.5, font: f.sansBold, rule: true })
  k.p(
    `20. Notices to the Landlord must be given in writing to the Letting Agent at ${b.addr}, or by e-mail to ${b.email}. Notices to the Tenant will be given at the Let Property or by e-mail.`,
  )
  k.p(
    '21. Before leaving, the Tenant must return all keys to the Letting Agent, leave the Let Property clean and in the same condition as at the start of the tenancy (fair wear and tear excepted), and give a forwarding address.',
  )
  room(k, 150 + 62 * v.tenants.length)
  heading(k, 'Schedule \u2014 Tenant contact details', { size: 10.5, font: f.sansBold, rule: true })
  ruledTable(
    k,
    ['Tenant', 'Telephone', 'E-mail'],
    v.tenants.map((t) => [t.p.full, t.phone, t.email]),
    [0.36, 0.24, 0.4],
    { size: 8.8, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  k.p(`Signed on ${dt(v.signed).dayMonth}.`, { after: 10 })
  signPair(k, [`For the Landlord: ${AGENT}, as agent`], ['Date'])
  for (const t of v.tenants) signPair(k, [`Tenant: ${t.p.full}`], ['Date'])
  runningHead(k, `Private residential tenancy \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `${AGENT} \u00b7 ${v.ref} \u00b7 page ${i} of ${n}`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.others.length ? v.others.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'month-to-month',
      startDate: v.start,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 21,
      managementCompany: AGENT,
      housingProvider: v.landlord,
      mailingAddress: b.addr,
      acceptedPaymentMethods: ['Bank Transfer'],
      bankAccount: ACCOUNT,
      proratedRent: v.firstPayment?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: AGENT,
      officeHours: HOURS,
      depositReturnCondition: ret,
      _notes: [
        'Letting agent\u2019s private residential tenancy (Scotland): page 1 has a tinted panel down the left ("Your tenancy at a glance") with the text of clauses 1\u20136 beside it; later pages run full width under ruled headings with continuous clause numbers, a tenant contact schedule and signatures; running head from page 2. Amounts in pounds sterling, day-month-year long dates.',
        'A private residential tenancy has no end date and runs month by month until ended under the Act: leaseType month-to-month, endDate and terminationDateText null. Rent "payable in advance on the \u2026 day of each month" (rentDueDescription). Standing order to the agent\u2019s client account gives Bank Transfer with bankAccount the account number (the sort code is a distractor); debit card at the branch is not a listed method; cash and cheques refused. Rent is "payable to the Letting Agent" (paymentRecipient); no place of payment for the rent (paymentAddress null).',
        'No late fee, grace period or returned-payment charge (clause 10 says none is made): gracePeriodDays, lateFeePercentage, nsfFeeFirst and nsfPolicy null. The deposit is repaid by the statutory scheme with no number of days (depositReturnDays null); depositReturnCondition is the wording after "repay the deposit". Notices to the landlord go to the agent\u2019s branch address (mailingAddress); the landlord\u2019s own address and the out-of-hours number are distractors. Guests "more than twenty-one (21) nights in any six-month period": 21. officeHours are the branch opening hours in the panel.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'scotland_agent_panel',
  title:
    'Scottish letting agent\u2019s private residential tenancy agreement with an at-a-glance side panel',
  exercises:
    'tinted side panel on page 1 (let property, start date, type with no end date, monthly rent, due day, deposit and scheme, agent with branch address, phone and e-mail, branch hours, out-of-hours number, reference) beside numbered clauses in a narrow column (landlord couple or company with address and registration number, agent with registration number, tenants with or without a non-tenant occupant, let property, open-ended start), then full-width ruled sections: rent in figures and words payable in advance on the 28th or the 1st with a stated part-month first payment in one, standing order to a client account with sort code distractor, debit card at branch, cash and cheques refused, no late or returned-payment charge, deposit lodged with a scheme and repaid once agreed or adjudicated (no days), guest nights per six months, notices to the agent\u2019s branch, contact schedule table, running head',
  docs: [
    {
      name: 'tw11_sc_prt_inverness',
      build: () =>
        build(
          {
            ref: 'TL/INV/2291',
            landlord: 'Alasdair Grant and Morag Grant',
            landlordAddr: '22 Drummond Crescent, Inverness, IV2 4QW',
            landlordReg: '418265/270/31906',
            tenants: [
              {
                p: { first: 'Rhona', last: 'Sutherland', full: 'Rhona Sutherland' },
                phone: '01463 555-0162',
                email: 'rhona.sutherland@example.com',
              },
              {
                p: { first: 'Kwame', last: 'Asante-Boateng', full: 'Kwame Asante-Boateng' },
                phone: '01463 555-0165',
                email: 'kwame.ab@example.net',
              },
            ],
            others: [],
            premises: 'Flat C, 31 Glenurquhart Road, Inverness, IV3 5NX',
            start: '2027-09-28',
            rent: 895,
            rentWords: 'eight hundred and ninety-five pounds',
            dueDay: 28,
            firstPayment: null,
            deposit: 1000,
            signed: '2027-09-17',
            notes: [
              'A married couple are the landlords (housingProvider as written); the agent signs for them. Rent due on the 28th, the start date\u2019s day (rentDueDay 28). Two joint tenants; the first one\u2019s telephone and e-mail from the schedule.',
            ],
          },
          'inverness',
        ),
    },
    {
      name: 'tw11_sc_prt_stirling_scan',
      build: () =>
        build(
          {
            ref: 'TL/STR/0874',
            landlord: 'Ochil View Estates Limited',
            landlordAddr: '9 Abbey Road Place, Stirling, FK8 1LP',
            landlordReg: '302719/390/20455',
            tenants: [
              {
                p: { first: 'Ewan', last: 'MacLeod', full: 'Ewan MacLeod' },
                phone: '01786 555-0171',
                email: 'ewan.macleod@example.org',
              },
            ],
            others: [
              {
                p: { first: 'Priya', last: 'Raman', full: 'Priya Raman' },
                relation: 'his partner',
              },
            ],
            premises: 'Flat 1/2, 8 Wallace Street, Stirling, FK8 1NP',
            start: '2027-11-15',
            rent: 780,
            rentWords: 'seven hundred and eighty pounds',
            dueDay: 1,
            firstPayment: { amount: 416, span: '15 November to 30 November 2027' },
            deposit: 780,
            signed: '2027-11-08',
            notes: [
              'A limited company is the landlord. Starts mid-month: clause 7 states the first payment of \u00a3416.00 for 15\u201330 November (proratedRent), then rent due on the 1st. One tenant; his partner lives there but is not a tenant (additionalOccupants).',
            ],
          },
          'stirling',
        ),
      scan: {
        dpi: 130,
        rotate: 0.6,
        shear: 0.008,
        contrast: 0.7,
        noise: 10,
        quality: 52,
        seed: 11606,
      },
    },
  ],
}
