import { rgb } from 'pdf-lib'
import {
  dt,
  lastFirst,
  moneyWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { columnText, pageNumbers, room, ruledTable, signPair } from '../parts'

type V = {
  leaseNo: string
  agent: { name: string; office: string; mail: string; tel: string; hours: string }
  owner: string
  ownerLine: string
  their: string
  noticeTo: 'agent' | 'owner-co'
  residents: { p: Person; cell: string; email: string }[]
  minors: Person[]
  premises: string
  unitNote: string
  start: string
  end: string
  rent: number
  deposit: number
  utilities: string
  pets: string
  payee: string
  payText: string
  methods: string[]
  payAt: string
  late: { n: number; text: string }
  nsf: number
  guests: { words: string; n: number }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.6 })
  const { f } = k
  const top = k.w.height - 44
  k.w.page.drawText(v.agent.name, { x: k.L, y: top, size: 14, font: f.sansBold })
  const right = [
    `Office: ${v.agent.office}`,
    `Mailing address: ${v.agent.mail}`,
    `Telephone ${v.agent.tel}  \u00b7  Office hours: ${v.agent.hours}`,
  ]
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L,
      y: top - 15 - i * 9.6,
      size: 7.8,
      font: f.sans,
      color: rgb(0.25, 0.25, 0.25),
    }),
  )
  k.w.page.drawLine({
    start: { x: k.L, y: top - 46 },
    end: { x: k.L + k.W, y: top - 46 },
    thickness: 2,
    color: rgb(0.1, 0.25, 0.4),
  })
  k.w.y = top - 68
  k.centre('RESIDENTIAL LEASE', 13, f.sansBold)
  k.centre(
    `Wisconsin  \u00b7  Lease No. ${v.leaseNo}  \u00b7  Fixed term  \u00b7  Read the Nonstandard Rental Provisions page before signing`,
    7.6,
    f.sans,
  )
  k.gap(4)
  ruledTable(
    k,
    ['Resident (last name, first name)', 'Cell phone', 'E-mail'],
    v.residents.map((r) => [lastFirst(r.p, false), r.cell, r.email]),
    [0.4, 0.22, 0.38],
    { size: 8.6 },
  )
  k.w.y += 4
  k.line(
    `Minor occupants (last name, first name): ${v.minors.length ? v.minors.map((m) => lastFirst(m, false)).join('; ') : 'None'}`,
    8.4,
    f.sans,
  )
  k.gap(6)
  const deposit = `less any amounts withheld as permitted by Wis. Admin. Code \u00a7 ATCP 134.06, together with an itemized statement of those amounts, within 21 days after Residents surrender the Premises`
  const due = 'on or before the first (1st) day of each month'
  const nsf = `Residents agree to pay a charge of ${usd(v.nsf)} for each check or electronic payment that is returned unpaid or reversed.`
  const noticeText =
    v.noticeTo === 'agent'
      ? `All notices to Owner or Agent must be in writing and mailed to the Agent at ${v.agent.mail}, or handed in at the Agent\u2019s office during office hours. Notices to Residents may be delivered to the Premises or mailed to them there.`
      : `All notices to Owner must be in writing and addressed to ${v.owner}, c/o ${v.agent.name}, ${v.agent.mail}. Notices to Residents may be delivered to the Premises or mailed to them there.`
  columnText(
    k,
    [
      {
        head: '1. PARTIES.',
        text: `This Lease is between ${v.ownerLine} ("Owner"), acting through ${v.their} managing agent, ${v.agent.name} ("Agent"), and the Residents listed above. Each Resident is jointly and severally responsible for every obligation under this Lease. Only the Residents and the minor occupants listed above may live in the Premises.`,
      },
      {
        head: '2. PREMISES.',
        text: `Owner leases to Residents the dwelling at ${v.premises} (${v.unitNote}), with the appliances listed on the check-in sheet.`,
      },
      {
        head: '3. TERM.',
        text: `The term begins at 12:00 noon on ${dt(v.start).long} and ends at 11:00 a.m. on ${dt(v.end).long}. This Lease does not renew automatically; a new lease or a signed extension is needed for Residents to stay after the term.`,
      },
      {
        head: '4. RENT.',
        text: `Rent is ${moneyWords(v.rent, 'title')} per month, payable in advance ${due}, without demand or deduction. Rent for any part of a month is figured by the day.`,
      },
      { head: '5. HOW RENT IS PAID.', text: v.payText },
      {
        head: '6. LATE RENT AND RETURNED PAYMENTS.',
        text: 'Late fees and the charge for a returned payment are set out in the Nonstandard Rental Provisions, which Residents sign separately and which are part of this Lease.',
      },
      {
        head: '7. SECURITY DEPOSIT.',
        text: `Residents have paid a security deposit of ${usd(v.deposit)}. Agent will return the security deposit ${deposit}. Deductions are limited to those Wisconsin law allows and those explained in the Nonstandard Rental Provisions.`,
      },
      {
        head: '8. CHECK-IN SHEET.',
        text: 'Residents will receive a check-in sheet at move-in and have seven (7) days to note any damage or defects and return it. Residents may ask for a list of the physical damages charged to the previous tenant\u2019s deposit.',
      },
      { head: '9. UTILITIES.', text: v.utilities },
      {
        head: '10. GUESTS.',
        text: `No guest may stay in the Premises more than ${v.guests.words} (${v.guests.n}) nights in any thirty (30) day period without Agent\u2019s written consent.`,
      },
      { head: '11. PETS.', text: v.pets },
      {
        head: '12. ENTRY.',
        text: 'Agent may enter the Premises at reasonable times to inspect, make repairs or show the Premises, after at least 12 hours\u2019 advance notice, or without notice in an emergency or if Residents ask for a repair.',
      },
      { head: '13. NOTICES.', text: noticeText },
      {
        head: '14. SMOKING.',
        text: 'No smoking or vaping of any substance is allowed inside the building, on balconies or within 15 feet of an entrance.',
      },
      {
        head: '15. BUILDING CODE DISCLOSURE.',
        text: 'Agent knows of no uncorrected building or housing code violation of which Agent has actual notice, no structural or other defect that is a hazard, and no lack of hot or cold running water, heat or electrical service.',
      },
      {
        head: '16. NOTICE OF DOMESTIC ABUSE PROTECTIONS.',
        text: 'A tenant who is a victim of domestic abuse, sexual assault or stalking may have a right under Wisconsin law to end a lease early or to have the locks changed, upon providing the documents the law requires. A landlord may not evict a tenant solely because a tenant is a victim of these crimes.',
      },
      {
        head: '17. WHOLE AGREEMENT.',
        text: 'This Lease, the check-in sheet, the Nonstandard Rental Provisions and the Rules of the building are the whole agreement. A change must be in writing and signed by Residents and Agent.',
      },
    ],
    { cols: 2, gutter: 18, size: 8.1, rule: true },
  )
  k.gap(8)
  room(k, 100)
  k.line('SIGNATURES', 9, f.sansBold)
  k.gap(2)
  for (let i = 0; i < v.residents.length; i += 2) {
    const a = v.residents[i]
    const b = v.residents[i + 1]
    signPair(
      k,
      a ? [`Resident: ${a.p.full}`, `Date: ${dt(v.signed).us}`] : [''],
      b ? [`Resident: ${b.p.full}`, `Date: ${dt(v.signed).us}`] : [''],
    )
  }
  signPair(
    k,
    [`Agent for Owner: ${v.agent.name}`, 'By: ______________________, Leasing Manager'],
    [''],
  )

  room(k, 330)
  k.gap(14)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 16 },
    end: { x: k.L + k.W, y: k.w.y + 16 },
    thickness: 1.6,
  })
  k.gap(6)
  k.centre('NONSTANDARD RENTAL PROVISIONS', 13, f.sansBold)
  k.centre(`Attached to and part of Lease No. ${v.leaseNo}  \u00b7  ${v.premises}`, 7.8, f.sans)
  k.gap(6)
  k.p(
    'Wisconsin law requires that certain rental provisions be set out in a separate document with this title. Residents should read each provision and sign below only if they agree to it.',
    { size: 8.8 },
  )
  const items = [
    `LATE FEE. ${v.late.text}`,
    `RETURNED PAYMENTS. ${nsf} After a returned payment, Agent may require that rent be paid by cashier\u2019s check or money order.`,
    'CARPET CLEANING. Agent may deduct from the security deposit the reasonable cost of professional carpet cleaning if the carpets are stained or soiled beyond normal wear and tear when Residents move out.',
    'KEYS AND FOBS. Residents will pay $25.00 for each key or entry fob that is not returned at the end of the tenancy.',
    'EARLY TERMINATION. If Residents move out before the end of the term, they remain responsible for rent until the Premises are re-rented or the term ends, whichever is first, and Agent will make reasonable efforts to re-rent.',
  ]
  items.forEach((t, i) => k.p(`${i + 1}.  ${t}`, { size: 9, after: 7 }))
  k.gap(10)
  k.p(
    'Residents have read and agree to these nonstandard rental provisions. Each Resident signs and dates below.',
    { size: 8.8 },
  )
  k.gap(4)
  for (const r of v.residents) signPair(k, [`Resident: ${r.p.full}`], [`Date: ${dt(v.signed).us}`])
  signPair(k, [`Agent: ${v.agent.name}`], [`Date: ${dt(v.signed).us}`])
  pageNumbers(k, (i, n) => `Lease No. ${v.leaseNo}   \u2014   page ${i} of ${n}`, {
    align: 'right',
  })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.minors.length ? v.minors : null,
      tenantEmail: first.email,
      tenantPhone: first.cell,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent.name,
      housingProvider: v.owner,
      mailingAddress: v.agent.mail,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent.hours,
      nsfPolicy: nsf,
      depositReturnDays: 21,
      depositReturnCondition: deposit,
      _notes: [
        'Property manager\u2019s lease: letterhead with the agent\u2019s office (with a suite), its separate P.O. box for mail, phone and office hours; residents table with names printed last name first, cell phones and e-mails (first-listed resident\u2019s contacts); minor occupants line, also last name first; numbered clauses with run-in heads set in two columns; a Nonstandard Rental Provisions page that holds the late fee and the returned-payment charge.',
        'rentDueDescription is the due phrase of clause 4 (rent in words and figures). The late fee and nsfPolicy come from the Nonstandard Rental Provisions page, as the lease clause 6 refers to it. Guests "nights in any thirty (30) day period" gives maxGuestStayDays. The agent\u2019s office hours are from the letterhead.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wisconsin_managed_two_column',
  title:
    'Wisconsin property manager\u2019s residential lease set in two columns, with a Nonstandard Rental Provisions page',
  exercises:
    'agent\u2019s letterhead (office with a suite, a separate P.O. box for mail, phone and office hours), centred title with lease number, residents table with names last name first, cell phones and e-mails (three residents, or one), minor occupants line last name first or None, seventeen clauses with run-in heads in two ruled columns: owner an LLC or a married couple acting through the agent, premises with unit first or a lower flat, long-date fixed term with no automatic renewal, rent in title-case words and figures due on or before the first, portal and checks or money orders payable to the agent at its office drop box or mailed to the P.O. box, 21-day deposit return with an itemized statement, seven-day check-in sheet, utilities, guests per thirty days, no pets or one cat with pet rent, 12-hour entry, notices to the agent\u2019s P.O. box or to the owner in care of the agent, code disclosure and domestic-abuse notice; signature pairs; a second page of Nonstandard Rental Provisions with the late fee after a time on the Nth day (flat with a daily add-on and cap, or flat) and the returned-payment charge, signed again',
  docs: [
    {
      name: 'tw14_wi_managed_lease_sheboygan',
      build: () =>
        build({
          leaseNo: 'BR-27-0412',
          agent: {
            name: 'Breakwater Row Property Management, LLC',
            office: '1132 North Eighth Street, Suite 210, Sheboygan, WI 53081',
            mail: 'P.O. Box 1187, Sheboygan, WI 53082-1187',
            tel: '(920) 555-0142',
            hours: 'Monday\u2013Friday 8:30 a.m.\u20135:00 p.m.',
          },
          owner: 'Pennant Street Flats LLC',
          ownerLine: 'Pennant Street Flats LLC, a Wisconsin limited liability company',
          their: 'its',
          noticeTo: 'agent',
          residents: [
            {
              p: person('Kieran', 'Vollmer'),
              cell: '(920) 555-0167',
              email: 'kvollmer@example.com',
            },
            {
              p: person('Dana', 'Okonkwo-Hale'),
              cell: '(414) 555-0129',
              email: 'dana.okonkwohale@example.net',
            },
            {
              p: person('Luis', 'Marroquin'),
              cell: '(920) 555-0193',
              email: 'luis.marroquin@example.org',
            },
          ],
          minors: [],
          premises: 'Apartment 204, 1418 Pennant Street, Sheboygan, WI 53081',
          unitNote: 'three bedrooms on the second floor, with garage stall 6',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 1485,
          deposit: 1485,
          utilities:
            'Owner pays water, sewer, trash and recycling. Residents pay electricity, natural gas and internet, in a Resident\u2019s name, from the start date.',
          pets: 'No animals of any kind may be kept in the Premises, even temporarily, except an assistance animal approved in writing.',
          payee: 'Breakwater Row Property Management',
          payText:
            'Residents may pay through the Agent\u2019s online resident portal, or by personal check, cashier\u2019s check or money order payable to "Breakwater Row Property Management" and placed in the locked drop box at the Agent\u2019s office at 1132 North Eighth Street, Suite 210, Sheboygan, WI 53081. Cash is not accepted. Each Resident may pay a share, but the full rent is due from all of them.',
          methods: ['Online Portal', 'Check', "Cashier's Check", 'Money Order'],
          payAt: '1132 North Eighth Street, Suite 210, Sheboygan, WI 53081',
          late: {
            n: 5,
            text: 'If the full rent is not received by 5:00 p.m. on the fifth (5th) day of the month, Residents agree to pay a late fee of $50.00, plus $5.00 for each further day the rent remains unpaid, not to exceed $100.00 in any one month.',
          },
          nsf: 35,
          guests: { words: 'ten', n: 10 },
          signed: '2027-05-10',
          notes: [
            'The owner is an LLC acting through its managing agent (managementCompany). Three residents, no minor occupants. Rent is paid at the drop box of the agent\u2019s office (paymentAddress, the office with its suite); notices go to the agent\u2019s P.O. box (mailingAddress). Late after 5:00 p.m. on the fifth day (gracePeriodDays 5): a flat fee with a daily add-on, so lateFeePercentage null. Cash refused.',
          ],
        }),
    },
    {
      name: 'tw14_wi_managed_lease_wausau',
      build: () =>
        build({
          leaseNo: 'MR-0927-118',
          agent: {
            name: 'Marathon Ridge Rental Services, Inc.',
            office: 'Suite 5, 2201 Stewart Avenue, Wausau, WI 54401',
            mail: 'P.O. Box 2291, Schofield, WI 54476',
            tel: '(715) 555-0138',
            hours: 'Mon.\u2013Fri. 9:00 a.m. to 4:30 p.m.; Sat. by appointment',
          },
          owner: 'Curtis and Annelise Marchetti',
          ownerLine: 'Curtis and Annelise Marchetti, husband and wife',
          their: 'their',
          noticeTo: 'owner-co',
          residents: [
            {
              p: person('Rhiannon', 'Tessmer'),
              cell: '(715) 555-0184',
              email: 'rtessmer@example.org',
            },
          ],
          minors: [person('Owen', 'Tessmer'), person('Lily', 'Tessmer')],
          premises: '1007 Grand Avenue, Lower Unit, Wausau, WI 54403',
          unitNote: 'the lower flat of a two-family house, with the left garage stall',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1060,
          deposit: 1200,
          utilities:
            'Owner pays water and sewer. Residents pay electricity, gas heat and trash service, in a Resident\u2019s name, from the start date. The lower flat has its own meters.',
          pets: 'One indoor cat is allowed. Residents pay pet rent of $25.00 per month in addition to rent; pet rent is not part of the rent.',
          payee: 'Marathon Ridge Rental Services',
          payText:
            'Residents may pay through the Agent\u2019s online resident portal, or by personal check or money order payable to "Marathon Ridge Rental Services" and mailed to the Agent at P.O. Box 2291, Schofield, WI 54476. The Agent\u2019s office does not take payments in person. Cash is not accepted.',
          methods: ['Online Portal', 'Check', 'Money Order'],
          payAt: 'P.O. Box 2291, Schofield, WI 54476',
          late: {
            n: 3,
            text: 'If the full rent is not received by 11:59 p.m. on the third (3rd) day of the month, Residents agree to pay a late fee of $40.00.',
          },
          nsf: 30,
          guests: { words: 'fourteen', n: 14 },
          signed: '2027-08-16',
          notes: [
            'The owners are a married couple acting through their managing agent (managementCompany); notices go to the owners in care of the agent at its P.O. box in another town (mailingAddress the P.O. box; the c/o line is an addressee, not part of the address). Rent is mailed to the same P.O. box (paymentAddress); the office with its suite first is only the office. One resident and her two children, printed last name first (additionalOccupants). Pet rent for one cat is not rent. Late after 11:59 p.m. on the third day (gracePeriodDays 3), flat fee.',
          ],
        }),
    },
  ],
}
