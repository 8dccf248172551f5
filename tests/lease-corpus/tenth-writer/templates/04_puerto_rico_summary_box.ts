import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, grid, heading, pageNumbers, signPair } from '../parts'

type V = {
  lessor: string
  lessorNotice: string
  manager: { name: string; phone: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  emergency: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  keyFee: number
  total: number
  pay:
    | { kind: 'bank'; bank: string; holder: string; account: string; routing: string }
    | { kind: 'zelle'; holder: string; zelle: string }
  cheque: { payee: string; at: string }
  latePct: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 52, size: 9.2 })
  const { f } = k
  k.line('RESIDENTIAL LEASE CONTRACT', 16, f.bold)
  k.line(
    'Summary of key terms (the summary and the conditions that follow form one contract)',
    8.2,
    f.italic,
  )
  k.gap(8)
  const names = andList(v.tenants.map((t) => t.p.full))
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  const payLine =
    v.pay.kind === 'bank'
      ? `Bank deposit or transfer to ${v.pay.holder}, ${v.pay.bank}, account no. ${v.pay.account} (routing ${v.pay.routing})`
      : `Zelle to ${v.pay.holder} at ${v.pay.zelle}`
  grid(
    k,
    [
      { cap: 'A. LESSOR', value: v.lessor, span: 2 },
      {
        cap: 'B. MANAGER',
        value: v.manager ? `${v.manager.name}, ${v.manager.phone}` : 'None \u2014 Lessor manages',
      },
      { cap: 'C. LESSEE(S)', value: names, span: 2 },
      { cap: 'D. LESSEE CONTACT', value: `${first.phone} \u00b7 ${first.email}` },
      { cap: 'E. PROPERTY', value: v.premises, span: 3 },
      { cap: 'F. START (dd/mm/yyyy)', value: dt(v.start).eu },
      { cap: 'G. END (dd/mm/yyyy)', value: dt(v.end).eu },
      { cap: 'H. MONTHLY RENT', value: usd(v.rent) },
      { cap: 'I. SECURITY DEPOSIT', value: usd(v.deposit) },
      { cap: 'J. KEY AND ACCESS-CARD FEE', value: `${usd(v.keyFee)} (non-refundable)` },
      { cap: 'K. TOTAL DUE BEFORE KEYS', value: usd(v.total) },
      { cap: 'L. HOW TO PAY RENT', value: payLine, span: 2 },
      { cap: 'M. LATE CHARGE', value: `${v.latePct}% of monthly rent after the 5th` },
    ],
    { cols: 3, size: 9 },
  )
  k.p(
    `Emergency contact given by the Lessee (not a party, for emergencies only): ${v.emergency}.`,
    { size: 8.2, font: f.italic },
  )
  heading(k, 'CONDITIONS', { size: 10.5, centre: true })
  let n = 0
  const c = (head: string, text: string) => {
    n++
    k.p([`${n}. ${head}. ${text}`], { after: 5 })
  }
  const due = 'payable in advance no later than the first (1st) day of each month'
  c(
    'Term',
    'The lease runs from the start date in box F to the end date in box G. Dates in this contract are written day/month/year.',
  )
  c(
    'Rent',
    `The rent in box H is ${due}. It may be paid as stated in box L, or by check made to the order of ${v.cheque.payee} and delivered to ${v.cheque.at}. Cash is not accepted. The Lessee keeps proof of each transfer.`,
  )
  c(
    'Late rent',
    `Rent not received by the fifth (5th) day of the month is late and carries the late charge in box M.`,
  )
  const nsf =
    'A returned or rejected payment costs $30.00 the first time and $50.00 each time after that.'
  c('Returned payments', nsf)
  const ret =
    'within thirty (30) days after the Lessee delivers the keys, with a written list of any deductions for unpaid rent, utilities or damage'
  c(
    'Deposit',
    `The deposit in box I secures the Lessee\u2019s obligations and earns no interest. The Lessor shall refund the deposit ${ret}. The fee in box J is not refunded.`,
  )
  c(
    'Total before keys',
    'The amount in box K is the first month\u2019s rent, the deposit and the fee in box J, and must be paid before the keys are handed over.',
  )
  c(
    'Guests',
    'Guests staying more than fourteen (14) days in any twelve-month period need the Lessor\u2019s written approval.',
  )
  c(
    'Use and care',
    'The property is for residential use of the Lessee and the Lessee\u2019s immediate family only. The Lessee keeps the cistern and the electric generator connection in good order, and may not install window air-conditioners without consent.',
  )
  c(
    'Notices',
    `Written notices to the Lessor shall be sent by certified mail to ${v.lessorNotice}. Payments sent to that address are not accepted as rent.`,
  )
  c(
    'Law',
    'This contract is governed by the laws of the Commonwealth of Puerto Rico. Where a translation is signed, the English text controls.',
  )
  k.p(`Signed at ${v.premises.split(', ').at(-2) ?? ''}, Puerto Rico, on ${dt(v.signed).eu}.`)
  signPair(k, [`LESSOR: ${v.lessor}`], v.manager ? [`By: ${v.manager.name}`] : [''])
  for (const t of v.tenants) signPair(k, [`LESSEE: ${t.p.full}`], [`Tel. ${t.phone}`])
  pageNumbers(k, (i, m) => `Residential Lease Contract \u2014 page ${i} of ${m}`, { align: 'left' })
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
      terminationDateText: dt(v.end).eu,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.lessor,
      mailingAddress: v.lessorNotice,
      acceptedPaymentMethods: [v.pay.kind === 'bank' ? 'Bank Transfer' : 'Zelle', 'Check'],
      bankAccount: v.pay.kind === 'bank' ? v.pay.account : null,
      zelleNumber: v.pay.kind === 'zelle' ? v.pay.zelle : null,
      lateFeePercentage: v.latePct,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      nsfFeeAdditional: 50,
      totalMoveInCost: v.total,
      rentDueDescription: due,
      paymentRecipient: v.cheque.payee,
      paymentAddress: v.cheque.at,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Key-terms summary box of lettered cells (caption above value) followed by numbered conditions; dates day/month/year ("dd/mm/yyyy" in the captions), so terminationDateText is written that way. The first lessee\u2019s phone and e-mail are in box D.',
        'Box K gives the total due before keys (totalMoveInCost); the non-refundable key and access-card fee is neither deposit nor rent. The emergency contact is a distractor. "Rent not received by the fifth (5th) day of the month is late": gracePeriodDays 5, with the percentage in box M.',
        'Checks are "made to the order of" a payee delivered to an address (paymentRecipient, paymentAddress); the notices address for the lessor is a different place (mailingAddress) where payments are refused. First and later returned-payment fees in one sentence (nsfFeeFirst, nsfFeeAdditional, nsfPolicy). Deposit "refund the deposit within \u2026": the condition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'puerto_rico_summary_box',
  title: 'Puerto Rico lease contract with a lettered key-terms box and day/month/year dates',
  exercises:
    'lettered summary grid (lessor, manager or "None", lessees, first lessee\u2019s contact, property, start and end in dd/mm/yyyy, rent, deposit, non-refundable key fee, total due before keys, how to pay, late percentage), emergency contact distractor, numbered run-in conditions, rent "payable in advance no later than the first (1st) day of each month", bank transfer with account and routing numbers or Zelle to a phone, checks to the order of a payee at an office, cash refused, late after the fifth, first and later returned-payment fees, 30-day refund with deductions list, fourteen days in twelve months for guests, notices by certified mail to an address that refuses payments, signature pairs',
  docs: [
    {
      name: 'tw10_pr_lease_contract_guaynabo',
      build: () =>
        build({
          lessor: 'Inversiones Ceiba Dorada, LLC',
          lessorNotice: 'PMB 318, 1353 Avenida Luis Vigoreaux, Guaynabo, PR 00966',
          manager: null,
          tenants: [
            {
              p: person('Valentina', 'Arrieta-Colberg'),
              phone: '(787) 555-0134',
              email: 'valentina.ac@example.com',
            },
            {
              p: person('Gideon', 'Marchetti'),
              phone: '(787) 555-0139',
              email: 'gmarchetti@example.net',
            },
          ],
          emergency: 'Lourdes Colberg Ruiz, (787) 555-0190',
          premises: '25 Calle Tabonuco, Apt 1402, Guaynabo, PR 00968',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 2300,
          deposit: 2300,
          keyFee: 75,
          total: 4675,
          pay: {
            kind: 'bank',
            bank: 'Banco Caribe Comunitario',
            holder: 'Inversiones Ceiba Dorada, LLC',
            account: '0307-118842',
            routing: '021699912',
          },
          cheque: {
            payee: 'Inversiones Ceiba Dorada, LLC',
            at: 'Ofic. 204, 10 Calle Marginal, Guaynabo, PR 00969',
          },
          latePct: 5,
          signed: '2027-07-15',
          notes: [
            'Corporate lessor managing itself (box B "None", managementCompany null). Direct bank deposit gives Bank Transfer and bankAccount (the account number; the routing number is a distractor).',
          ],
        }),
    },
    {
      name: 'tw10_pr_lease_contract_dorado',
      build: () =>
        build({
          lessor: 'Ramiro Echevarría Lugo',
          lessorNotice: '41 Calle Sol, Viejo San Juan, PR 00901',
          manager: { name: 'Costa Norte Rental Services, Corp.', phone: '(787) 555-0118' },
          tenants: [
            {
              p: person('Harriet', 'Okonkwo-Bell'),
              phone: '(939) 555-0171',
              email: 'harriet.ob@example.org',
            },
          ],
          emergency: 'Desmond Bell, (939) 555-0177',
          premises: '17 Calle Mar Caribe, Urb. Costa de Oro, Dorado, PR 00646',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 3150,
          deposit: 6300,
          keyFee: 100,
          total: 9550,
          pay: {
            kind: 'zelle',
            holder: 'Costa Norte Rental Services, Corp.',
            zelle: '(787) 555-0118',
          },
          cheque: {
            payee: 'Costa Norte Rental Services, Corp.',
            at: 'Plaza Dorado, Local 9, Carr. 693 Km 8.2, Dorado, PR 00646',
          },
          latePct: 8,
          signed: '2027-09-20',
          notes: [
            'Individual lessor with a manager (managementCompany) whose phone is also the Zelle number (zelleNumber as written). The lessor\u2019s notice address in Old San Juan differs from the manager\u2019s payment office (mailingAddress vs paymentAddress). Deposit of two months.',
          ],
        }),
    },
  ],
}
