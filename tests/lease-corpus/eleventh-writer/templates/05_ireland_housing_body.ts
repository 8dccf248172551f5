import { rgb } from 'pdf-lib'
import { dt, plain, wrapText, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { colourBar, pageNumbers, room, ruledTable, signPair } from '../parts'

type Tenant = { p: Person; phone: string; email: string }

type V = {
  body: string
  kind: string
  charity: string
  ref: string
  agent: { name: string; hours: string } | null
  noticeTo: string
  noticeAddr: string
  hours: string
  tenants: Tenant[]
  household: { p: Person; relation: string }[]
  premises: string
  start: string
  end: string | null
  rent: number
  rentWords: string
  dueDay: string
  deposit: number
  pay: { kind: 'iban'; iban: string; bic: string } | { kind: 'office'; office: string }
  returned: number
  signed: string
  notes: string[]
}

const euro = (n: number) => `\u20ac${plain(n)}`

/** Label on the left, value on the right, a hairline under each pair. */
const particulars = (k: Kit, pairs: [string, string][]) => {
  const lw = k.W * 0.3
  for (const [label, value] of pairs) {
    const lines = wrapText(value, k.f.sans, 9.4, k.W - lw - 8)
    const labels = wrapText(label, k.f.sansBold, 8.4, lw - 10)
    const h = Math.max(lines.length, labels.length) * 12.4 + 7
    room(k, h + 4)
    labels.forEach((l, i) =>
      k.w.page.drawText(l, {
        x: k.L,
        y: k.w.y - i * 12.4,
        size: 8.4,
        font: k.f.sansBold,
        color: rgb(0.16, 0.4, 0.3),
      }),
    )
    lines.forEach((l, i) =>
      k.w.page.drawText(l, { x: k.L + lw, y: k.w.y - i * 12.4, size: 9.4, font: k.f.sans }),
    )
    k.w.page.drawLine({
      start: { x: k.L, y: k.w.y - h + 9 },
      end: { x: k.L + k.W, y: k.w.y - h + 9 },
      thickness: 0.3,
      color: rgb(0.6, 0.7, 0.65),
    })
    k.w.y -= h
  }
  k.w.y -= 8
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 56, size: 9.6 })
  const { f } = k
  const green: [number, number, number] = [0.16, 0.4, 0.3]
  colourBar(k, v.body, { size: 13, colour: green, right: v.charity })
  k.line(`${v.kind}  \u00b7  tenancy reference ${v.ref}`, 8, f.sans)
  k.gap(6)
  k.line('Tenancy Agreement', 18, f.sansBold)
  k.p(
    'This agreement is between us, the landlord named below, and you, the tenant or tenants named below. It is written in plain English; where it uses \u201cwe\u201d, \u201cus\u201d or \u201cour\u201d it means the landlord, and \u201cyou\u201d means each tenant. Your rights under the Residential Tenancies Acts 2004 to 2022 apply in addition to this agreement.',
    { after: 10 },
  )
  colourBar(k, 'Part 1  Your tenancy at a glance', { size: 10, colour: green })
  const names = v.tenants.map((t) => t.p.full).join(' and ')
  particulars(k, [
    ['Landlord', `${v.body} (\u201cwe\u201d)`],
    ...(v.agent
      ? ([['Managing agent', `${v.agent.name}, which manages your home for us day to day`]] as [
          string,
          string,
        ][])
      : []),
    ['Tenant(s)', v.tenants.length > 1 ? `${names} (joint tenants)` : names],
    [
      'Household members who are not tenants',
      v.household.length
        ? v.household.map((h) => `${h.p.full} (${h.relation})`).join(', ')
        : 'None',
    ],
    ['Your home', v.premises],
    ['Start date', dt(v.start).eu],
    [
      'Type of tenancy',
      v.end
        ? `Fixed term of twelve months. End date: ${dt(v.end).eu}`
        : 'Periodic tenancy with no fixed end date; it continues month by month until ended as set out in Part 5',
    ],
    ['Rent', `${euro(v.rent)} per calendar month`],
    ['Rent due', `monthly in advance on the ${v.dueDay} day of each month`],
    ['Deposit', euro(v.deposit)],
    ['Office hours', v.agent ? v.agent.hours : v.hours],
  ])
  k.line('Contact details you have given us', 9.4, f.sansBold)
  k.gap(2)
  ruledTable(
    k,
    ['Tenant', 'Mobile', 'E-mail'],
    v.tenants.map((t) => [t.p.full, t.phone, t.email]),
    [0.36, 0.24, 0.4],
    { size: 8.8, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  colourBar(k, 'Part 2  What we agree to do', { size: 10, colour: green })
  const ours = [
    'Register your tenancy with the Residential Tenancies Board (RTB) within one month of the start date.',
    'Keep the structure and exterior of your home in good repair, and keep the heating, plumbing, wiring and any lift or common areas in working order.',
    'Carry out repairs that are our responsibility within a reasonable time of your report; emergency repairs are attended to within 24 hours.',
    'Give you at least 24 hours\u2019 notice before we visit, except in an emergency, and respect your right to quiet enjoyment of your home.',
    'Review your rent once a year under our Rent Scheme and give you at least 90 days\u2019 written notice of any change.',
  ]
  ours.forEach((t, i) => k.p(`2.${i + 1}  ${t}`, { after: 4, x: k.L + 8, width: k.W - 8 }))
  colourBar(k, 'Part 3  What you agree to do', { size: 10, colour: green })
  const guests =
    'You may have visitors to stay, but no visitor may stay for more than twenty-eight (28) nights in any twelve months without our written consent, because your home was allocated on the basis of your household.'
  const yours = [
    'Live in your home as your only or principal home, and use it as a private dwelling only.',
    'Tell us straight away if anyone joins or leaves your household. Only the tenants and the household members named in Part 1 may live in your home.',
    guests,
    'Keep the inside of your home clean and in good condition, air it daily to prevent condensation, and report repairs promptly.',
    'Do not cause, or allow visitors to cause, anti-social behaviour or nuisance to neighbours.',
    'Do not keep a dog or cat without our written permission, and do not sublet or assign the tenancy.',
    'Allow us access, on notice, to inspect the home, read meters and carry out repairs and the annual gas or oil boiler service.',
  ]
  yours.forEach((t, i) => k.p(`3.${i + 1}  ${t}`, { after: 4, x: k.L + 8, width: k.W - 8 }))
  colourBar(k, 'Part 4  Rent, payments and deposit', { size: 10, colour: green })
  const due = `monthly in advance on the ${v.dueDay} day of each month`
  const nsf = `If a payment to us is recalled or returned unpaid by your bank, you must pay the ${euro(v.returned)} charge that our bank makes to us for it.`
  const ret =
    'within fourteen (14) days of the end of your tenancy, less any rent arrears and the reasonable cost of repairing damage beyond normal wear and tear'
  const payments = [
    `Your rent is ${v.rentWords} (${euro(v.rent)}) per calendar month, payable ${due}. Rent is not paid in arrears.`,
    v.pay.kind === 'iban'
      ? `Pay your rent to ${v.body} by standing order or bank transfer to IBAN ${v.pay.iban} (BIC ${v.pay.bic}), quoting your tenancy reference ${v.ref}, or through the Household Budget scheme by deduction from your social welfare payment. We do not accept cash.`
      : `Pay your rent by direct debit from your bank account (the mandate is signed with this agreement) or at ${v.pay.office} during office hours, in cash or by cheque made payable to ${v.body}. We give a receipt for every payment made at the office.`,
    nsf,
    'If you fall behind with your rent, contact your Tenancy Officer at once. We will try to agree an affordable repayment plan before taking any step under the Residential Tenancies Acts.',
    `You have paid a deposit of ${euro(v.deposit)}. We hold it in a separate account and do not use it for rent. We will return your deposit ${ret}.`,
  ]
  payments.forEach((t, i) => k.p(`4.${i + 1}  ${t}`, { after: 4, x: k.L + 8, width: k.W - 8 }))
  colourBar(k, 'Part 5  Notices and ending the tenancy', { size: 10, colour: green })
  const ending = [
    `Notices to us must be in writing and sent to: ${v.noticeTo}, ${v.noticeAddr}. We send notices to you at your home, and may also send a copy by e-mail.`,
    v.end
      ? 'The tenancy ends on the end date in Part 1 unless it is ended earlier or continues under the Residential Tenancies Acts; either of us must give the notice those Acts require.'
      : 'Either of us may end the tenancy by a valid notice of termination giving the notice period required by the Residential Tenancies Acts for the length of the tenancy.',
    'When you leave, return all keys and fobs, leave the home clean and tell us your new address.',
    'Disputes that we cannot resolve between us may be referred by either of us to the RTB.',
  ]
  ending.forEach((t, i) => k.p(`5.${i + 1}  ${t}`, { after: 4, x: k.L + 8, width: k.W - 8 }))
  room(k, 90 + 52 * v.tenants.length)
  colourBar(k, 'Signatures', { size: 10, colour: green })
  k.p(`Signed on ${dt(v.signed).dayMonth}.`, { after: 12 })
  signPair(k, [`For and on behalf of ${v.body}`, 'Housing Officer'], ['Witness'])
  for (const t of v.tenants) signPair(k, [`Tenant: ${t.p.full}`], ['Witness'])
  pageNumbers(k, (i, n) => `${v.body} \u00b7 Tenancy Agreement ${v.ref} \u00b7 ${i}/${n}`, {
    align: 'left',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.household.length ? v.household.map((h) => h.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).eu : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: Number.parseInt(v.dueDay, 10),
      maxGuestStayDays: 28,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.body,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.pay.kind === 'iban' ? ['Bank Transfer'] : ['ACH', 'Cash', 'Check'],
      bankAccount: v.pay.kind === 'iban' ? v.pay.iban : null,
      nsfFeeFirst: v.returned,
      rentDueDescription: due,
      paymentRecipient: v.body,
      paymentAddress: v.pay.kind === 'office' ? v.pay.office : null,
      officeHours: v.agent ? v.agent.hours : v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'Plain-English tenancy agreement of a not-for-profit landlord in Ireland ("we" and "you"): coloured band with the body\u2019s name and charity number, Part 1 particulars as label/value pairs with day/month/year dates, a table of the tenants\u2019 mobiles and e-mails, Parts 2\u20135 numbered within each part, signatures with witnesses. Amounts in euro.',
        'rentDueDescription is the particulars\u2019 "monthly in advance on the \u2026 day of each month" (repeated in 4.1). No late fee or grace period is stated (arrears lead to a repayment plan): lateFeePercentage and gracePeriodDays null. nsfPolicy is the recalled-or-returned sentence. Deposit "return your deposit within fourteen (14) days \u2026": the condition is the wording after "your deposit". Visitors "more than twenty-eight (28) nights in any twelve months": 28.',
        'paymentRecipient is the body named in "Pay your rent to \u2026" or in "made payable to \u2026". mailingAddress is the address written for notices to the landlord (the addressee line before it is not part of the address).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ireland_housing_body',
  title: 'Irish not-for-profit housing body\u2019s plain-English tenancy agreement in five parts',
  exercises:
    'approved housing body or housing co-operative as landlord in the first person plural ("we", "you"), coloured band letterhead with charity number, Part 1 "at a glance" label/value pairs (landlord, managing agent in one, joint tenants or one, household members who are not tenants, home with Eircode, start date and end date in dd/mm/yyyy or periodic, rent per calendar month, rent due "monthly in advance on the 4th/1st day of each month", deposit, office hours of the body or the agent), tenants\u2019 contacts table, numbered duties of each side, rent in words and figures in euro, standing order to an IBAN with BIC distractor and Household Budget deduction, or direct debit and cash/cheque at an office, no late fee (repayment plan), recalled-or-returned payment charge, 14-day deposit return, visitor nights per twelve months, notices to a named officer at an address, RTB references, signatures with witnesses',
  docs: [
    {
      name: 'tw11_ie_housing_body_galway',
      build: () =>
        build({
          body: 'Cois Cuain Housing Association CLG',
          kind: 'Approved Housing Body',
          charity: 'Registered charity no. 20231847',
          ref: 'GW-0412',
          agent: null,
          noticeTo: 'The Housing Manager, Cois Cuain Housing Association CLG',
          noticeAddr: 'Unit 4, Merchants Court, Merchants Road, Galway, H91 F6T2',
          hours: 'Monday to Thursday 9.30 a.m.\u20134.30 p.m., Friday 9.30 a.m.\u20131 p.m.',
          tenants: [
            {
              p: { first: 'Aoife', last: 'N\u00ed Bhriain', full: 'Aoife N\u00ed Bhriain' },
              phone: '087-555-0131',
              email: 'aoife.nibhriain@example.com',
            },
            {
              p: { first: 'Tomasz', last: 'W\u00f3jcik', full: 'Tomasz W\u00f3jcik' },
              phone: '085-555-0136',
              email: 'tomasz.wojcik@example.net',
            },
          ],
          household: [
            {
              p: { first: 'Niamh', last: 'W\u00f3jcik', full: 'Niamh W\u00f3jcik' },
              relation: 'daughter',
            },
          ],
          premises: 'Apartment 7, Seapoint Court, Upper Salthill Road, Galway, H91 X4C2',
          start: '2027-10-04',
          end: '2028-10-03',
          rent: 845,
          rentWords: 'eight hundred and forty-five euro',
          dueDay: '4th',
          deposit: 845,
          pay: { kind: 'iban', iban: 'IE64 CUAN 9311 5200 4471 82', bic: 'CUANIE2D' },
          returned: 12.5,
          signed: '2027-09-27',
          notes: [
            'An approved housing body (company limited by guarantee) manages its own homes: no managementCompany; officeHours are its own. Rent due on the 4th (the start date\u2019s day): rentDueDay 4. Standing order or bank transfer to the IBAN gives Bank Transfer with bankAccount the IBAN as written (the BIC is a distractor); the Household Budget deduction is not a method of the vocabulary and is not listed; cash refused. No place of payment (paymentAddress null).',
            'Fixed term of twelve months; terminationDateText is the end date as written, "03/10/2028". Joint tenants, the first one\u2019s mobile and e-mail from the contacts table; "N\u00ed Bhriain" is a two-word surname. Their daughter is a household member (additionalOccupants).',
          ],
        }),
    },
    {
      name: 'tw11_ie_housing_coop_kilkenny',
      build: () =>
        build({
          body: 'Nore Valley Housing Co-operative Society Limited',
          kind: 'Housing co-operative (registered society)',
          charity: 'Registered society no. 5893R',
          ref: 'NV-KK-118',
          agent: {
            name: 'Marble City Property Services Ltd',
            hours: 'Monday to Friday, 10 a.m. to 4 p.m.',
          },
          noticeTo:
            'The Secretary, Nore Valley Housing Co-operative Society Limited, c/o Marble City Property Services Ltd',
          noticeAddr: 'Suite 3, Parliament House, Parliament Street, Kilkenny, R95 E2V9',
          hours: 'by appointment',
          tenants: [
            {
              p: { first: 'Declan', last: 'Fitzmaurice', full: 'Declan Fitzmaurice' },
              phone: '086-555-0152',
              email: 'declan.fitzmaurice@example.org',
            },
          ],
          household: [
            {
              p: { first: 'Bridget', last: 'Fitzmaurice', full: 'Bridget Fitzmaurice' },
              relation: 'mother',
            },
          ],
          premises: '14 Abbey Meadows, Callan Road, Kilkenny, R95 T3N8',
          start: '2027-11-01',
          end: null,
          rent: 610,
          rentWords: 'six hundred and ten euro',
          dueDay: '1st',
          deposit: 610,
          pay: {
            kind: 'office',
            office: 'Suite 3, Parliament House, Parliament Street, Kilkenny, R95 E2V9',
          },
          returned: 15,
          signed: '2027-10-22',
          notes: [
            'A housing co-operative with a managing agent (managementCompany); the office hours in Part 1 are the agent\u2019s. Notices go to the Secretary "c/o" the agent: mailingAddress is the agent\u2019s suite address written after the addressee lines. Direct debit gives ACH; cash or cheque made payable to the co-operative at the agent\u2019s suite (paymentRecipient, paymentAddress).',
            'Periodic tenancy with no end date: month-to-month, endDate and terminationDateText null. One tenant; his mother is a household member.',
          ],
        }),
    },
  ],
}
