import {
  checkbox,
  dt,
  fill,
  moneyWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, band, numbered, pageNumbers, sign, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  agent: { name: string; addr: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lateDays: number
  latePct: number
  nsf: number
  guestDays: number
  payee: string
  payAt: string
  methods: { check: boolean; cashier: boolean; money: boolean; cash: boolean }
  parking: { stall: string; fee: number } | null
  appFee: number
  signed: string
  notes: string[]
}

const RETURN =
  'less any sums lawfully applied to unpaid rent, cleaning or repair of damage beyond ordinary wear, within thirty (30) days after termination of the tenancy and delivery of possession'

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.2 })
  const { f, w } = k
  k.centre('ISLAND RENTAL HOUSING ASSOCIATION OF GUAM', 8.6, f.sansBold)
  k.centre(
    'Standard Form IRHA-4  \u00b7  approved for use by members  \u00b7  edition of January 2026',
    7.2,
    f.sans,
  )
  k.gap(6)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 15, f.bold)
  k.gap(4)
  band(k, 'Fill in every blank. Write "None" where a blank does not apply.', { size: 8 })
  const n = (num: string, cap: string, segs: Parameters<typeof numbered>[3]) =>
    numbered(k, num, cap, segs, { size: 9.2 })
  n('1.', 'LANDLORD AND AGENT', [
    'The owner of the Premises is',
    fill(v.landlord, 170),
    ', mailing address',
    fill(v.landlordAddr, 200),
    '("Landlord"). Agent authorized to manage the Premises for Landlord:',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}` : 'None', 120),
    '("Agent").',
  ])
  n('2.', 'TENANT(S)', [
    'The following person(s), each jointly and severally liable, are "Tenant":',
    fill(andList(v.tenants.map((t) => t.p.full)), 220),
    '. Other persons permitted to reside in the Premises:',
    fill(v.occupants.length ? andList(v.occupants.map((o) => o.full)) : 'None', 120),
    '.',
  ])
  n('3.', 'PREMISES', ['Landlord rents to Tenant the dwelling at', fill(v.premises, 240), '.'])
  n('4.', 'TERM', [
    'The term of this Lease commences on',
    fill(dt(v.start).long, 100),
    'and expires on',
    fill(dt(v.end).long, 100),
    '. Tenant shall give at least thirty (30) days\u2019 written notice before expiration if Tenant will not renew.',
  ])
  n('5.', 'RENT', [
    'Tenant agrees to pay as rent the sum of',
    fill(moneyWords(v.rent, 'title'), 200),
    'per month, payable in advance on or before the',
    fill('first (1st)', 60),
    'day of each calendar month, to',
    fill(v.payee, 150),
    'at',
    fill(v.payAt, 180),
    ', or at such other place as Landlord may designate in writing. Rent may be paid by (mark each accepted):',
  ])
  let x = k.L + 30
  for (const [label, on] of [
    ['Personal check', v.methods.check],
    ["Cashier's check", v.methods.cashier],
    ['Money order', v.methods.money],
    ['Cash, against a signed receipt', v.methods.cash],
  ] as const)
    x = checkbox(w.page, f, x, w.y, on, label, 8.4)
  k.gap(16)
  n('6.', 'LATE CHARGE', [
    'If any installment of rent remains unpaid after',
    fill(String(v.lateDays), 22),
    'days following its due date, Tenant shall pay a late charge equal to',
    fill(String(v.latePct), 22),
    'percent of one month\u2019s rent.',
  ])
  n('7.', 'RETURNED PAYMENTS', [
    'Tenant shall pay',
    fill(usd(v.nsf), 50),
    'for each check or draft returned unpaid for any reason, in addition to the late charge.',
  ])
  n('8.', 'SECURITY DEPOSIT', [
    'On signing, Tenant deposits with Landlord the sum of',
    fill(moneyWords(v.deposit, 'title'), 200),
    `as security for the performance of this Lease. Landlord shall return the deposit, ${RETURN}. The deposit is not rent and may not be applied by Tenant to the last month.`,
  ])
  n('9.', 'FEES NOT PART OF RENT', [
    'Application fee (non-refundable, paid before signing):',
    fill(usd(v.appFee), 50),
    '. Assigned parking stall:',
    fill(v.parking ? `No. ${v.parking.stall}, ${usd(v.parking.fee)} per month` : 'None', 110),
    '. Any parking charge is billed with the rent but is not rent.',
  ])
  n('10.', 'GUESTS', [
    'A guest may not occupy the Premises for more than',
    fill(String(v.guestDays), 22),
    'days in any thirty (30) day period without Landlord\u2019s written consent.',
  ])
  n(
    '11.',
    'UTILITIES; TYPHOON PREPARATION',
    'Tenant pays power, water and telephone unless otherwise written here. Tenant shall secure loose outdoor items and close storm shutters when a typhoon condition of readiness is declared, and shall not hold Landlord liable for interruptions in public utilities.',
  )
  n(
    '12.',
    'NOTICES',
    'Notices to Landlord shall be delivered by hand or mailed to Landlord\u2019s mailing address in Paragraph 1. Notices to Tenant may be delivered to the Premises or sent to the contact details given below.',
  )
  n(
    '13.',
    'ENTIRE AGREEMENT',
    'This Lease and any addenda signed by both parties are the entire agreement. No oral promise binds either party.',
  )
  k.gap(4)
  k.p(`Signed on ${dt(v.signed).long}.`, { size: 9 })
  sign(k, `LANDLORD: ${v.landlord}${v.agent ? ` by ${v.agent.name}, Agent` : ''}`, { width: 300 })
  for (const t of v.tenants)
    signPair(k, [`TENANT: ${t.p.full}`, `Tel. ${t.phone}`], ['Date', `E-mail ${t.email}`])
  pageNumbers(
    k,
    (i, c) => `IRHA-4 (01/2026)  \u2014  Page ${i} of ${c}  \u2014  Tenant initials ____`,
    {
      align: 'center',
    },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestDays,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: [
        ...(v.methods.check ? ['Check'] : []),
        ...(v.methods.cashier ? ["Cashier's Check"] : []),
        ...(v.methods.money ? ['Money Order'] : []),
        ...(v.methods.cash ? ['Cash'] : []),
      ],
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.lateDays,
      nsfFeeFirst: v.nsf,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      depositReturnDays: 30,
      depositReturnCondition: RETURN,
      _notes: [
        'Association form with margin-numbered paragraphs under capital captions and typed blanks; rent and deposit in title-case words with figures; tick boxes for payment methods; tenants\u2019 phones and e-mails only beside their signatures.',
        'The due day is a filled blank ("first (1st)"), so rentDueDescription is null; the returned-payment fee is only a blank, so nsfPolicy is null (nsfFeeFirst from the blank). "remains unpaid after [N] days following its due date" gives gracePeriodDays N; the late charge is a percentage of one month\u2019s rent.',
        'Notices go to the landlord\u2019s mailing address in Paragraph 1 even where an agent is named, so mailingAddress is that address. The application fee and the parking stall (billed with the rent) are not rent or move-in totals. Deposit "return the deposit, less \u2026": the condition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'guam_association_form',
  title: 'Guam landlords\u2019 association lease form with typed blanks and amounts in words',
  exercises:
    'association form with a banner rule, margin-numbered paragraphs under capital captions, typed blanks (owner with mailing address, agent "None" or named with office, tenants jointly and severally, other residents or "None", premises, long-date term, rent and deposit in title-case words and figures, due day blank, payee and place of payment, late days and percentage, returned-payment fee, guest days per thirty), tick boxes (personal check, cashier\u2019s check, money order, cash with receipt), 30-day deposit return, application fee and parking stall as distractors, notices to the owner\u2019s address even with an agent, typhoon clause, tenants\u2019 contacts beside their signatures',
  docs: [
    {
      name: 'tw10_gu_assoc_lease_tamuning_scan',
      build: () =>
        build({
          landlord: 'Ignacio T. Quitugua',
          landlordAddr: 'P.O. Box 24817, GMF, Barrigada, GU 96921',
          agent: {
            name: 'Latte Stone Realty Management',
            addr: '1270 Marine Corps Drive, Suite 206, Tamuning, GU 96913',
          },
          tenants: [
            {
              p: person('Marisol', 'Benavente-Ocampo'),
              phone: '(671) 555-0142',
              email: 'marisol.bo@example.com',
            },
            {
              p: person('Dashiell', 'Ruvalcaba'),
              phone: '(671) 555-0147',
              email: 'druvalcaba@example.net',
            },
          ],
          occupants: [person('Aurelio', 'Ruvalcaba')],
          premises: '188 Chalan San Antonio, Unit 3C, Tamuning, GU 96913',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1850,
          deposit: 1850,
          lateDays: 5,
          latePct: 10,
          nsf: 35,
          guestDays: 10,
          payee: 'Latte Stone Realty Management',
          payAt: '1270 Marine Corps Drive, Suite 206, Tamuning, GU 96913',
          methods: { check: true, cashier: true, money: true, cash: false },
          parking: { stall: 'B-7', fee: 40 },
          appFee: 45,
          signed: '2027-07-19',
          notes: [
            'Individual owner with a post office box as mailing address and a named managing agent (managementCompany); rent is paid to the agent at its office (paymentRecipient, paymentAddress), while notices go to the owner\u2019s box. One other resident (a relative) is an additionalOccupant. Cash not ticked.',
          ],
        }),
      scan: { dpi: 150, rotate: 0.9, contrast: 0.9, noise: 10, quality: 55, seed: 10101 },
    },
    {
      name: 'tw10_gu_assoc_lease_dededo',
      build: () =>
        build({
          landlord: 'Lagu Heights Properties, Inc.',
          landlordAddr: '415 Route 3, Dededo, GU 96929',
          agent: null,
          tenants: [
            {
              p: person('Teodoro', 'Sablan-Whitfield'),
              phone: '(671) 555-0163',
              email: 'teo.sw@example.org',
            },
          ],
          occupants: [],
          premises: '62 Chalan Lagu Sensonan, Dededo, GU 96929',
          start: '2027-09-15',
          end: '2028-09-14',
          rent: 2275,
          deposit: 3412.5,
          lateDays: 3,
          latePct: 5,
          nsf: 50,
          guestDays: 7,
          payee: 'Lagu Heights Properties, Inc.',
          payAt: '415 Route 3, Dededo, GU 96929',
          methods: { check: true, cashier: false, money: true, cash: true },
          parking: null,
          appFee: 60,
          signed: '2027-09-02',
          notes: [
            'Corporate owner managing itself (agent "None", managementCompany null); payment to the owner at its own address. Term starts mid-month with no prorated amount stated (proratedRent null). Deposit of one and a half months in words with cents ("and 50/100"). Cash accepted against a receipt; cashier\u2019s check not ticked. Other residents "None" (additionalOccupants null).',
          ],
        }),
    },
  ],
}
