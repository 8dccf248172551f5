import {
  checkbox,
  clause,
  dt,
  fill,
  person,
  plain,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxedText, pageNumbers, sign } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  agent: { name: string; addr: string; phone: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  dueDay: string
  graceDays: number
  latePct: number
  nsf: number
  payee: string
  payAt: string
  methods: { check: boolean; money: boolean; cash: boolean; ach: boolean }
  guestDays: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 50, size: 9 })
  const { f, w } = k
  k.line('OCEAN STATE RENTAL OWNERS COUNCIL', 8, f.sansBold)
  k.line('Form R-12  \u2022  Residential Lease (Dwelling Unit)  \u2022  Rev. 03/2026', 7.4, f.sans)
  k.gap(6)
  k.centre('RESIDENTIAL LEASE', 14, f.bold)
  k.gap(2)
  const o = { size: 9, x: k.L, width: k.W, leading: 1.5, after: 5, bottom: 56 }
  const c = (head: string, segs: Parameters<typeof clause>[3]) => clause(w, f, head, segs, o)
  c('1. PARTIES.', [
    'This Lease is made between',
    fill(v.landlord, 160),
    ', whose address is',
    fill(v.landlordAddr, 200),
    '("Landlord"), and',
    fill(andList(v.tenants.map((t) => t.p.full)), 200),
    '("Tenant"). Landlord\u2019s agent for management, if any:',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}, ${v.agent.phone}` : 'N/A', 120),
    '.',
  ])
  c('2. PREMISES.', [
    'Landlord leases to Tenant the dwelling unit located at',
    fill(v.premises, 220),
    '.',
  ])
  c('3. TERM.', [
    'The term begins on',
    fill(dt(v.start).us, 80),
    'and ends on',
    fill(dt(v.end).us, 80),
    'at 11:59 p.m., unless renewed or ended sooner as this Lease allows.',
  ])
  c('4. RENT.', [
    'Tenant shall pay monthly rent of $',
    fill(plain(v.rent), 70),
    'in advance on the',
    fill(v.dueDay, 40),
    'day of each month, payable to',
    fill(v.payee, 150),
    'at',
    fill(v.payAt, 170),
    'or any other place Landlord designates in writing. Accepted forms of payment (marked):',
  ])
  k.gap(1)
  let x = k.L + 20
  for (const [label, on] of [
    ['Personal check', v.methods.check],
    ['Money order', v.methods.money],
    ['Cash (receipt given)', v.methods.cash],
    ['Electronic transfer (ACH)', v.methods.ach],
  ] as const)
    x = checkbox(w.page, f, x, w.y, on, label, 8.6)
  k.gap(16)
  c('5. LATE CHARGE.', [
    'If rent is not paid within',
    fill(String(v.graceDays), 24),
    'days after it is due, Tenant shall pay a late charge of',
    fill(String(v.latePct), 24),
    '% of the monthly rent.',
  ])
  c('6. DISHONORED PAYMENTS.', [
    'For each check or electronic payment dishonored by Tenant\u2019s bank, Tenant shall pay $',
    fill(plain(v.nsf), 50),
    'in addition to any late charge.',
  ])
  c('7. SECURITY DEPOSIT.', [
    'Tenant has paid a security deposit of $',
    fill(plain(v.deposit), 70),
    '(not more than one month\u2019s rent). Landlord shall return the deposit, less any amount lawfully withheld for unpaid rent or damage beyond reasonable wear and tear, within twenty (20) days after Tenant vacates, surrenders possession and provides a forwarding address.',
  ])
  c('8. OCCUPANCY AND GUESTS.', [
    'Only the Tenant(s) named above may live in the Premises. No guest may stay more than',
    fill(v.guestDays, 60),
    'without Landlord\u2019s written consent.',
  ])
  c('9. NOTICES.', [
    'Notices to Landlord shall be sent to the address in Paragraph 1 unless an agent is named there, in which case to the agent.',
  ])
  c('10. UTILITIES, CARE AND ACCESS.', [
    'Tenant pays all utilities serving the Premises except water and sewer. Tenant keeps the Premises clean and safe, and allows Landlord entry on two days\u2019 notice except in emergency.',
  ])
  boxedText(
    k,
    'This form is published for the convenience of members. It is not legal advice. Blank spaces must be completed before signing; strike any term that does not apply.',
    { size: 7.6, font: f.italic, fill: 0.95 },
  )
  k.p(`Dated: ${dt(v.signed).us}`)
  sign(k, `LANDLORD: ${v.landlord}`)
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, { under: [`Phone ${t.phone}   Email ${t.email}`] })
  pageNumbers(k, (i, n) => `OSROC Form R-12 (03/2026)        page ${i} / ${n}`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  const methods = [
    ...(v.methods.check ? ['Check'] : []),
    ...(v.methods.money ? ['Money Order'] : []),
    ...(v.methods.cash ? ['Cash'] : []),
    ...(v.methods.ach ? ['ACH'] : []),
  ]
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.agent ? v.agent.addr : v.landlordAddr,
      acceptedPaymentMethods: methods,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.graceDays,
      nsfFeeFirst: v.nsf,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      depositReturnDays: 20,
      depositReturnCondition:
        'less any amount lawfully withheld for unpaid rent or damage beyond reasonable wear and tear, within twenty (20) days after Tenant vacates, surrenders possession and provides a forwarding address',
      _notes: [
        'State landlords\u2019 council form with filled blanks in typewriter face: numbered run-in paragraphs, tick boxes for payment methods, a boxed publisher\u2019s note; tenants\u2019 phones and e-mails only under their signatures.',
        'The due day is a filled blank ("1st"), so rentDueDescription is null; the returned-payment fee is only in a blank, so nsfPolicy is null (nsfFeeFirst from the blank). "not paid within [N] days after it is due" gives gracePeriodDays N; the late charge is a percentage of the monthly rent (lateFeePercentage).',
        'Notices go to the landlord\u2019s Paragraph 1 address unless an agent is named, then to the agent (mailingAddress accordingly). The payee and place of payment are blanks in the rent paragraph (paymentRecipient, paymentAddress). Deposit "return the deposit, less \u2026": the condition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'rhode_island_council_form',
  title: 'Rhode Island landlords\u2019 council lease form with filled blanks',
  exercises:
    'publisher\u2019s form with run-in numbered paragraph heads and typed blanks (parties with landlord address, agent line "N/A" or filled with address and phone, premises, MM/DD/YYYY term, rent figure, due day "1st", payee and place of payment, late days and percentage, dishonored-payment fee, deposit, guest days), tick boxes for check/money order/cash/ACH, 20-day deposit return, notices to the landlord or the named agent, boxed publisher\u2019s note, tenants\u2019 phones and e-mails under their signatures',
  docs: [
    {
      name: 'tw9_ri_council_lease_newport',
      build: () =>
        build({
          landlord: 'Evander J. Castellucci',
          landlordAddr: '77 Kay Street, Newport, RI 02840',
          agent: {
            name: 'Bellevue Harbor Rentals LLC',
            addr: '14 Touro Street, 2nd Floor, Newport, RI 02840',
            phone: '(401) 555-0109',
          },
          tenants: [
            {
              p: person('Rosalind', 'Achebe-Frost'),
              phone: '(401) 555-0124',
              email: 'rosalind.af@example.com',
            },
            {
              p: person('Mateus', 'Carvalho'),
              phone: '(401) 555-0131',
              email: 'mcarvalho@example.org',
            },
          ],
          premises: '9 Ayrault Street, Apt. 3, Newport, RI 02840',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 2100,
          deposit: 2100,
          dueDay: '1st',
          graceDays: 5,
          latePct: 5,
          nsf: 35,
          payee: 'Bellevue Harbor Rentals LLC',
          payAt: '14 Touro Street, 2nd Floor, Newport, RI 02840',
          methods: { check: true, money: true, cash: false, ach: true },
          guestDays: '14 days in any 6 months',
          signed: '2027-06-11',
          notes: [
            'Agent named in Paragraph 1, so notices (mailingAddress) and rent go to the agent\u2019s office; the landlord\u2019s own Newport address is a distractor. Guests "14 days in any 6 months".',
          ],
        }),
    },
    {
      name: 'tw9_ri_council_lease_westerly_scan',
      build: () =>
        build({
          landlord: 'Ansel and Dorothea Whitcombe',
          landlordAddr: '212 Shore Road, Westerly, RI 02891',
          agent: null,
          tenants: [
            {
              p: person('Kieran', 'Maguire-Oduya'),
              phone: '(401) 555-0146',
              email: 'kmaguire.oduya@example.net',
            },
          ],
          premises: '36 Elm Street, Unit 1, Westerly, RI 02891',
          start: '2027-08-15',
          end: '2028-08-14',
          rent: 1525,
          deposit: 1525,
          dueDay: '1st',
          graceDays: 10,
          latePct: 8,
          nsf: 25,
          payee: 'A. & D. Whitcombe',
          payAt: '212 Shore Road, Westerly, RI 02891',
          methods: { check: true, money: false, cash: true, ach: false },
          guestDays: '14 consecutive days',
          signed: '2027-08-02',
          notes: [
            'No agent ("N/A"); a couple as landlord, who are paid at their own home under initials ("A. & D. Whitcombe"). The term starts on the 15th with rent due on the 1st; no prorated amount stated (proratedRent null).',
          ],
        }),
      scan: { dpi: 150, rotate: 1.1, contrast: 0.78, noise: 22, quality: 48, seed: 9031 },
    },
  ],
}
