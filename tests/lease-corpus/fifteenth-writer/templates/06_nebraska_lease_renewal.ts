import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, hanging, pageNumbers, room, ruledTable, signPair } from '../parts'

type V = {
  office: {
    name: string
    addr: string
    mail: string | null
    tel: string
    hours: string
    role: 'agent' | 'owner'
  }
  owner: string
  ownerLine: string
  residents: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  premises: string
  original: { date: string; start: string; end: string; rent: number }
  renewal: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  petRent: number | null
  garage: number | null
  deposit: number
  payText: string
  methods: string[]
  payee: string
  payAt: string
  noticeAt: string
  late: { text: string; n: number; pct: number | null }
  nsf: number
  signer: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.2 })
  const { f } = k
  k.w.y = k.w.height - 52
  k.centre(v.office.name.toUpperCase(), 12.5, f.sansBold)
  k.centre(
    [v.office.addr, v.office.mail, v.office.tel].filter(Boolean).join('   |   '),
    7.6,
    f.sans,
  )
  k.centre(`Office hours: ${v.office.hours}`, 7.6, f.sans)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 0.6,
    color: rgb(0.2, 0.35, 0.2),
  })
  k.gap(16)
  k.centre('LEASE RENEWAL AGREEMENT', 15, k.w.bold)
  k.centre('Renewal No. 1 to the Residential Lease named below', 8.6, f.italic)
  k.gap(6)
  const residents = andList(v.residents.map((r) => r.p.full))
  const RW = v.residents.length > 1 ? 'Residents' : 'Resident'
  const monthly = v.renewal.kind === 'monthly'
  const agent = v.office.role === 'agent'
  const due = 'on or before the first day of the month'
  const nsf = `A fee of ${usd(v.nsf)} will be charged for each returned or dishonored payment.`
  const ret =
    'less any deductions itemized in writing, within fourteen (14) days after the tenancy ends and Resident makes written demand and gives a forwarding address'
  const o = dt(v.original.date).long
  let n = 0
  const para = (text: string) => hanging(k, `${++n}.`, text, { size: 9.2, indent: 22 })
  para(
    `Parties. This Lease Renewal Agreement is between ${v.ownerLine} (\u201cOwner\u201d)${agent ? `, by its managing agent ${v.office.name} (\u201cAgent\u201d),` : ''} and ${residents} (\u201c${RW}\u201d). It renews and amends the Residential Lease dated ${o} between the same parties (the \u201cOriginal Lease\u201d) for the dwelling at ${v.premises} (the \u201cPremises\u201d).${v.occupants.length ? ` ${andList(v.occupants.map((x) => x.full))} ${v.occupants.length > 1 ? 'remain authorized occupants and are not parties' : 'remains an authorized occupant and is not a party'}.` : ''}`,
  )
  para(
    v.renewal.kind === 'monthly'
      ? `Renewal term. The Original Lease ends on ${dt(v.original.end).long}. Beginning ${dt(v.renewal.start).long}, the tenancy will continue from month to month, with no fixed ending date, until either party ends it by at least thirty (30) days\u2019 written notice given before the first day of a rental month.`
      : `Renewal term. The Original Lease ends on ${dt(v.original.end).long}. The term is renewed for twelve months, beginning ${dt(v.renewal.start).long} and ending ${dt(v.renewal.end).long}. It will not renew again unless both parties sign a new renewal.`,
  )
  para(
    `Rent. Beginning with the renewal term, rent is ${usd(v.rent)} per month, payable monthly in advance ${due}. The table below compares the Original Lease and the renewal term.`,
  )
  const rows: string[][] = [
    [
      'Term',
      `${dt(v.original.start).long} to ${dt(v.original.end).long}`,
      v.renewal.kind === 'fixed'
        ? `${dt(v.renewal.start).long} to ${dt(v.renewal.end).long}`
        : `from ${dt(v.renewal.start).long}, month to month`,
    ],
    ['Monthly rent', usd(v.original.rent), usd(v.rent)],
  ]
  if (v.petRent !== null) rows.push(['Pet rent (not rent)', usd(v.petRent), usd(v.petRent)])
  if (v.garage !== null) rows.push(['Detached garage (optional)', usd(v.garage), usd(v.garage)])
  rows.push(['Security deposit held', usd(v.deposit), `${usd(v.deposit)} (no change)`])
  k.gap(2)
  ruledTable(k, ['Item', 'Original Lease', 'Renewal'], rows, [0.3, 0.35, 0.35], {
    size: 8.6,
    headFont: f.sansBold,
    boldFirst: true,
  })
  para(`Paying rent. ${v.payText}`)
  para(`Late fee. ${v.late.text} This replaces the late-fee paragraph of the Original Lease.`)
  para(`Returned payments. ${nsf} After two returned payments, rent must be paid by money order.`)
  para(
    `Security deposit. The security deposit paid under the Original Lease stays with ${agent ? 'Agent' : 'Owner'} for the renewal term. ${agent ? 'Agent' : 'Owner'} will return the security deposit ${ret}, as Nebraska law provides.`,
  )
  para(
    `Notices. Written notices to Owner must be delivered to ${agent ? `Owner in care of Agent at ${v.noticeAt}` : `the leasing office at ${v.noticeAt}`}. Notices to ${RW} may be delivered to the Premises or sent to the e-mail addresses confirmed below.`,
  )
  para(
    'Everything else stays the same. Every other term of the Original Lease, including its rules, guest and pet provisions, remains in full force. If this renewal and the Original Lease conflict, this renewal controls.',
  )
  room(k, 120)
  k.gap(4)
  k.line(
    `${v.residents.length > 1 ? 'RESIDENTS\u2019' : 'RESIDENT\u2019S'} CONTACT INFORMATION ON FILE (correct anything that has changed)`,
    8.6,
    f.sansBold,
  )
  k.gap(1)
  ruledTable(
    k,
    ['Name', 'Phone', 'E-mail'],
    v.residents.map((r) => [r.p.full, r.tel, r.email]),
    [0.36, 0.24, 0.4],
    { size: 8.6, headFont: f.sansBold },
  )
  room(k, 60 + v.residents.length * 40)
  k.p(`Signed by the parties on ${dt(v.signed).long}.`, { size: 9 })
  for (const r of v.residents)
    signPair(k, [`${RW.replace(/s$/, '')}: ${r.p.full}`], [`Date: ${dt(v.signed).long}`])
  signPair(
    k,
    [
      `Owner: ${v.owner}`,
      agent ? `By: ${v.office.name}, Agent` : `By: ${v.signer}, Manager`,
      ...(agent ? [`By: ${v.signer}, Community Manager`] : []),
    ],
    [`Date: ${dt(v.signed).long}`],
  )
  pageNumbers(
    k,
    (i, m) => `Lease Renewal Agreement \u2014 ${v.premises} \u2014 page ${i} of ${m}`,
    { align: 'center' },
  )

  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: monthly ? 'month-to-month' : 'fixed-term',
      startDate: v.renewal.start,
      endDate: v.renewal.kind === 'fixed' ? v.renewal.end : null,
      terminationDateText: v.renewal.kind === 'fixed' ? dt(v.renewal.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: null,
      managementCompany: agent ? v.office.name : null,
      housingProvider: v.owner,
      mailingAddress: v.noticeAt,
      acceptedPaymentMethods: v.methods,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.office.hours,
      nsfPolicy: nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'Lease renewal on the letterhead of the office that manages the home (a centred name, an address line with the office, any P.O. box and phone, and an office-hours line): centred title, numbered paragraphs with hanging numbers (parties, renewal term, rent, paying rent, late fee, returned payments, deposit, notices, everything else), a ruled table comparing the Original Lease with the renewal, a table of the residents\u2019 contacts on file (first-listed resident\u2019s), and signature rows.',
        'The truth is the renewed tenancy: its start, end (or none), rent and due phrase; the Original Lease date, term and rent are distractors. The deposit held under the Original Lease carries over (securityDeposit) with a 14-day return (depositReturnCondition the wording after "return the security deposit"). Guest limits are only in the Original Lease, which is not part of this document, so maxGuestStayDays is null. Pet rent and a garage charge are not rent.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nebraska_lease_renewal',
  title: 'Nebraska lease renewal agreement with a comparison table and a contacts-on-file table',
  exercises:
    'centred office letterhead (manager\u2019s name, office with a suite, a P.O. box where there is one, phone, office hours line), centred title and renewal number, numbered paragraphs with hanging numbers: parties (a limited partnership by its managing agent, or an LLC that manages its own townhomes) and the original lease date, authorized occupant not a party, renewal term (twelve months in long dates, or month to month from a long date with no end), rent "payable monthly in advance on or before the first day of the month", a ruled Item / Original Lease / Renewal table (term, rent, pet rent or garage not rent, deposit held), payment (portal and checks or money orders mailed to the agent\u2019s P.O. box, or portal and money orders at the leasing office, cash refused), late fee replacing the original (10% of rent after 5 p.m. on the 5th, or flat after the 3rd), returned-payment sentence, deposit carried over with a 14-day return, notices to the owner in care of the agent at its office or to the leasing office, original-lease values as distractors, a contacts-on-file table, signature rows',
  docs: [
    {
      name: 'tw15_ne_lease_renewal_grand_island',
      build: () =>
        build({
          office: {
            name: 'Meadowlark Residential Management, Inc.',
            addr: 'Suite 310, 1401 West Second Street, Grand Island, NE 68801',
            mail: 'P.O. Box 1988, Grand Island, NE 68802-1988',
            tel: '(308) 555-0161',
            hours: 'Monday\u2013Friday 8:00 a.m.\u20135:00 p.m.',
            role: 'agent',
          },
          owner: 'Switchgrass Flats Limited Partnership',
          ownerLine: 'Switchgrass Flats Limited Partnership, a Nebraska limited partnership',
          residents: [
            {
              p: person('Emmett', 'Sobieski'),
              tel: '(308) 555-0135',
              email: 'emmett.sobieski@example.com',
            },
            {
              p: person('Noor', 'Haddad'),
              tel: '(402) 555-0112',
              email: 'noor.haddad@example.org',
            },
          ],
          occupants: [],
          premises: 'Apartment 12C, 2420 North Webb Road, Grand Island, NE 68803',
          original: { date: '2026-05-18', start: '2026-06-01', end: '2027-05-31', rent: 1045 },
          renewal: { kind: 'fixed', start: '2027-06-01', end: '2028-05-31' },
          rent: 1095,
          petRent: 30,
          garage: null,
          deposit: 1045,
          payText:
            'Rent may be paid through Agent\u2019s online resident portal, or by check or money order payable to Meadowlark Residential Management, Inc. and mailed to P.O. Box 1988, Grand Island, NE 68802-1988. Cash is not accepted.',
          methods: ['Online Portal', 'Check', 'Money Order'],
          payee: 'Meadowlark Residential Management, Inc.',
          payAt: 'P.O. Box 1988, Grand Island, NE 68802-1988',
          noticeAt: 'Suite 310, 1401 West Second Street, Grand Island, NE 68801',
          late: {
            n: 5,
            pct: 10,
            text: 'If rent is not received by 5:00 p.m. on the fifth (5th) day of the month, Resident will be charged a late fee of ten percent (10%) of the monthly rent.',
          },
          nsf: 35,
          signer: 'Corinne Vasholz',
          signed: '2027-04-26',
          notes: [
            'A limited partnership owner by its managing agent; two residents (first listed gives the contacts), no occupants. Twelve-month renewal at a higher rent; the original lease\u2019s date, term and $1,045.00 rent are distractors (the deposit of the same amount is still held). Checks and money orders payable to the agent and mailed to its P.O. box (paymentAddress); notices go to the owner in care of the agent at its office, suite first (mailingAddress). Late fee 10% of the rent after 5:00 p.m. on the 5th (lateFeePercentage 10, gracePeriodDays 5). Pet rent not rent.',
          ],
        }),
    },
    {
      name: 'tw15_ne_lease_renewal_hastings_scan',
      build: () =>
        build({
          office: {
            name: 'Bricklayer Row Townhomes, LLC',
            addr: 'Leasing Office, 915 South Lincoln Avenue, Suite A, Hastings, NE 68901',
            mail: null,
            tel: '(402) 555-0148',
            hours: 'Tues.\u2013Sat. 10:00 a.m. to 6:00 p.m.',
            role: 'owner',
          },
          owner: 'Bricklayer Row Townhomes, LLC',
          ownerLine: 'Bricklayer Row Townhomes, LLC, a Nebraska limited liability company',
          residents: [
            { p: person('Yolanda', 'Prchal'), tel: '(402) 555-0173', email: 'yprchal@example.net' },
          ],
          occupants: [person('Mateo', 'Prchal')],
          premises: 'Townhome 7, 915 South Lincoln Avenue, Hastings, NE 68901',
          original: { date: '2026-07-10', start: '2026-08-01', end: '2027-07-31', rent: 1180 },
          renewal: { kind: 'monthly', start: '2027-08-01' },
          rent: 1240,
          petRent: null,
          garage: 65,
          deposit: 1180,
          payText:
            'Rent may be paid through the resident portal, or by money order payable to Bricklayer Row Townhomes, LLC and brought to the leasing office at 915 South Lincoln Avenue, Suite A, Hastings, NE 68901. Personal checks and cash are not accepted.',
          methods: ['Online Portal', 'Money Order'],
          payee: 'Bricklayer Row Townhomes, LLC',
          payAt: '915 South Lincoln Avenue, Suite A, Hastings, NE 68901',
          noticeAt: '915 South Lincoln Avenue, Suite A, Hastings, NE 68901',
          late: {
            n: 3,
            pct: null,
            text: 'Rent not paid by the end of the third (3rd) day of the month is late, and a late fee of $40.00 is due with it.',
          },
          nsf: 30,
          signer: 'Dwight Ebersole',
          signed: '2027-07-02',
          notes: [
            'An LLC that manages its own townhomes from its leasing office (no managementCompany; its leasing office hours are officeHours). One resident and her son (authorized occupant, not a party). The renewal continues month to month from a long date with no end date (month-to-month; endDate and terminationDateText null); the original lease\u2019s term and $1,180.00 rent are distractors. Portal and money orders at the leasing office (paymentAddress and mailingAddress, the street address without the "Leasing Office" name); personal checks and cash refused. Flat late fee after the end of the 3rd (gracePeriodDays 3). The optional garage charge is not rent.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 1.1,
        shear: 0.01,
        contrast: 0.66,
        noise: 20,
        quality: 46,
        seed: 15606,
      },
    },
  ],
}
