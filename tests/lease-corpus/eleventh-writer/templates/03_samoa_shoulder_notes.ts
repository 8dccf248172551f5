import { dt, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, shoulder, signPair } from '../parts'

type V = {
  dated: string
  landlord: string
  landlordAddr: string
  landlords: string[]
  agent: { name: string; office: string; box: string; phone: string } | null
  tenants: Person[]
  email: string
  phone: string
  occupants: { p: Person; relation: string }[]
  premises: string
  start: string
  end: string | null
  rent: number
  rentWords: string
  deposit: number
  depositWords: string
  pay:
    | { kind: 'bank'; account: string; bank: string; payee: string; at: string }
    | { kind: 'office'; payee: string }
  witness: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10 })
  const { f } = k
  k.centre('LEASE OF DWELLING HOUSE', 15, f.bold)
  k.centre('Territory of American Samoa', 9.5, f.italic)
  k.gap(10)
  const tenants = andList(v.tenants.map((t) => t.full))
  const many = v.tenants.length > 1
  const T = many ? 'the Tenants' : 'the Tenant'
  const Tc = many ? 'The Tenants' : 'The Tenant'
  const L = v.landlords.length > 1 ? 'the Landlords' : 'the Landlord'
  const Lc = v.landlords.length > 1 ? 'The Landlords' : 'The Landlord'
  k.p(
    `THIS LEASE is made on the ${dt(v.dated).ordinalOf} BETWEEN ${v.landlord} of ${v.landlordAddr} (\u201c${v.landlords.length > 1 ? 'the Landlords' : 'the Landlord'}\u201d) AND ${tenants} (\u201c${many ? 'the Tenants' : 'the Tenant'}\u201d${many ? ', who are bound jointly and each of them severally' : ''}).`,
    { size: 10, leading: 1.45, after: 10 },
  )
  let n = 0
  const para = (note: string, text: string) => shoulder(k, note, text, { num: `${++n}.`, size: 10 })
  para(
    'Premises',
    `${Lc} let${v.landlords.length > 1 ? '' : 's'} to ${T} the dwelling house and yard known as ${v.premises} (\u201cthe premises\u201d), with the furniture and fittings listed in the inventory signed by both parties on the date of this lease.`,
  )
  para(
    'Term',
    v.end
      ? `The lease is for a term of one year commencing on ${dt(v.start).dayMonth} and expiring on ${dt(v.end).dayMonth}. If ${T} remain${many ? '' : 's'} in the premises after that day with the consent of ${L}, the tenancy continues from month to month on the same terms.`
      : `The lease commences on ${dt(v.start).dayMonth} and continues from month to month until either party ends it by giving the other not less than thirty (30) days\u2019 notice in writing expiring on the last day of a month.`,
  )
  const due = 'in advance on or before the first day of every month'
  para(
    'Rent',
    `${Tc} shall pay rent of ${v.rentWords} (${usd(v.rent)}) per month, ${due}, without any deduction.`,
  )
  para(
    'Payment',
    v.pay.kind === 'bank'
      ? `Rent shall be paid by direct deposit to account number ${v.pay.account} at ${v.pay.bank} in the names of ${L}, or by cheque payable to ${v.pay.payee} delivered to the Landlords\u2019 home at ${v.pay.at}. ${Tc} shall keep the deposit slip or bank record of every payment.`
      : `Rent shall be paid at the office of the agent named in clause 13, by cheque or money order payable to ${v.pay.payee}, or in cash against an official receipt signed by the agent. No other receipt is valid for cash.`,
  )
  para(
    'Late payment',
    `If any rent remains unpaid seven (7) days after it falls due, ${T} shall pay in addition a late charge equal to five per cent (5%) of the monthly rent for each month in which the rent is late.`,
  )
  const nsf =
    'A charge of $25.00 is payable for every cheque dishonoured on presentation, in addition to any charge made by the bank.'
  para('Dishonoured cheques', nsf)
  const ret =
    'within twenty-one (21) days after the premises are given up, less any sum properly required to make good damage (fair wear and tear excepted), to clean the premises or to pay rent or charges left owing'
  para(
    'Deposit',
    `${Tc} ha${many ? 've' : 's'} paid a deposit of ${v.depositWords} (${usd(v.deposit)}) as security for the performance of this lease. No interest is payable on it. ${Lc} shall repay the deposit ${ret}.`,
  )
  para(
    'Occupiers and visitors',
    `The premises shall be occupied as a private dwelling only by ${T}${v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full} (${o.relation})`))}` : ''}. Visitors are welcome, but no visitor shall stay in the premises for more than twenty (20) days in any period of sixty (60) days without the written consent of ${L}.`,
  )
  para(
    'Outgoings',
    `${Tc} shall pay all charges for electricity, water, telephone and internet supplied to the premises during the term. ${Lc} shall pay the land taxes, if any, and keep the roof and water tank sound.`,
  )
  para(
    'Repair and cleanliness',
    `${Tc} shall keep the premises clean and the yard tidy, cut the grass, keep the drains and gutters clear, and make good any damage caused by ${T} or their visitors. No structural alteration may be made.`,
  )
  para(
    'Cyclones and emergencies',
    `On a cyclone warning ${T} shall fasten the shutters and secure loose items in the yard. ${Lc} may enter the premises without notice in an emergency and otherwise at a reasonable hour after giving one day\u2019s notice.`,
  )
  para(
    'Customary land',
    `${Tc} acknowledge${many ? '' : 's'} that the premises stand on land held under Samoan custom and that this lease gives no interest in the land beyond the tenancy of the house for the term.`,
  )
  para(
    'Agent',
    v.agent
      ? `${Lc} ha${v.landlords.length > 1 ? 've' : 's'} appointed ${v.agent.name}, of ${v.agent.office}, telephone ${v.agent.phone}, to manage the premises and to receive the rent. Requests for repairs are to be made to the agent.`
      : `No agent is appointed. ${Lc} manage${v.landlords.length > 1 ? '' : 's'} the premises and receive${v.landlords.length > 1 ? '' : 's'} the rent personally.`,
  )
  const noticeTo = v.agent ? v.agent.box : v.landlordAddr
  para(
    'Notices',
    `Any notice to ${L} shall be in writing and sent or delivered to ${v.agent ? `the agent at ${noticeTo}` : noticeTo}. Any notice to ${T} may be delivered at the premises, or sent by e-mail to ${v.email}; ${T} may also be reached by telephone on ${v.phone}.`,
  )
  para(
    'Ending the lease',
    `At the end of the tenancy ${T} shall give up the premises clean and in the same condition as at the start, fair wear and tear excepted, and return all keys to ${v.agent ? 'the agent' : L}.`,
  )
  para(
    'Law',
    'This lease is governed by the laws of American Samoa. Each clause is separate, so that one clause found unenforceable does not affect the rest.',
  )
  k.gap(8)
  k.p('SIGNED by the parties on the date first written above.', { size: 10, after: 8 })
  for (const l of v.landlords)
    signPair(
      k,
      [v.agent && v.landlords.length === 1 ? `For the Landlord: ${l}` : `Landlord: ${l}`],
      [`Witness: ${v.witness}`],
    )
  for (const t of v.tenants) signPair(k, [`Tenant: ${t.full}`], [`Witness: ${v.witness}`])
  pageNumbers(k, (i, m) => `Lease of dwelling house \u2014 ${i} / ${m}`, { align: 'center' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).dayMonth : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 20,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: noticeTo,
      acceptedPaymentMethods:
        v.pay.kind === 'bank' ? ['Bank Transfer', 'Check'] : ['Check', 'Money Order', 'Cash'],
      bankAccount: v.pay.kind === 'bank' ? v.pay.account : null,
      lateFeePercentage: 5,
      gracePeriodDays: 7,
      nsfFeeFirst: 25,
      rentDueDescription: due,
      paymentRecipient: v.pay.payee,
      paymentAddress: v.pay.kind === 'bank' ? v.pay.at : (v.agent?.office ?? null),
      nsfPolicy: nsf,
      depositReturnDays: 21,
      depositReturnCondition: ret,
      _notes: [
        'Formal lease with numbered clauses and the clause captions set as italic notes in the right margin (no run-in heads), opening "THIS LEASE is made on the \u2026 day of \u2026 BETWEEN \u2026 AND \u2026", day-month-year long dates, signatures beside a witness.',
        'The tenant\u2019s e-mail and telephone appear only in the notices clause (tenantEmail, tenantPhone; with two tenants they are the contact given for them, the first tenant\u2019s). Occupiers who are not tenants are named in the occupation clause.',
        '"If any rent remains unpaid seven (7) days after it falls due": gracePeriodDays 7 with a 5% late charge. nsfPolicy is the dishonoured-cheque sentence ($25.00). Deposit "repay the deposit within twenty-one (21) days \u2026": the condition is the wording after "the deposit". Visitors "more than twenty (20) days in any period of sixty (60) days": maxGuestStayDays 20.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'samoa_shoulder_notes',
  title: 'American Samoa lease of a dwelling house with clause captions as margin notes',
  exercises:
    'formal "THIS LEASE is made on the \u2026 day of \u2026 BETWEEN \u2026 AND \u2026" opening with the landlord\u2019s address, numbered clauses with italic captions in the right margin instead of run-in heads, one-year term or month to month in day-month-year long dates with holdover, rent in words and figures "in advance on or before the first day of every month", direct deposit to an account or cheque to a named payee at the landlord\u2019s house, or cheque/money order/cash with official receipt at the agent\u2019s office, 5% after seven days, dishonoured-cheque sentence, deposit in words repaid within 21 days, occupiers named and visitor days per sixty days, customary-land and cyclone clauses, agent clause (appointed, or none), notices to the landlord\u2019s or agent\u2019s P.O. box with the tenant\u2019s e-mail and phone given only there, signature pairs with a witness',
  docs: [
    {
      name: 'tw11_as_house_lease_pago_pago',
      build: () =>
        build({
          dated: '2027-07-19',
          landlord: 'Ioane Sapolu and Malia Sapolu',
          landlordAddr: 'P.O. Box 2217, Pago Pago, AS 96799',
          landlords: ['Ioane Sapolu', 'Malia Sapolu'],
          agent: null,
          tenants: [{ first: 'Catriona', last: 'Blakeley', full: 'Catriona Blakeley' }],
          email: 'catriona.blakeley@example.com',
          phone: '(684) 555-0172',
          occupants: [
            {
              p: { first: 'Ruairi', last: 'Blakeley', full: 'Ruairi Blakeley' },
              relation: 'her son',
            },
          ],
          premises: 'House 6, Vaitele Lane, Pago Pago, AS 96799',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 950,
          rentWords: 'nine hundred and fifty dollars',
          deposit: 950,
          depositWords: 'nine hundred and fifty dollars',
          pay: {
            kind: 'bank',
            account: '1002-558-19',
            bank: 'Pago Harbor Bank',
            payee: 'Ioane Sapolu',
            at: 'Lot 31, Fagaalu Road, Pago Pago, AS 96799',
          },
          witness: 'Tavita Leiataua',
          notes: [
            'A married couple lets the house and manages it (no agent): housingProvider as the parties clause writes them, notices to their P.O. box (mailingAddress). Direct deposit gives Bank Transfer with the account number; cheques are payable to the husband alone and delivered to the couple\u2019s home, whose address follows "the Landlords\u2019 home at" (paymentRecipient, paymentAddress).',
            'Fixed one-year term; terminationDateText "31 July 2028" as written. One tenant with her son as occupier.',
          ],
        }),
    },
    {
      name: 'tw11_as_house_lease_tafuna_scan',
      build: () =>
        build({
          dated: '2027-08-24',
          landlord: 'Malaeimi Development Co., Ltd.',
          landlordAddr: 'P.O. Box 5190, Pago Pago, AS 96799',
          landlords: ['Malaeimi Development Co., Ltd.'],
          agent: {
            name: 'Aliitasi Property Management',
            office: 'Suite 5, Fogagogo Commercial Centre, Airport Road, Tafuna, AS 96799',
            box: 'P.O. Box 3360, Pago Pago, AS 96799',
            phone: '(684) 555-0114',
          },
          tenants: [
            { first: 'Sina', last: 'Aumavae', full: 'Sina Aumavae' },
            { first: 'Daniel', last: 'Whitford', full: 'Daniel Whitford' },
          ],
          email: 'sina.aumavae@example.net',
          phone: '(684) 555-0191',
          occupants: [],
          premises: 'Unit 3, Le Fale Apartments, Airport Road, Tafuna, AS 96799',
          start: '2027-09-01',
          end: null,
          rent: 1100,
          rentWords: 'one thousand one hundred dollars',
          deposit: 1100,
          depositWords: 'one thousand one hundred dollars',
          pay: { kind: 'office', payee: 'Aliitasi Property Management' },
          witness: 'Mele Tuitele',
          notes: [
            'A company lets the unit through an appointed agent (managementCompany). Notices go to the agent at its P.O. box (mailingAddress); the landlord\u2019s own P.O. box in the parties clause is a distractor. Rent is paid at the agent\u2019s office (paymentAddress, the office address in the agent clause) by cheque or money order payable to the agent or in cash against an official receipt.',
            'Month to month from 1 September 2027 (endDate and terminationDateText null). Two tenants bound jointly and severally; the e-mail and phone in the notices clause are the first tenant\u2019s.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -1.1,
        contrast: 0.78,
        noise: 14,
        quality: 50,
        seed: 11303,
      },
    },
  ],
}
