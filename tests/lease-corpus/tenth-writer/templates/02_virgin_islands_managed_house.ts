import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, runningHead, signPair } from '../parts'

type V = {
  owner: string
  ownerKind: string
  ownerAddr: string
  mgr: {
    name: string
    suite: string
    box: string
    phone: string
    email: string
    hours: string
  }
  payOffice: string
  payee: string
  residents: { p: Person; phone: string; email: string; prior: string }[]
  occupants: Person[]
  premises: string
  house: string
  start: string
  end: string
  rent: number
  deposit: number
  petRent: number | null
  lateFee: number
  nsf: number
  nights: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 58, size: 9.3 })
  const { f, w } = k
  // management block
  const teal = rgb(0.05, 0.35, 0.38)
  w.page.drawRectangle({
    x: 0,
    y: w.height - 92,
    width: w.width,
    height: 92,
    color: rgb(0.91, 0.96, 0.96),
  })
  w.page.drawText(v.mgr.name, { x: k.L, y: w.height - 44, size: 15, font: f.sansBold, color: teal })
  w.page.drawText('Residential leasing \u00b7 property care \u00b7 owner services', {
    x: k.L,
    y: w.height - 58,
    size: 8,
    font: f.sans,
    color: teal,
  })
  const right = [
    `Office: ${v.mgr.suite}`,
    `Mail: ${v.mgr.box}`,
    `${v.mgr.phone}  |  ${v.mgr.email}`,
    `Office hours: ${v.mgr.hours}`,
  ]
  right.forEach((t, i) => {
    const tw = f.sans.widthOfTextAtSize(t, 7.6)
    w.page.drawText(t, {
      x: w.width - k.L - tw,
      y: w.height - 40 - i * 11,
      size: 7.6,
      font: f.sans,
    })
  })
  w.y = w.height - 122
  k.line('HOUSE LEASE', 14, f.sansBold)
  k.line(`Prepared by ${v.mgr.name} as managing agent for the Owner`, 8.4, f.italic)
  k.gap(6)
  const h = (t: string) => heading(k, t, { size: 10, font: f.sansBold, rule: true })
  const para = (s: string) => k.p(s, { after: 6 })
  h('The parties')
  para(
    `Owner: ${v.owner}, ${v.ownerKind}, ${v.ownerAddr} (the "Owner"). Managing agent: ${v.mgr.name} (the "Manager"), which signs this lease for the Owner and handles all day-to-day matters. Resident(s): ${andList(v.residents.map((r) => r.p.full))} (each a "Resident").` +
      (v.occupants.length
        ? ` The following may also live at the house but are not parties: ${andList(v.occupants.map((o) => o.full))}.`
        : ' Nobody else may live at the house without the Manager\u2019s written approval.'),
  )
  h('The house and the term')
  para(
    `The Owner leases to the Resident ${v.house} known as ${v.premises}, with its yard and cistern, for a term beginning ${dt(v.start).long} and ending ${dt(v.end).long}. If the Resident stays after the end date with the Manager\u2019s consent, the tenancy continues from month to month on the same terms.`,
  )
  h('Rent and where to pay it')
  const due = 'due in advance on the first (1st) day of every month'
  para(
    `Monthly rent is ${usd(v.rent)}, ${due}, without demand. Pay by personal check, cashier\u2019s check or money order made payable to "${v.payee}" and delivered or mailed to the Manager\u2019s payment window at ${v.payOffice}, or pay online through the resident portal by debit or credit card (the card processor\u2019s fee is the Resident\u2019s). Cash is not accepted at the office or the house.` +
      (v.petRent
        ? ` Pet rent of ${usd(v.petRent)} a month for the approved dog is billed with the rent; it is a separate charge and not part of the monthly rent.`
        : ''),
  )
  const nsfSentence = `A fee of ${usd(v.nsf)} is charged for each payment returned unpaid or charged back.`
  para(
    `Rent that has not been received by 5:00 p.m. on the fourth (4th) day of the month is late, and a late fee of ${usd(v.lateFee)} is then due. ${nsfSentence} After two returned payments in a lease year, the Manager may require certified funds for the rest of the term.`,
  )
  h('Security deposit')
  const ret =
    'together with an itemized statement of any deductions, within thirty (30) days after the Resident vacates and returns all keys'
  para(
    `The Resident has paid a security deposit of ${usd(v.deposit)}, held by the Manager in a separate account. The Manager will return the security deposit, ${ret}. The deposit is not a limit on what the Resident owes for damage.`,
  )
  h('Guests')
  para(
    `Overnight guests are limited to a total of ${v.nights === 10 ? 'ten (10)' : 'twelve (12)'} nights in any calendar month. A guest staying longer must apply to the Manager and, if approved, be added to this lease.`,
  )
  h('Care of the house')
  para(
    'The Resident keeps the gutters and cistern screens clear, reports any leak or termite sign within two days, and secures the hurricane shutters when a storm warning is issued for the territory. The Resident pays electricity and internet; the Owner pays property tax and insurance on the building.',
  )
  h('Notices')
  para(
    `Notices to the Owner are given by mailing or delivering them to the Manager at ${v.mgr.box}. Rent sent to that box is not treated as received until it reaches the payment window. Notices to the Resident may be left at the house or e-mailed to the address below.`,
  )
  h('Signatures')
  para(`Signed ${dt(v.signed).long}.`)
  signPair(k, [`${v.owner}, Owner`, `by ${v.mgr.name}, managing agent`], ['', ''])
  for (const r of v.residents)
    signPair(
      k,
      [`Resident: ${r.p.full}`, `Cell ${r.phone}`, `E-mail ${r.email}`],
      ['Resident\u2019s address before this lease', r.prior],
    )
  runningHead(k, `${v.premises} \u2014 House Lease`)
  pageNumbers(k, (i, n) => `${i}/${n}`, { align: 'right' })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
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
      maxGuestStayDays: v.nights,
      managementCompany: v.mgr.name,
      housingProvider: v.owner,
      mailingAddress: v.mgr.box,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
      gracePeriodDays: 4,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payOffice,
      officeHours: v.mgr.hours,
      nsfPolicy: nsfSentence,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Property manager\u2019s house lease on its letterhead (tinted band with the office suite, a mailing P.O. box, phone, e-mail and office hours), plain headings with rules, residents\u2019 cells and e-mails under their signatures beside their previous addresses.',
        'Notices to the Owner go to the Manager\u2019s P.O. box (mailingAddress); rent goes to a separate payment window (paymentAddress), and the owner\u2019s own address in the parties paragraph is a distractor, as are the residents\u2019 previous addresses. The late fee is flat ("not been received by 5:00 p.m. on the fourth (4th) day": gracePeriodDays 4, lateFeePercentage null).',
        'Portal payment by card gives Online Portal; cash refused. nsfPolicy is the one sentence with the fee; the certified-funds rule follows in its own sentence. Deposit "will return the security deposit, together with \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'virgin_islands_managed_house',
  title: 'U.S. Virgin Islands house lease on a property manager\u2019s letterhead',
  exercises:
    'manager\u2019s tinted letterhead with office suite, separate mailing P.O. box, phone, e-mail and office hours, owner an LLC or a family trust with its own address, ruled plain headings, residents and non-party occupants, long-date term with holdover, rent "due in advance on the first (1st) day of every month", checks/cashier\u2019s checks/money orders payable to the agent at a payment window on another street, portal card payments, cash refused, pet rent in one, flat late fee after 5 p.m. on the fourth day, returned-payment sentence then certified-funds rule, 30-day deposit return with itemized statement, nights per calendar month for guests, hurricane shutters, notices to the manager\u2019s P.O. box, residents\u2019 previous addresses under their signatures, running head',
  docs: [
    {
      name: 'tw10_vi_managed_house_charlotte_amalie',
      build: () =>
        build({
          owner: 'Flamboyant Ridge Holdings, LLC',
          ownerKind: 'a U.S. Virgin Islands limited liability company',
          ownerAddr: '9 Raadets Gade, Charlotte Amalie, VI 00802',
          mgr: {
            name: 'Sea Grape Property Stewards, Inc.',
            suite: '5043 Norre Gade, Suite 12, Charlotte Amalie, VI 00802',
            box: 'P.O. Box 307741, St. Thomas, VI 00803',
            phone: '(340) 555-0117',
            email: 'leasing@seagrape-stewards.example.com',
            hours: 'Monday to Friday, 8:30 a.m. to 4:30 p.m.',
          },
          payOffice: '22 Kronprindsens Gade, Charlotte Amalie, VI 00802',
          payee: 'Sea Grape Property Stewards, agent',
          residents: [
            {
              p: person('Anneliese', 'Thorvaldsen-Hodge'),
              phone: '(340) 555-0152',
              email: 'anneliese.th@example.com',
              prior: '41 Estate Thomas, Apt 2, St. Thomas, VI 00802',
            },
            {
              p: person('Kwame', 'Lettsome'),
              phone: '(340) 555-0159',
              email: 'k.lettsome@example.net',
              prior: '41 Estate Thomas, Apt 2, St. Thomas, VI 00802',
            },
          ],
          occupants: [person('Imani', 'Lettsome'), person('Soren', 'Lettsome')],
          premises: '3B Estate Solberg Road, Charlotte Amalie, VI 00802',
          house: 'the two-bedroom cottage',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 2650,
          deposit: 5300,
          petRent: 50,
          lateFee: 100,
          nsf: 40,
          nights: 10,
          signed: '2027-09-14',
          notes: [
            'Owner an LLC and the manager a different company. Two occupants who are not parties (children) are additionalOccupants. Pet rent is not monthlyRent. Deposit of two months.',
          ],
        }),
    },
    {
      name: 'tw10_vi_managed_house_christiansted',
      build: () =>
        build({
          owner: 'The Abernethy-Solis Family Trust',
          ownerKind: 'acting by its trustee Camille Abernethy-Solis',
          ownerAddr: '1180 Harbour View Lane, Naples, FL 34102',
          mgr: {
            name: 'Buck Island Residential Management LLC',
            suite: '53 King Street, Suite 4, Christiansted, VI 00820',
            box: 'P.O. Box 26018, Christiansted, VI 00824',
            phone: '(340) 555-0128',
            email: 'office@buckisland-rm.example.org',
            hours: 'Mon.\u2013Fri. 9:00 a.m.\u20135:00 p.m., Sat. 9:00 a.m.\u201312:00 p.m.',
          },
          payOffice: '1102 Company Street, Christiansted, VI 00820',
          payee: 'Buck Island Residential Management LLC',
          residents: [
            {
              p: person('Rosalba', 'Quinones-Hendricks'),
              phone: '(340) 555-0174',
              email: 'rosalba.qh@example.org',
              prior: '16 Estate Mount Welcome, Christiansted, VI 00820',
            },
          ],
          occupants: [],
          premises: '7 Estate Catherine\u2019s Rest, Christiansted, VI 00820',
          house: 'the single-family house',
          start: '2027-12-01',
          end: '2028-11-30',
          rent: 1975,
          deposit: 1975,
          petRent: null,
          lateFee: 75,
          nsf: 35,
          nights: 12,
          signed: '2027-11-17',
          notes: [
            'Owner a family trust acting by its trustee, with an address off-island (a distractor for mailingAddress). One resident, no other occupants. Office hours include a Saturday morning.',
          ],
        }),
    },
  ],
}
