import { dt, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, numberedPara, pageNumbers, signPair, summaryGrid, titleWords } from '../parts'

type V = {
  made: string
  lessor: string
  lessorSigner: string
  agent: { name: string; office: string; box: string; tel: string; hours: string } | null
  ownerBox: string | null
  lessees: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  parish: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  partial: { to: string; amount: number } | null
  rent: number
  due: { words: string; n: number }
  payment: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string
  late: { text: string; summary: string; n: number; pct: number | null }
  nsf: number
  deposit: number
  guests: { text: string; days: number }
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.2 })
  const { f } = k
  k.w.y = k.w.height - 46
  k.centre('PELICAN STATE RESIDENTIAL OWNERS\u2019 ASSOCIATION', 8, f.sansBold)
  k.centre('Approved Form PSR-14 (Revised 03/2026) \u2014 for use by members only', 7, f.italic)
  k.gap(6)
  k.centre('LEASE OF RESIDENTIAL PREMISES', 16, k.w.bold)
  k.centre('Louisiana Civil Code, Articles 2668 through 2729; La. R.S. 9:3251 et seq.', 8, f.italic)
  k.gap(8)
  const names = andList(v.lessees.map((l) => l.p.full))
  const start = dt(v.term.start)
  const total = v.partial ? v.partial.amount + v.deposit : null
  summaryGrid(
    k,
    'LEASE SUMMARY',
    [
      ['Lessor', v.lessor],
      ['Managing agent', v.agent ? v.agent.name : 'None (Lessor manages)'],
      [
        `=Lessee${v.lessees.length > 1 ? 's' : ''}`,
        v.lessees.length > 1 ? `${names}, in solido` : names,
      ],
      ['=Premises', v.premises],
      ['Parish', v.parish],
      ['Lease date', dt(v.made).long],
      ['Term begins', start.long],
      ['Term ends', v.term.kind === 'fixed' ? dt(v.term.end).long : 'Month to month (para. 3)'],
      ['Monthly rent', usd(v.rent)],
      ['Rent due', `${v.due.words} of each month`],
      ['Security deposit', usd(v.deposit)],
      ['Late charge', v.late.summary],
      ...(v.partial && total !== null
        ? ([
            [
              'Partial month',
              `${usd(v.partial.amount)} (${start.monthShort} \u2013 ${dt(v.partial.to).monthShort})`,
            ],
            ['Due at move-in', usd(total)],
          ] as [string, string][])
        : []),
    ],
    {
      cols: 2,
      size: 8.6,
      labelW: 84,
      note: 'This summary is part of the Lease. Where it differs from the numbered paragraphs below, the numbered paragraphs control.',
    },
  )
  let n = 0
  const para = (cap: string, segs: Parameters<typeof numberedPara>[3]) =>
    numberedPara(k, `${++n}.`, cap, segs, { size: 9.2 })
  const them = v.lessees.length > 1
  para('PARTIES', [
    'This Lease is made on',
    fill(dt(v.made).long),
    'between',
    fill(v.lessor),
    `("Lessor")${v.agent ? `, represented by its managing agent, ${v.agent.name} ("Agent"),` : ''} and`,
    fill(names),
    them
      ? '("Lessee"), who are bound in solido, each for the whole of every obligation of Lessee under this Lease.'
      : '("Lessee").',
  ])
  para('PREMISES', [
    'Lessor leases to Lessee, and Lessee leases from Lessor, the dwelling at',
    fill(v.premises),
    ', Parish of',
    fill(v.parish),
    ', State of Louisiana, with the appliances listed in paragraph 17 (the "Premises").',
  ])
  para(
    'TERM',
    v.term.kind === 'fixed'
      ? [
          'The term of this Lease begins on',
          fill(start.long),
          'and ends at 12:00 noon on',
          fill(dt(v.term.end).long),
          '. If Lessee stays on after the term with Lessor\u2019s consent and neither party has given notice, the Lease is reconducted from month to month on the same terms.',
        ]
      : [
          'This Lease is from month to month, beginning on',
          fill(start.long),
          '. It has no fixed end and continues until either party gives the other written notice of termination at least ten (10) days before the end of a calendar month (La. C.C. art. 2728).',
        ],
  )
  const due = `payable in advance on or before the ${v.due.words} day of each month`
  para('RENT', [
    'Lessee shall pay rent of',
    fill(`${titleWords(v.rent)} (${usd(v.rent)})`),
    `per month, ${due}, without demand or deduction.`,
    ...(v.partial && total !== null
      ? [
          `Rent for the partial first month, from ${start.long} through ${dt(v.partial.to).long}, is ${usd(v.partial.amount)}; it is due at signing with the security deposit, for a total of ${usd(total)} due before the keys are released.`,
        ]
      : []),
  ])
  para('PAYMENT', v.payment)
  para('LATE CHARGE', v.late.text)
  const nsf = `Lessee shall pay a charge of ${usd(v.nsf)} for each check or electronic payment returned unpaid by Lessee\u2019s bank for any reason.`
  para(
    'RETURNED PAYMENTS',
    `${nsf} After two returned payments Lessor may require that all further payments be made by money order or cashier\u2019s check.`,
  )
  const ret =
    'to Lessee within thirty (30) days after the Lease ends and Lessee surrenders the Premises, less any sums withheld under this paragraph, with an itemized statement of the sums withheld'
  para(
    'SECURITY DEPOSIT',
    `Lessee has paid a security deposit of ${usd(v.deposit)}. It is not an advance payment of rent and may not be applied by Lessee to the last month\u2019s rent. Lessor may withhold from it unpaid rent, charges owed under this Lease and the cost of repairing damage beyond normal wear. Lessor shall return the security deposit ${ret}. Lessee shall give Lessor a forwarding address in writing.`,
  )
  para(
    'USE AND OCCUPANCY',
    `The Premises shall be used only as a private residence by Lessee${v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full} (${o.who})`))}` : ''}, and by no other person. ${v.guests.text}`,
  )
  para(
    'UTILITIES',
    'Lessee shall have electricity, gas, water and sewer service placed in Lessee\u2019s name from the first day of the term and shall pay them when due. Lessor pays garbage collection.',
  )
  para(
    'CONDITION AND REPAIRS',
    'Lessee has inspected the Premises and accepts them in their present condition, subject to the move-in checklist signed by both parties. Lessor shall make repairs required by La. C.C. art. 2691 after written notice. Lessee shall repair damage caused by Lessee, occupants or guests.',
  )
  para(
    'ALTERATIONS',
    'Lessee shall not paint, install fixtures, change locks or make other alterations without Lessor\u2019s written consent.',
  )
  para(
    'PETS',
    'No animal shall be kept on the Premises without a signed pet addendum, except a service or assistance animal.',
  )
  para(
    'STORMS AND EVACUATION',
    `When a hurricane watch is issued for ${v.parish} Parish, Lessee shall bring in outdoor furniture and loose objects. If a mandatory evacuation is ordered, Lessee shall close and lock all windows and doors and turn off the main breaker before leaving. Rent is not reduced because of an evacuation unless the Premises become unfit for occupancy.`,
  )
  para(
    'FLOOD DISCLOSURE',
    'Lessor has told Lessee whether the Premises lie in a special flood hazard area and whether they have flooded while Lessor has owned them. Lessee is advised to buy renter\u2019s insurance, including contents flood cover.',
  )
  para(
    'ENTRY',
    'Lessor or Agent may enter at reasonable hours after twenty-four (24) hours\u2019 notice to inspect, repair or show the Premises, and at any time in an emergency.',
  )
  para(
    'APPLIANCES',
    'The Premises are leased with a range, a refrigerator, a dishwasher and ceiling fans. Lessee shall report any appliance that does not work.',
  )
  const notice = v.agent
    ? `Notices to Lessor shall be sent to Agent at ${v.agent.box}. Agent\u2019s office at ${v.agent.office} is open ${v.agent.hours}; telephone ${v.agent.tel}.`
    : `Notices to Lessor shall be sent to Lessor at ${v.ownerBox ?? ''}.`
  para(
    'NOTICES',
    `${notice} Notices to Lessee may be delivered at the Premises or sent to the e-mail address written under Lessee\u2019s signature.`,
  )
  para(
    'DEFAULT',
    'If Lessee fails to pay rent when due or breaks any other obligation of this Lease, Lessor may cancel the Lease after the notice to vacate required by law and recover the rent due and damages.',
  )
  para(
    'ATTORNEY FEES',
    'The party who prevails in any suit to enforce this Lease may recover reasonable attorney fees and court costs.',
  )
  para(
    'WHOLE AGREEMENT',
    'This Lease, its summary and any addenda signed by the parties are the whole agreement. Changes must be in writing and signed by Lessor and Lessee.',
  )
  k.gap(6)
  k.p('Signed by the parties on the dates written below their signatures.', { size: 9.2 })
  k.gap(4)
  const lessorLines = v.agent
    ? [`${v.lessor}, Lessor`, `By: ${v.lessorSigner}, for ${v.agent.name}, its Agent`, 'Date:']
    : [`${v.lessor}, Lessor`, 'Date:']
  const lesseeBlocks = v.lessees.map((l) => [
    `${l.p.full}, Lessee`,
    `Telephone: ${l.tel}`,
    `E-mail: ${l.email}`,
    'Date:',
  ])
  const blocks = [lessorLines, ...lesseeBlocks]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(
    k,
    (i, m) =>
      `Form PSR-14 \u2014 Lease of Residential Premises \u2014 Page ${i} of ${m}     Lessor ____  Lessee ____`,
    {
      align: 'center',
    },
  )

  const first = v.lessees[0]
  if (!first) throw new Error('no lessee')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.lessees.map((l) => l.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due.n,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.lessor,
      mailingAddress: v.agent ? v.agent.box : v.ownerBox,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.partial ? v.partial.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Association lease form in Lessor/Lessee wording, serif: association line and form number, centred title and Civil Code line, a LEASE SUMMARY box under a dark bar (label and value on one line, two to a row, with a note that the numbered paragraphs control), then twenty-one numbered paragraphs with run-in capital captions and typed blanks in the first four, a signing line, signature pairs with each lessee\u2019s telephone and e-mail under the signature, and a footer with the form number, page count and initials blanks.',
        'rentDueDescription is the due phrase of paragraph 4 (the summary\u2019s "of each month" line is shorter); rent is written in title-case words with the figure in brackets. nsfPolicy is the first sentence of paragraph 7; depositReturnCondition the wording after "return the security deposit" in paragraph 8 (thirty days). Tenant contacts from under the first lessee\u2019s signature.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'louisiana_lease_summary_form',
  title:
    'Louisiana owners\u2019 association lease of residential premises in numbered paragraphs, with a Lease Summary box',
  exercises:
    'association line and form number, centred title with the Civil Code line; a LEASE SUMMARY box under a dark bar with "label value" pairs two to a row (lessor, managing agent or "None (Lessor manages)", lessees "in solido", premises, parish, lease date, long-date term or "Month to month (para. 3)", rent, due day, deposit, late charge, partial month and move-in total in one) and a note that the paragraphs control; twenty-one numbered paragraphs with run-in capital captions and typed blanks: parties in Lessor/Lessee wording (an L.L.C. represented by its managing agent, or an individual), solidary lessees, premises with the parish, a fixed term ending at noon with reconduction or month to month with ten days\u2019 notice, rent in title-case words with the figure and "payable in advance on or before the first (1st)/fifth (5th) day of each month", a partial first month with a total due before the keys are released (one), payment (checks, cashier\u2019s checks, money orders and a resident portal payable to the agent at its office, cash refused; or Zelle to a phone and checks or money orders mailed to the lessor\u2019s P.O. box), late charge as a percentage after 5:00 p.m. on the 5th or flat after the end of the 10th, returned-payment sentence, deposit returned within thirty days, occupants by relation, guests (days in six months, or consecutive days), utilities, storms and evacuation, flood disclosure, notices to the agent\u2019s P.O. box with office and hours or to the lessor\u2019s P.O. box; signature pairs with each lessee\u2019s telephone and e-mail under the signature; footer with form number, page count and initials blanks',
  docs: [
    {
      name: 'tw17_la_lease_summary_houma',
      build: () =>
        build({
          made: '2027-06-08',
          lessor: 'Bayou Terrebonne Rentals, L.L.C.',
          lessorSigner: 'Claudette Ancelet',
          agent: {
            name: 'Delacroix Property Services, Inc.',
            office: 'Suite 210, 1450 Grand Caillou Road, Houma, LA 70363',
            box: 'P.O. Box 8821, Houma, LA 70361',
            tel: '(985) 555-0128',
            hours: 'Monday through Friday, 8:30 a.m. to 5:00 p.m.',
          },
          ownerBox: null,
          lessees: [
            {
              p: person('Marcel', 'Guidry'),
              tel: '(985) 555-0164',
              email: 'marcel.guidry@example.com',
            },
            {
              p: person('Tamika', 'Breaux'),
              tel: '(985) 555-0193',
              email: 'tbreaux@example.net',
            },
          ],
          occupants: [],
          premises: '218 Coteau Road, Houma, LA 70364',
          parish: 'Terrebonne',
          term: { kind: 'fixed', start: '2027-06-15', end: '2028-06-30' },
          partial: { to: '2027-06-30', amount: 613.33 },
          rent: 1150,
          due: { words: 'first (1st)', n: 1 },
          payment:
            'Rent shall be paid to Delacroix Property Services, Inc. at its office, Suite 210, 1450 Grand Caillou Road, Houma, LA 70363, by personal check, cashier\u2019s check or money order, or online through the resident portal at pay.delacroixps.example.com. Cash is not accepted.',
          methods: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
          zelle: null,
          payee: 'Delacroix Property Services, Inc.',
          payAt: 'Suite 210, 1450 Grand Caillou Road, Houma, LA 70363',
          late: {
            text: 'If the full rent is not received by 5:00 p.m. on the fifth (5th) day of the month, Lessee owes a late charge of ten percent (10%) of the monthly rent.',
            summary: '10% of the monthly rent if unpaid at 5:00 p.m. on the 5th',
            n: 5,
            pct: 10,
          },
          nsf: 35,
          deposit: 1150,
          guests: {
            text: 'No guest may stay on the Premises more than fourteen (14) days in any six-month period without Lessor\u2019s written consent.',
            days: 14,
          },
          notes: [
            'An L.L.C. as lessor, represented by a managing agent (managementCompany; officeHours from paragraph 18). Two lessees bound in solido (joint and several); no occupants. Fixed term in long dates, ending at noon; the partial first month ($613.33) and the total due before the keys are released ($1,763.33) are stated in the summary and in paragraph 4. Rent payable to the agent at its office (paymentAddress, with the suite first); notices to the agent\u2019s P.O. box (mailingAddress). Late charge 10% at 5:00 p.m. on the 5th. Guests: fourteen days in six months.',
          ],
        }),
    },
    {
      name: 'tw17_la_lease_summary_natchitoches',
      build: () =>
        build({
          made: '2027-08-23',
          lessor: 'Odile Prudhomme',
          lessorSigner: 'Odile Prudhomme',
          agent: null,
          ownerBox: 'P.O. Box 1907, Natchitoches, LA 71458',
          lessees: [
            {
              p: person('Jerome', 'Sarpy'),
              tel: '(318) 555-0147',
              email: 'jerome.sarpy@example.org',
            },
          ],
          occupants: [{ p: person('Ana\u00efs', 'Sarpy'), who: 'his daughter' }],
          premises: 'Apartment B, 611 Second Street, Natchitoches, LA 71457',
          parish: 'Natchitoches',
          term: { kind: 'monthly', start: '2027-09-01' },
          partial: null,
          rent: 725,
          due: { words: 'fifth (5th)', n: 5 },
          payment:
            'Rent shall be paid to Odile Prudhomme by Zelle to (318) 555-0136, or by check or money order mailed to P.O. Box 1907, Natchitoches, LA 71458.',
          methods: ['Zelle', 'Check', 'Money Order'],
          zelle: '(318) 555-0136',
          payee: 'Odile Prudhomme',
          payAt: 'P.O. Box 1907, Natchitoches, LA 71458',
          late: {
            text: 'If the full rent is not received by the end of the tenth (10th) day of the month, Lessee owes a late charge of $40.00, and $5.00 for each further day until the rent is paid.',
            summary: '$40.00 after the 10th, then $5.00 a day',
            n: 10,
            pct: null,
          },
          nsf: 30,
          deposit: 725,
          guests: {
            text: 'No guest may stay on the Premises more than seven (7) consecutive days without Lessor\u2019s written consent.',
            days: 7,
          },
          notes: [
            'An individual lessor who manages the apartment herself (no manager: the summary says "None (Lessor manages)"). One lessee and his daughter (an occupant, accented given name). Month to month from a long date with ten days\u2019 notice: no end date. Rent due on or before the fifth (rentDueDay 5); late after the end of the 10th with a flat charge and a daily add-on (gracePeriodDays 10). Zelle to the lessor\u2019s phone (zelleNumber), checks and money orders mailed to her P.O. box (paymentAddress and mailingAddress). Guests seven consecutive days.',
          ],
        }),
    },
  ],
}
