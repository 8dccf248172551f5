import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxedText, colourBar, pageNumbers, room, ruledTable, signPair } from '../parts'

type Mate = {
  p: Person
  room: string
  share: number
  cell: string
  email: string
  guarantor: string
}

type V = {
  landlord: string
  landlordWho: string
  agent: { name: string; office: string } | null
  office: string
  officeLabel: string
  hours: string
  payee: string
  methodsText: string
  methods: string[]
  premises: string
  kind: string
  mates: Mate[]
  start: string
  end: string
  rent: number
  rentWords: string
  prorated: { amount: number; span: string } | null
  deposit: number
  trustBank: string
  moveInTotal: number | null
  lateFee: string
  signed: string
  signer: string
  colour: [number, number, number]
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 54, size: 9.1 })
  const { f } = k
  k.w.y = k.w.height - 50
  k.line('STUDENT HOUSING ROOMMATE LEASE', 16, f.sansBold)
  k.line(
    `${v.kind} \u00b7 Residential Landlord-Tenant Act, chapter 59.18 RCW \u00b7 ${v.premises}`,
    8,
    f.sans,
  )
  k.gap(4)
  const P = (text: string) => k.p(text, { size: 9.1, after: 5.5 })
  const bar = (t: string) => colourBar(k, t, { size: 10, colour: v.colour })
  const names = v.mates.map((m) => m.p.full)

  bar('1  \u00b7  Who\u2019s who')
  P(
    `Landlord: ${v.landlordWho}` +
      (v.agent
        ? ` Landlord has appointed ${v.agent.name}, ${v.agent.office}, as property manager to manage the home and act for Landlord under this lease.`
        : ' Landlord manages the home itself.'),
  )
  P(
    `Roommates: ${andList(names)}, each a \u201cRoommate\u201d and together \u201cthe Roommates\u201d. The Roommates rent the home together under this one lease. Each Roommate is responsible for the whole rent and for every other obligation of the lease, not only for his or her own share, and Landlord may collect any amount owed from any one of them.`,
  )
  ruledTable(
    k,
    ['Roommate', 'Bedroom', 'Share of rent', 'Cell', 'E-mail', 'Guarantor (not a resident)'],
    v.mates.map((m) => [m.p.full, m.room, usd(m.share), m.cell, m.email, m.guarantor]),
    [0.17, 0.11, 0.11, 0.15, 0.24, 0.22],
    { size: 7.8, font: f.sans, headFont: f.sansBold, shade: 0.9 },
  )
  P(
    'The shares above are how the Roommates have agreed to divide the rent among themselves; they do not limit what Landlord may collect from any Roommate. Each guarantor signs a separate guaranty and has no right to live in the home.',
  )

  bar('2  \u00b7  The home and the term')
  P(
    `Home. Landlord rents to the Roommates the ${v.kind.toLowerCase()} at ${v.premises}, furnished as listed on the move-in checklist, with the yard, driveway parking for ${v.mates.length} cars and the shared washer and dryer.`,
  )
  P(
    `Term. The lease begins on ${dt(v.start).monthShort} and ends at noon on ${dt(v.end).monthShort}. It does not renew by itself; if the Roommates want the home for the next school year, they must sign a new lease, which Landlord will offer to them before offering the home to anyone else.`,
  )
  P(
    'Replacing a Roommate. A Roommate who leaves early stays responsible until a replacement approved by Landlord signs an addendum joining this lease. Landlord may charge $100.00 for processing a replacement.',
  )

  bar('3  \u00b7  Rent')
  const due = 'due on the first day of each month'
  P(
    `Monthly rent for the whole home is ${usd(v.rent)} (${v.rentWords}), ${due}. The Roommates may pay it in one payment or in separate payments of their shares, so long as the whole amount reaches Landlord by the due date.` +
      (v.prorated
        ? ` Rent for ${v.prorated.span} is ${usd(v.prorated.amount)}, due on the first day of the term.`
        : ''),
  )
  P(`How to pay. ${v.methodsText}`)
  P(
    `Late rent. Under Washington law no late fee may be charged until rent is at least five days late. Rent not received in full by the end of the fifth (5th) day after its due date is late, and the Roommates will then owe ${v.lateFee}.`,
  )
  const nsf = 'Each dishonored check or reversed electronic payment costs $30.00.'
  P(
    `Dishonored payments. ${nsf} If two payments are dishonored in the same lease year, Landlord may require the Roommates to pay by cashier\u2019s check or money order for the rest of the term.`,
  )
  if (v.moveInTotal)
    P(
      `Before keys are released the Roommates will pay the first month\u2019s rent and the damage deposit, a total of ${usd(v.moveInTotal)}.`,
    )

  bar('4  \u00b7  Damage deposit')
  const ret =
    'less any amounts the law allows Landlord to keep, with a full and specific statement of the basis for keeping any part of it, mailed to the forwarding addresses the Roommates give'
  P(
    `The Roommates have paid a damage deposit of ${usd(v.deposit)}, held in a trust account at ${v.trustBank}, as RCW 59.18.270 requires. A written checklist describing the condition of the home is signed by Landlord and the Roommates at move-in; no deposit may be collected without it. Within thirty (30) days after the tenancy ends and the last Roommate has moved out, Landlord will refund the deposit ${ret}. The deposit is refunded in one check payable to all Roommates unless they all ask in writing for separate checks.`,
  )

  bar('5  \u00b7  Living together')
  P(
    'Occupancy. Only the Roommates named in Section 1 may live in the home. Subletting a bedroom, including short-term rentals through any website, is not allowed.',
  )
  P(
    'Guests. An overnight guest may stay no more than three (3) nights in a row and no more than ten (10) nights in any calendar month. Roommates are responsible for their guests\u2019 conduct.',
  )
  P(
    'Conduct. Quiet hours are 10 p.m. to 8 a.m. Sunday through Thursday and midnight to 9 a.m. on Friday and Saturday. No parties over twenty people, no kegs, no amplified music outdoors after 9 p.m., and no smoking or vaping of any kind inside the home or within twenty-five feet of it. A university or city nuisance citation is a breach of this lease.',
  )
  P(
    'Utilities. The Roommates pay electricity, natural gas and internet directly and keep them in at least one Roommate\u2019s name. Landlord pays water, sewer and garbage.',
  )

  bar('6  \u00b7  Repairs, entry and notices')
  P(
    'Repairs. Report repairs in writing through the portal or by e-mail. For a burst pipe, gas smell, fire or loss of heat in freezing weather, telephone the office at once, day or night.',
  )
  P(
    'Entry. Landlord may enter at reasonable times after giving at least two days\u2019 written notice, or one day\u2019s notice to show the home to prospective tenants, and at any time in an emergency, as RCW 59.18.150 provides.',
  )
  P(
    `Notices. Notices to Landlord must be written and delivered or mailed to ${v.officeLabel}, ${v.office}. Notices to the Roommates are delivered to the home; a notice to one Roommate is notice to all.`,
  )
  P(
    'Disclosures. Landlord has given the Roommates the information on mold and on the fire safety and protection of the home that RCW 59.18.060 requires, and the smoke and carbon monoxide alarms were tested at move-in.',
  )

  room(k, 150 + 26 * v.mates.length)
  bar('7  \u00b7  Signatures')
  k.p(`Signed on ${dt(v.signed).monthShort}.`, { size: 9, after: 10 })
  signPair(k, [`Landlord: ${v.landlord}`, v.signer], [`Roommate: ${names[0] ?? ''}`])
  for (let i = 1; i < names.length; i += 2)
    signPair(
      k,
      [`Roommate: ${names[i] ?? ''}`],
      names[i + 1] ? [`Roommate: ${names[i + 1]}`] : [''],
    )
  boxedText(
    k,
    'ROOMMATE AGREEMENT (between the Roommates only; Landlord is not a party): we will split the shared utilities equally, keep a posted cleaning rota for the kitchen and bathrooms, give each other 24 hours\u2019 notice of an overnight guest, and settle disputes first by a house meeting. Each of us has initialled this box.',
    { size: 8.2, fill: 0.95 },
  )
  pageNumbers(k, (i, n) => `Roommate lease \u00b7 ${v.premises} \u00b7 ${i}/${n}`, {
    align: 'left',
  })
  const first = v.mates[0]
  if (!first) throw new Error('no roommate')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.mates.map((m) => m.p),
      tenantEmail: first.email,
      tenantPhone: first.cell,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.office,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      totalMoveInCost: v.moveInTotal,
      proratedRent: v.prorated?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Roommate lease for a student rental: a title line with the statute and the address, seven sections under coloured bars with bold lead-in words, a roster table (bedroom, share of rent, cell, e-mail, guarantor) inside Section 1, signatures in pairs and a shaded roommate-agreement box at the end; footers only. Abbreviated month dates ("Aug. 16, 2027").',
        'The Roommates rent the whole home jointly: monthlyRent is the whole-home rent; the shares in the roster are distractors. Guarantors are not residents or occupants (additionalOccupants null); their names are distractors. tenantPhone and tenantEmail are the first-listed Roommate\u2019s, from the roster.',
        'Rent "due on the first day of each month" (rentDueDescription). "not received in full by the end of the fifth (5th) day after its due date": gracePeriodDays 5, flat late fee. nsfPolicy is the dishonored-payment sentence. Deposit "refund the deposit \u2026" within thirty (30) days (condition: the wording after "refund the deposit"); the trust-account bank is a distractor. Guests "three (3) nights in a row and no more than ten (10) nights in any calendar month": consecutive limit 3.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'washington_roommate_lease',
  title: 'Washington student-housing roommate lease with a roster of shares',
  exercises:
    'title line with statute and address, sections under coloured bars with bold lead-ins; landlord an LLC managing itself or an individual with a property manager (company and office in the same sentence), three or two roommates jointly liable, roster table with bedroom, share of rent, cell, e-mail and a guarantor per roommate (guarantors as distractors), abbreviated month dates ending at noon, whole-home rent in figures and lower-case words with shares as distractors, prorated second half of August stated in one, first-month-plus-deposit total stated in the other, portal/AutoPay/check or money order with the payee and drop slot at the office or manager, late after the fifth day following the due date, $30 dishonored payment, deposit in a named trust bank with a checklist and a 30-day refund, guests three nights in a row or ten a month, quiet hours, notices to the office, replacement-roommate fee distractor, roommate-agreement box',
  docs: [
    {
      name: 'tw12_wa_roommate_lease_pullman',
      build: () =>
        build({
          landlord: 'Palouse Ridge Rentals, LLC',
          landlordWho:
            'Palouse Ridge Rentals, LLC, a Washington limited liability company, the owner of the home, 215 SE Paradise Street, Suite 3, Pullman, WA 99163, telephone (509) 555-0130, leasing@palouseridge.example.com.',
          agent: null,
          office: '215 SE Paradise Street, Suite 3, Pullman, WA 99163',
          officeLabel: 'Landlord\u2019s office',
          hours: 'weekdays 10 a.m. to 4 p.m. while classes are in session',
          payee: 'Palouse Ridge Rentals, LLC',
          methodsText:
            'Pay through the Palouse Ridge resident portal by e-check or card, set up AutoPay from a bank account, or bring a check or money order payable to Palouse Ridge Rentals, LLC to Landlord\u2019s office at 215 SE Paradise Street, Suite 3, Pullman, WA 99163, open weekdays 10 a.m. to 4 p.m. while classes are in session; after hours use the door slot. Landlord does not take cash.',
          methods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
          premises: '708 NE Maple Street, Pullman, WA 99163',
          kind: 'Shared house',
          mates: [
            {
              p: person('Aidan', 'Makela'),
              room: 'Up front',
              share: 700,
              cell: '(509) 555-0143',
              email: 'aidan.makela@example.org',
              guarantor: 'Mark Makela (father)',
            },
            {
              p: person('Nasrin', 'Farahani'),
              room: 'Up back',
              share: 700,
              cell: '(206) 555-0152',
              email: 'nasrin.farahani@example.com',
              guarantor: 'Leila Farahani (mother)',
            },
            {
              p: person('Beau', 'Sorensen-Beck'),
              room: 'Basement',
              share: 640,
              cell: '(253) 555-0168',
              email: 'beau.sorensenbeck@example.com',
              guarantor: 'Karin Sorensen-Beck (mother)',
            },
          ],
          start: '2027-08-16',
          end: '2028-07-31',
          rent: 2040,
          rentWords: 'two thousand forty dollars',
          prorated: { amount: 1052.9, span: 'August 16 through August 31, 2027' },
          deposit: 1500,
          trustBank: 'Latah Pass Community Bank, Pullman branch',
          moveInTotal: null,
          lateFee: 'a late fee of $50.00',
          signed: '2027-04-09',
          signer: 'by Wendell Tamura, Member',
          colour: [0.55, 0.12, 0.16],
          notes: [
            'An LLC that manages its own homes (no managementCompany): its office is where notices go (mailingAddress) and where checks and money orders are brought (paymentAddress), payable to the LLC; officeHours as written for the office. Three roommates; the roster\u2019s unequal shares add up to the whole rent. The term starts on the 16th: the rent for the second half of August is stated (proratedRent $1,052.90); no move-in total is stated.',
          ],
        }),
    },
    {
      name: 'tw12_wa_roommate_lease_ellensburg',
      build: () =>
        build({
          landlord: 'Marguerite Merriweather',
          landlordWho:
            'Marguerite Merriweather, the owner of the home, whose address for service is in care of the property manager named below.',
          agent: {
            name: 'Kittitas Valley Property Management, Inc.',
            office: '408 N Pearl Street, Suite 201, Ellensburg, WA 98926',
          },
          office: '408 N Pearl Street, Suite 201, Ellensburg, WA 98926',
          officeLabel: 'the property manager',
          hours: 'Monday\u2013Friday, 9:00 a.m.\u20135:00 p.m.',
          payee: 'Kittitas Valley Property Management, Inc.',
          methodsText:
            'Pay through the manager\u2019s online tenant portal by e-check, enroll in the portal\u2019s automatic ACH payment, or deliver a money order payable to Kittitas Valley Property Management, Inc. to its office at 408 N Pearl Street, Suite 201, Ellensburg, WA 98926 (open Monday\u2013Friday, 9:00 a.m.\u20135:00 p.m.). Personal checks and cash are not accepted.',
          methods: ['Online Portal', 'ACH', 'Money Order'],
          premises: '1215 E Helena Avenue, Apt. 2, Ellensburg, WA 98926',
          kind: 'Duplex apartment',
          mates: [
            {
              p: person('Jordan', 'Ferreira-Lund'),
              room: 'Bedroom A',
              share: 725,
              cell: '(360) 555-0114',
              email: 'jordan.ferreiralund@example.org',
              guarantor: 'Ana Ferreira-Lund (mother)',
            },
            {
              p: person('Kaylee', 'Brannigan'),
              room: 'Bedroom B',
              share: 725,
              cell: '(509) 555-0171',
              email: 'kaylee.brannigan@example.net',
              guarantor: 'none',
            },
          ],
          start: '2027-09-01',
          end: '2028-06-30',
          rent: 1450,
          rentWords: 'one thousand four hundred fifty dollars',
          prorated: null,
          deposit: 1200,
          trustBank: 'Yakima River Savings Bank, Ellensburg',
          moveInTotal: 2650,
          lateFee: 'a late fee of $40.00, plus $5.00 for each later day up to a total of $75.00',
          signed: '2027-05-14',
          signer: 'by Kittitas Valley Property Management, Inc., her agent',
          colour: [0.12, 0.28, 0.5],
          notes: [
            'An individual owner with a property manager (managementCompany), whose office is the address for notices (mailingAddress) and for money orders (paymentAddress), payable to the manager. Two roommates, ten-month school-year term. No prorated rent; the first month plus the deposit, "a total of $2,650.00", is stated (totalMoveInCost). Personal checks and cash refused. Flat late fee with a daily add-on.',
          ],
        }),
    },
  ],
}
