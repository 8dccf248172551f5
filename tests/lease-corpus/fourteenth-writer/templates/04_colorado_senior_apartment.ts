import { rgb } from 'pdf-lib'
import {
  clause,
  dt,
  numberWords,
  ordinal,
  person,
  plain,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, gutterRows, pageNumbers, room, ruledTable, signPair } from '../parts'

type Resident = { p: Person; born: string; tel: string; email: string | null }

type V = {
  community: string
  owner: string
  ownerLine: string
  manager: { name: string; addr: string } | null
  office: string
  hours: string
  noticeAddr: string
  residents: Resident[]
  aide: Person | null
  emergency: [string, string, string, string][]
  apartment: string
  start: string
  end: string
  rent: number
  prorated: { text: string; amount: number } | null
  deposit: number
  petDeposit: number | null
  included: string
  dining: string
  payText: string
  methods: string[]
  bank: string | null
  payee: string
  payAt: string | null
  late: { text: string; pct: number | null }
  returnDays: { words: string; n: number }
  signed: string
  notes: string[]
}

/** "ONE THOUSAND ... AND NO/100 DOLLARS ($1,340.00)", as a bank draft writes it. */
const draft = (n: number) => {
  const whole = Math.floor(n)
  const cents = Math.round((n - whole) * 100)
  return `${numberWords(whole).toUpperCase()} AND ${cents ? String(cents).padStart(2, '0') : 'NO'}/100 DOLLARS (${usd(n)})`
}

/** "1st day of May, 2027" */
const formal = (iso: string) => {
  const d = dt(iso)
  return `${ordinal(d.day)} day of ${d.month}, ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.6 })
  const { f } = k
  k.w.y = k.w.height - 58
  k.centre(v.community, 16, f.italic)
  k.centre('AN INDEPENDENT LIVING COMMUNITY FOR PERSONS 55 AND OLDER', 7.8, k.w.bold)
  const rule = (y: number) =>
    k.w.page.drawLine({
      start: { x: k.L + 90, y },
      end: { x: k.L + k.W - 90, y },
      thickness: 0.5,
      color: rgb(0.35, 0.3, 0.2),
    })
  rule(k.w.y + 4)
  k.gap(10)
  k.centre('APARTMENT LEASE AGREEMENT', 13, k.w.bold)
  rule(k.w.y + 6)
  k.gap(8)
  k.p(
    `This Apartment Lease Agreement is entered into on ${dt(v.signed).long} by ${v.ownerLine} ("Landlord")${v.manager ? `, by its management agent, ${v.manager.name} ("Manager")` : ''}, and the Resident or Residents named in the Lease Summary. The Lease Summary and the Terms and Conditions that follow together make up this Lease.`,
  )
  k.line('LEASE SUMMARY', 10, k.w.bold)
  k.gap(2)
  const due = 'on the first day of each calendar month'
  ruledTable(
    k,
    ['Item', 'Terms'],
    [
      ['Resident(s)', v.residents.map((r) => r.p.full).join(' and ')],
      ['Live-in aide (not a Resident)', v.aide ? v.aide.full : 'None'],
      ['Apartment', v.apartment],
      ['Term', `Beginning the ${formal(v.start)}, and ending the ${formal(v.end)}`],
      ['Monthly rent', draft(v.rent)],
      ...(v.prorated ? [['First, partial month', v.prorated.text]] : []),
      ['Security deposit', draft(v.deposit)],
      ['Pet deposit', v.petDeposit ? draft(v.petDeposit) : 'None (no pet)'],
      ['Included in rent', v.included],
      ['Community office', `${v.office}; open ${v.hours}`],
    ],
    [0.27, 0.73],
    { size: 8.8, boldFirst: true },
  )
  k.line('TERMS AND CONDITIONS', 10, k.w.bold)
  k.gap(2)
  const ret = `less any lawful deductions listed in a written statement, within ${v.returnDays.words} (${v.returnDays.n}) days after the termination of this Lease and the surrender of the Apartment`
  const nsf =
    'Resident will be charged $20.00 for every check or electronic payment returned for insufficient funds.'
  const terms: [string, string][] = [
    [
      'A.  Age of occupancy.',
      'At least one Resident must be fifty-five (55) years of age or older. Landlord may ask for proof of age at signing and at each renewal, as the housing-for-older-persons rules allow.',
    ],
    ['B.  Rent.', `Rent is due ${due}, in advance, without demand. ${v.payText}`],
    ['C.  Late rent.', `${v.late.text} Landlord will not begin an eviction for a late fee alone.`],
    [
      'D.  Returned payments.',
      `${nsf} After two returned payments Landlord may require certified funds.`,
    ],
    [
      'E.  Security deposit.',
      `The Landlord shall return the security deposit ${ret}. The deposit may not be applied by Resident to the last month\u2019s rent.`,
    ],
    [
      'F.  Guests.',
      'A guest may stay in the Apartment no more than fourteen (14) days in any calendar month. Guests may use the common rooms only with a Resident.',
    ],
    [
      'G.  Live-in aide.',
      'A live-in aide approved by Landlord may live in the Apartment to care for a Resident. The aide is not a Resident, has no right to stay if the Resident leaves, and must follow the community rules.',
    ],
    ['H.  Dining.', v.dining],
    [
      'I.  Pets.',
      'One cat or one dog under 25 pounds may be kept with Landlord\u2019s written consent and a pet deposit. Birds and fish are allowed without a deposit.',
    ],
    [
      'J.  Emergency call system.',
      'The pull cords in the bathroom and bedroom ring at the front desk during office hours and at the answering service at other times. They are not a medical alert service.',
    ],
    [
      'K.  Notices.',
      `Notices to Landlord shall be in writing and delivered or mailed to ${v.manager ? `the Manager at ${v.noticeAddr}` : `Landlord at ${v.noticeAddr}`}. Notices to Resident may be delivered to the Apartment.`,
    ],
    [
      'L.  End of lease.',
      'Either party may end this Lease at the end of the term by giving at least sixty (60) days\u2019 written notice. If no notice is given, the tenancy continues from month to month at the rent then in effect. A Resident who moves to assisted living or a nursing home may end this Lease on thirty (30) days\u2019 written notice.',
    ],
  ]
  for (const [head, text] of terms)
    clause(k.w, f, head, [text], {
      x: k.L,
      width: k.W,
      size: 9.4,
      leading: 1.36,
      after: 5,
      bottom: 60,
    })
  freshPage(k)
  k.centre('SIGNATURE PAGE AND RESIDENT INFORMATION', 11.5, k.w.bold)
  k.gap(6)
  v.residents.forEach((r, i) =>
    gutterRows(
      k,
      [
        [`Resident ${i + 1}`, r.p.full],
        ['Date of birth', r.born],
        ['Telephone', r.tel],
        ['E-mail', r.email ?? 'none'],
      ],
      { size: 9.2, labelW: 120, labelFont: k.w.bold },
    ),
  )
  k.line(
    'Emergency contacts (not residents; called only if a Resident cannot be reached)',
    9,
    f.italic,
  )
  ruledTable(
    k,
    ['Name', 'Relationship', 'Telephone', 'E-mail'],
    v.emergency,
    [0.28, 0.2, 0.2, 0.32],
    {
      size: 8.6,
    },
  )
  room(k, 150)
  k.p(
    'By signing, each Resident confirms having read the Lease Summary and the Terms and Conditions.',
    {
      size: 9,
    },
  )
  k.gap(4)
  for (const r of v.residents) signPair(k, [`Resident: ${r.p.full}`], [`Date: ${dt(v.signed).us}`])
  signPair(
    k,
    [
      `Landlord: ${v.owner}`,
      v.manager ? `By ${v.manager.name}, its management agent` : 'By its manager',
    ],
    [`Date: ${dt(v.signed).us}`],
  )
  pageNumbers(k, (i, n) => `${v.community} \u2014 Apartment Lease \u2014 Page ${i} of ${n}`, {
    font: f.italic,
  })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.aide ? [v.aide] : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.apartment,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: formal(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.bank,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: 7,
      nsfFeeFirst: 20,
      proratedRent: v.prorated?.amount ?? null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.hours,
      nsfPolicy: nsf,
      depositReturnDays: v.returnDays.n,
      depositReturnCondition: ret,
      _notes: [
        'Senior (55 and older) apartment lease: italic community name over a centred title between short rules, an opening paragraph with the landlord and any management agent, a Lease Summary table (residents, live-in aide, apartment, term in "the [Nth] day of [Month], [year]" form, amounts in capitals as on a bank draft with figures, included services, community office and hours), lettered Terms and Conditions with run-in heads, and a signature page where each resident\u2019s date of birth, telephone and e-mail sit in ruled rows (first resident\u2019s contacts) above an emergency contacts table (a distractor).',
        'terminationDateText is the end date as the summary writes it ("[Nth] day of [Month], [year]"). rentDueDescription is the due phrase of clause B. Late "within seven (7) days after the date it is due" gives gracePeriodDays 7. nsfPolicy is the first sentence of clause D. Guests "fourteen (14) days in any calendar month". The live-in aide is an additionalOccupant, not a tenant. The month-to-month continuation after the term does not make the lease month-to-month. officeHours are the community office\u2019s.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'colorado_senior_apartment',
  title:
    'Colorado independent-living apartment lease for residents 55 and older, with a signature and resident information page',
  exercises:
    'italic community name and age line over a centred title between short rules, opening paragraph with a limited partnership landlord and its management agent or an LLC that manages itself, a Lease Summary table (a couple or one resident, a live-in aide or None, apartment with the number first, term as "the Nth day of Month, year", rent, deposit and pet deposit in capital words "AND NO/100 DOLLARS" with figures, a stated first partial month in one, services included, community office with hours), lettered run-in terms (age rule, rent due on the first day of each calendar month, checks or money orders payable to the community at its office or a portal, or ACH to the landlord\u2019s account with a routing number and checks, late after seven days with a flat fee or 5%, $20 returned-payment sentence, 60- or 30-day deposit return, guest days per calendar month, aide, optional dining plan not rent, pets, pull cords, notices to the manager\u2019s suite or the landlord\u2019s P.O. box, month-to-month continuation), a signature page with resident rows (date of birth, telephone, e-mail) and an emergency contacts table',
  docs: [
    {
      name: 'tw14_co_senior_lease_greeley',
      build: () =>
        build({
          community: 'Cottonwood Terrace Senior Residences',
          owner: 'Cottonwood Terrace Senior Housing, L.P.',
          ownerLine: 'Cottonwood Terrace Senior Housing, L.P., a Colorado limited partnership',
          manager: {
            name: 'Poudre Valley Residential Management Co.',
            addr: '822 Seventh Street, Suite 300, Greeley, CO 80631',
          },
          office: '1815 61st Avenue, Greeley, CO 80634',
          hours: 'Monday\u2013Friday, 8:00 a.m.\u20134:30 p.m.',
          noticeAddr: '822 Seventh Street, Suite 300, Greeley, CO 80631',
          residents: [
            {
              p: person('Gerald', 'Pfannenstiel'),
              born: '02/11/1951',
              tel: '(970) 555-0126',
              email: 'gpfann@example.net',
            },
            {
              p: person('Marianne', 'Pfannenstiel'),
              born: '09/23/1953',
              tel: '(970) 555-0126',
              email: null,
            },
          ],
          aide: null,
          emergency: [
            ['Lisa Pfannenstiel-Ortiz', 'daughter', '(720) 555-0183', 'lisa.po@example.com'],
            ['Mark Pfannenstiel', 'son', '(970) 555-0151', 'markpf@example.org'],
          ],
          apartment: 'Apartment 216, 1815 61st Avenue, Greeley, CO 80634',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1340,
          prorated: null,
          deposit: 500,
          petDeposit: 300,
          included:
            'heat, water, sewer, trash, basic cable, weekly light housekeeping and the community bus',
          dining:
            'Residents may join the optional dinner plan at $185.00 per person per month, billed with the rent. The dinner plan is not rent and may be cancelled on thirty days\u2019 notice.',
          payText:
            'Rent is paid by check or money order payable to "Cottonwood Terrace" and handed in or mailed to the community office at 1815 61st Avenue, Greeley, CO 80634, or through the resident portal. Cash is not accepted.',
          methods: ['Check', 'Money Order', 'Online Portal'],
          bank: null,
          payee: 'Cottonwood Terrace',
          payAt: '1815 61st Avenue, Greeley, CO 80634',
          late: {
            text: 'If any rent is not received within seven (7) days after the date it is due, Resident shall pay a late fee of $50.00.',
            pct: null,
          },
          returnDays: { words: 'sixty', n: 60 },
          signed: '2027-04-12',
          notes: [
            'A limited partnership landlord acting through a management agent (managementCompany); notices go to the agent\u2019s office suite (mailingAddress), rent to the community office (paymentAddress), whose hours the summary gives. A married couple are the residents (the husband listed first; both share one telephone, and only he has an e-mail). The pet deposit and the optional dinner plan are not rent or the security deposit. Flat late fee.',
          ],
        }),
    },
    {
      name: 'tw14_co_senior_lease_grand_junction',
      build: () =>
        build({
          community: 'Monument View Senior Apartments',
          owner: 'Monument View Senior Apartments LLC',
          ownerLine: 'Monument View Senior Apartments LLC, a Colorado limited liability company',
          manager: null,
          office: '3150 Patterson Road, Grand Junction, CO 81504',
          hours: 'Mon. through Fri., 9 a.m. to 5 p.m.; Sat. 10 a.m. to noon',
          noticeAddr: 'P.O. Box 1408, Fruita, CO 81521',
          residents: [
            {
              p: person('Evangeline', 'Castellano'),
              born: '06/02/1944',
              tel: '(970) 555-0177',
              email: 'evangeline.castellano@example.com',
            },
          ],
          aide: person('Rosalind', 'Tafoya'),
          emergency: [['Daniel Castellano', 'son', '(303) 555-0165', 'dcastellano@example.net']],
          apartment: 'Unit 104, 3150 Patterson Road, Grand Junction, CO 81504',
          start: '2027-10-15',
          end: '2028-10-31',
          rent: 1195,
          prorated: {
            text: `Prorated rent for October 15 through October 31, 2027: $${plain(655.32)}, due at signing`,
            amount: 655.32,
          },
          deposit: 1195,
          petDeposit: null,
          included: 'heat, water, sewer, trash and one covered parking space',
          dining:
            'There is no dining plan in this building. A noon meal is served in the community room on weekdays for a charge per meal, which is not rent.',
          payText:
            'Rent may be paid by ACH transfer to Landlord\u2019s operating account, account no. 4471208813 at Book Cliffs Community Bank, routing no. 102000154, showing the Apartment number, or by check payable to Monument View Senior Apartments LLC delivered to the community office at 3150 Patterson Road, Grand Junction, CO 81504.',
          methods: ['ACH', 'Check'],
          bank: '4471208813',
          payee: 'Monument View Senior Apartments LLC',
          payAt: '3150 Patterson Road, Grand Junction, CO 81504',
          late: {
            text: 'If any rent is not received within seven (7) days after the date it is due, Resident shall pay a late fee equal to five percent (5%) of the past-due rent.',
            pct: 5,
          },
          returnDays: { words: 'thirty', n: 30 },
          signed: '2027-10-06',
          notes: [
            'An LLC landlord that manages the building itself (no managementCompany); notices go to its P.O. box in another town (mailingAddress), checks to the community office (paymentAddress). One resident with a live-in aide (additionalOccupants). The term starts mid-month with a stated prorated amount (proratedRent); no total due at move-in is stated. ACH to the landlord\u2019s named account (bankAccount; the routing number is a distractor) and checks. Late fee 5% of the past-due rent (lateFeePercentage).',
          ],
        }),
    },
  ],
}
