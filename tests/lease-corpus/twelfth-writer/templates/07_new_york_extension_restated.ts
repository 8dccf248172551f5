import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, room, ruledTable, signPair } from '../parts'

type Side = { term: string; rent: string; late: string; payment: string }

type V = {
  made: string
  landlord: string
  landlordDesc: string
  agent: { name: string; office: string; hours: string; tel: string } | null
  tenants: Person[]
  contacts: string[]
  occupants: { p: Person; note: string }[]
  premises: string
  building: string
  original: { dated: string; start: string; end: string; rent: number }
  start: string
  end: string
  rent: number
  deposit: number
  late: { text: string; table: string; pct: number | null }
  payText: string
  payTable: string
  methods: string[]
  payee: string
  payAt: string | null
  zelle: string | null
  noticesTo: string
  notices: string
  signer: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 10 })
  const { f } = k
  k.w.y = k.w.height - 70
  if (v.agent) {
    k.centre(v.agent.name.toUpperCase(), 11, f.bold)
    k.centre(`${v.agent.office}  \u00b7  ${v.agent.tel}`, 8.4, f.regular)
    k.centre(`Office hours: ${v.agent.hours}`, 8.4, f.italic)
    k.gap(12)
  }
  k.centre('LEASE EXTENSION AND MODIFICATION AGREEMENT', 13, f.bold)
  k.gap(8)
  const names = andList(v.tenants.map((t) => t.full))
  const P = (text: string) => k.p(text, { size: 10, leading: 1.5, after: 7, firstIndent: 28 })
  P(
    `THIS AGREEMENT is made as of ${dt(v.made).long}, between ${v.landlord} (\u201cLandlord\u201d), ${v.landlordDesc}, and ${names} (\u201cTenant\u201d).`,
  )
  heading(k, 'Recitals', { size: 10.5, centre: true })
  P(
    `A. By a written lease dated ${dt(v.original.dated).long} (the \u201cOriginal Lease\u201d), Landlord leased to Tenant ${v.premises} (the \u201cApartment\u201d) in ${v.building}, for a term that began on ${dt(v.original.start).long} and ends on ${dt(v.original.end).long}, at a monthly rent of ${usd(v.original.rent)}.`,
  )
  P(
    'B. Tenant has asked to remain in the Apartment after the Original Lease ends, and Landlord is willing to extend the term on the terms below.',
  )
  P(
    'C. For convenience, the terms of the Original Lease as they will apply during the extended term are restated in Schedule A. Where Schedule A and the Original Lease differ, Schedule A governs from the first day of the extended term.',
  )
  heading(k, 'Agreement', { size: 10.5, centre: true })
  P('NOW, THEREFORE, in consideration of the mutual promises below, the parties agree:')
  const due = 'payable in advance on the first (1st) day of each calendar month'
  const nsf =
    'If any check or electronic payment is returned unpaid, Tenant will pay a returned-payment fee of $20.00.'
  const ret =
    'to Tenant, less any lawful deductions listed in an itemized statement, within fourteen (14) days after Tenant vacates the Apartment'
  const paras = [
    `1. Extended term. The term of the Original Lease is extended for the period beginning on ${dt(v.start).long} and ending on ${dt(v.end).long} (the \u201cExtended Term\u201d).`,
    `2. Rent. During the Extended Term the monthly rent is ${moneyWords(v.rent)}, ${due}. The Apartment is not subject to rent stabilization or rent control.`,
    `3. Late fee. ${v.late.text}`,
    `4. Returned payments. ${nsf}`,
    `5. Payment. ${v.payText}`,
    `6. Security deposit. Landlord continues to hold the security deposit of ${usd(v.deposit)} paid under the Original Lease, which will not be increased. Landlord will return the security deposit ${ret}, as section 7-108 of the General Obligations Law requires.`,
    `7. Occupants. The Apartment may be occupied by Tenant, Tenant\u2019s immediate family and the occupants Real Property Law section 235-f allows.` +
      (v.occupants.length
        ? ` Tenant has identified ${v.occupants.map((o) => `${o.p.full} (${o.note})`).join(' and ')} as occupying the Apartment with Tenant.`
        : ''),
    `8. Notices. Notices to Landlord must be in writing and sent by certified mail or delivered by hand to ${v.noticesTo}, ${v.notices}.`,
    '9. Everything else unchanged. Except as this Agreement and Schedule A provide, every term of the Original Lease remains in full force during the Extended Term. This Agreement may be signed in counterparts and delivered electronically.',
  ]
  for (const t of paras) P(t)
  room(k, 130)
  k.gap(6)
  k.p(
    'IN WITNESS WHEREOF, the parties have signed this Agreement as of the date first written above.',
    {
      size: 10,
      after: 14,
    },
  )
  signPair(
    k,
    ['LANDLORD:', v.landlord, v.signer],
    [`TENANT: ${v.tenants[0]?.full ?? ''}`, v.contacts[0] ?? ''],
  )
  if (v.tenants[1]) signPair(k, [''], [`TENANT: ${v.tenants[1].full}`, v.contacts[1] ?? ''])

  freshPage(k)
  heading(k, 'SCHEDULE A \u2014 RESTATED LEASE TERMS', { size: 11, centre: true })
  k.p(`To the Lease Extension and Modification Agreement dated ${dt(v.made).long}.`, {
    size: 9,
    font: f.italic,
    after: 8,
  })
  const orig: Side = {
    term: `${dt(v.original.start).long} through ${dt(v.original.end).long}`,
    rent: usd(v.original.rent),
    late: v.late.table,
    payment: v.payTable,
  }
  const ext: Side = {
    term: `${dt(v.start).long} through ${dt(v.end).long}`,
    rent: usd(v.rent),
    late: v.late.table,
    payment: v.payTable,
  }
  ruledTable(
    k,
    ['Item', 'Under the Original Lease', 'As extended and modified'],
    [
      ['Landlord', v.landlord, 'Unchanged'],
      ['Managing agent', v.agent?.name ?? 'None', 'Unchanged'],
      ['Tenant(s)', names, 'Unchanged'],
      ['Apartment', v.premises, 'Unchanged'],
      ['Term', orig.term, ext.term],
      ['Monthly rent', orig.rent, ext.rent],
      ['Rent due', '1st of each month, in advance', '1st of each month, in advance'],
      ['Security deposit', usd(v.deposit), `${usd(v.deposit)} (carried over, no increase)`],
      ['Late fee', orig.late, ext.late],
      ['Returned payment', '$20.00', '$20.00'],
      ['How rent is paid', orig.payment, ext.payment],
      ['Notices to Landlord', v.notices, 'Unchanged'],
    ],
    [0.2, 0.38, 0.42],
    { size: 8.8, boldFirst: true, shade: 0.9 },
  )
  k.p('Landlord\u2019s initials: ______      Tenant\u2019s initials: ______', { size: 9 })
  pageNumbers(k, (i, n) => `Lease Extension and Modification Agreement \u2014 ${i} of ${n}`, {
    align: 'center',
    font: f.italic,
  })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: (v.contacts[0] ?? '').split(' \u00b7 ')[1] ?? null,
      tenantPhone: (v.contacts[0] ?? '').split(' \u00b7 ')[0] ?? null,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: 5,
      nsfFeeFirst: 20,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'New York lease extension and modification agreement in a lawyer\u2019s form: preamble, lettered recitals of the original lease (its date, term and rent), numbered agreement paragraphs with first-line indents, signatures with tenants\u2019 contacts under them, and Schedule A on its own page restating every term in a three-column table (item, under the original lease, as extended); italic footers.',
        'The truth is the extended lease: startDate and endDate are the Extended Term, monthlyRent the new rent; the original lease\u2019s date, term and rent in the recitals and the middle column of Schedule A are distractors. The deposit carried over is the securityDeposit. terminationDateText is the end of the Extended Term as written (long date).',
        'Rent "payable in advance on the first (1st) day of each calendar month" (rentDueDescription). Late fee only if rent is not received within five (5) days after it is due: gracePeriodDays 5. nsfPolicy is paragraph 4\u2019s sentence ($20.00). Deposit "return the security deposit to Tenant, \u2026 within fourteen (14) days after Tenant vacates" (depositReturnDays 14; condition the wording after "return the security deposit"). No guest limit is stated (occupancy follows RPL 235-f): maxGuestStayDays null. tenantPhone and tenantEmail from the contact line under the first tenant\u2019s signature.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_york_extension_restated',
  title: 'New York lease extension and modification agreement with a restated-terms schedule',
  exercises:
    'managing agent\u2019s centred letterhead with office hours or none, preamble with the landlord (an LLC with a managing agent, or an individual), lettered recitals of the original lease\u2019s date, term and rent (distractors), numbered paragraphs: extended term in long dates, new rent in lower-case words and figures payable on the 1st, late fee after five days (flat $50 or 5% with the amount), $20 returned payment, payment through the agent\u2019s portal/ACH or checks to a lockbox P.O. box, or Zelle to the landlord\u2019s number and checks to her P.O. box, deposit carried over with a 14-day return, occupants under RPL 235-f (a child named, or none), notices to the agent\u2019s office or the landlord\u2019s P.O. box; tenants\u2019 contacts under signatures; Schedule A comparison table of original and extended terms',
  docs: [
    {
      name: 'tw12_ny_lease_extension_yonkers',
      build: () =>
        build({
          made: '2027-05-21',
          landlord: 'Nepperhan Court Owners LLC',
          landlordDesc:
            'a New York limited liability company, acting through its managing agent, Hudson Crest Realty Management Corp.',
          agent: {
            name: 'Hudson Crest Realty Management Corp.',
            office: '1 Larkin Plaza, Suite 402, Yonkers, NY 10701',
            hours: 'Monday\u2013Friday, 9:00 a.m. to 5:00 p.m.',
            tel: '(914) 555-0106',
          },
          tenants: [person('Imani', 'Gatling'), person('Theo', 'Gatling')],
          contacts: [
            '(914) 555-0139 \u00b7 imani.gatling@example.com',
            '(914) 555-0144 \u00b7 theo.gatling@example.com',
          ],
          occupants: [{ p: person('Noor', 'Gatling'), note: 'their daughter' }],
          premises: '220 Nepperhan Avenue, Apartment 5C, Yonkers, New York 10701',
          building: 'the building known as Nepperhan Court',
          original: { dated: '2025-07-11', start: '2025-08-01', end: '2027-07-31', rent: 2280 },
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 2395,
          deposit: 2280,
          late: {
            text: 'If any monthly rent is not received within five (5) days after the date it is due, Tenant will pay a late fee of $50.00, which is not more than five percent of the monthly rent.',
            table: '$50.00 if rent is not received within 5 days after it is due',
            pct: null,
          },
          payText:
            'Tenant will pay rent through the Managing Agent\u2019s online resident portal, by automatic ACH debit from Tenant\u2019s bank account, or by check or money order payable to Nepperhan Court Owners LLC and mailed to Hudson Crest Realty Management Corp., P.O. Box 3107, Yonkers, NY 10703. Cash is not accepted at the management office.',
          payTable: 'Portal, ACH, or check/money order to P.O. Box 3107, Yonkers, NY 10703',
          methods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
          payee: 'Nepperhan Court Owners LLC',
          payAt: 'P.O. Box 3107, Yonkers, NY 10703',
          zelle: null,
          noticesTo: 'Landlord in care of its managing agent',
          notices: '1 Larkin Plaza, Suite 402, Yonkers, NY 10701',
          signer:
            'By: Hudson Crest Realty Management Corp., agent, by Rosalind Achterhof, Property Manager',
          notes: [
            'An LLC landlord acting through its managing agent (managementCompany), whose letterhead gives the office hours (officeHours). Notices go to the agent\u2019s office (mailingAddress); checks and money orders are mailed, payable to the LLC, to the lockbox P.O. box (paymentAddress; the addressee before it is not part of it). Two tenants and their daughter as occupant. One-year extension to July 31, 2028 at $2,395.00 (the original $2,280.00 rent is a distractor, though the deposit of $2,280.00 carried over is the deposit). Flat $50.00 late fee.',
          ],
        }),
    },
    {
      name: 'tw12_ny_lease_extension_poughkeepsie',
      build: () =>
        build({
          made: '2027-07-02',
          landlord: 'Constance Ambrosino',
          landlordDesc: 'whose mailing address is P.O. Box 1142, Poughkeepsie, NY 12602',
          agent: null,
          tenants: [person('Dmitri', 'Sarkisian')],
          contacts: ['(845) 555-0167 \u00b7 d.sarkisian@example.org'],
          occupants: [],
          premises: '47 Hooker Avenue, Second Floor, Poughkeepsie, New York 12601',
          building: 'a two-family house',
          original: { dated: '2026-08-14', start: '2026-09-01', end: '2027-08-31', rent: 925 },
          start: '2027-09-01',
          end: '2028-05-31',
          rent: 975,
          deposit: 925,
          late: {
            text: 'If any monthly rent is not received within five (5) days after the date it is due, Tenant will pay a late fee of five percent (5%) of the monthly rent, that is, $48.75.',
            table: '5% of the monthly rent if rent is not received within 5 days after it is due',
            pct: 5,
          },
          payText:
            'Tenant will pay rent by Zelle to Landlord at (845) 555-0128, or by check payable to Constance Ambrosino mailed to P.O. Box 1142, Poughkeepsie, NY 12602. Landlord does not accept cash.',
          payTable:
            'Zelle to (845) 555-0128, or check mailed to P.O. Box 1142, Poughkeepsie, NY 12602',
          methods: ['Zelle', 'Check'],
          payee: 'Constance Ambrosino',
          payAt: 'P.O. Box 1142, Poughkeepsie, NY 12602',
          zelle: '(845) 555-0128',
          noticesTo: 'Landlord at her mailing address',
          notices: 'P.O. Box 1142, Poughkeepsie, NY 12602',
          signer: 'Constance Ambrosino',
          notes: [
            'An individual landlord with no agent (no managementCompany, no officeHours); her P.O. box is the notices address and where checks are mailed (mailingAddress, paymentAddress). Zelle to her telephone number as written (zelleNumber); cash refused. One tenant, no occupants. Nine-month extension to May 31, 2028 at $975.00 (original $925.00 a distractor; the carried-over deposit is $925.00). Late fee 5% of the monthly rent (lateFeePercentage 5).',
          ],
        }),
    },
  ],
}
