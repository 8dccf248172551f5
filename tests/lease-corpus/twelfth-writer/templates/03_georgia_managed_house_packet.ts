import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import {
  freshPage,
  hanging,
  heading,
  pageNumbers,
  pairGrid,
  room,
  ruledTable,
  signPair,
} from '../parts'

type Tenant = { p: Person; cell: string; email: string; employer: string }

type V = {
  leaseNo: string
  owner: string
  ownerLine: string
  ownerAddr: string
  branch: { name: string; office: string; phone: string; hours: string }
  tenants: Tenant[]
  occupants: { p: Person; note: string }[]
  emergency: { name: string; relation: string; phone: string }
  premises: string
  features: string
  built: number
  start: string
  end: string
  rent: number
  deposit: number
  late: { text: string; pct: number | null }
  pet: { animal: string; fee: number; rent: number } | null
  moveIn: [string, number][]
  total: number
  prorated: number | null
  guestDays: { words: string; n: number }
  signed: string
  agentSigner: string
  notes: string[]
}

const AGENT = 'Kestrel Point Property Management, LLC'
const LOCKBOX = 'P.O. Box 669103, Marietta, GA 30066'
const ESCROW = { bank: 'Chattahoochee Valley Bank', account: '4471-0026-18' }
const GREEN = rgb(0.16, 0.3, 0.2)

const letterhead = (k: Kit, v: V) => {
  const { f } = k
  const page = k.w.page
  const y = k.w.height - 46
  page.drawText('KESTREL POINT', { x: k.L, y, size: 19, font: f.bold, color: GREEN })
  page.drawText('PROPERTY MANAGEMENT, LLC', {
    x: k.L,
    y: y - 12,
    size: 8.2,
    font: f.sansBold,
    color: GREEN,
  })
  const right = [
    v.branch.name,
    v.branch.office,
    `${v.branch.phone}  \u00b7  kestrelpointpm.example.com`,
  ]
  right.forEach((t, i) =>
    page.drawText(t, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(t, 7.6),
      y: y + 6 - i * 10,
      size: 7.6,
      font: i === 0 ? f.sansBold : f.sans,
    }),
  )
  page.drawLine({
    start: { x: k.L, y: y - 22 },
    end: { x: k.L + k.W, y: y - 22 },
    thickness: 1.4,
    color: GREEN,
  })
  k.w.y = y - 46
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 56, size: 9.6 })
  const { f } = k
  letterhead(k, v)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 14, f.bold)
  k.centre(`Single-Family Home  \u00b7  Lease No. ${v.leaseNo}`, 9, f.italic)
  k.gap(6)
  const names = v.tenants.map((t) => t.p.full)
  const many = names.length > 1
  let section = 0
  const c = (head: string, text: string) =>
    hanging(k, `${String.fromCharCode(65 + section++)}.`, head, text, { size: 9.5, indent: 20 })
  c(
    'PARTIES AND AGENCY.',
    `This Lease is between ${v.ownerLine} (\u201cOwner\u201d) and ${names.join(' and ')} (${many ? 'together and each of them, ' : ''}\u201cTenant\u201d). Owner has engaged ${AGENT} (\u201cAgent\u201d) to lease and manage the Premises, collect rent and enforce this Lease, and Agent signs it for Owner. Where this Lease gives Owner a right, Agent may exercise it.`,
  )
  c(
    'PREMISES.',
    `Owner leases to Tenant the single-family home at ${v.premises} (the \u201cPremises\u201d), including ${v.features}, for use only as a private residence.`,
  )
  c(
    'TERM.',
    `The term begins on ${dt(v.start).long} and ends at midnight on ${dt(v.end).long}. If Tenant wishes to renew, Tenant must tell Agent in writing at least sixty (60) days before the end of the term; if neither party gives that notice and Tenant remains with Agent\u2019s consent, the tenancy continues from month to month and either party may end it on sixty (60) days\u2019 written notice.`,
  )
  const due = 'due in full on the first (1st) day of each month'
  c(
    'RENT.',
    `Monthly rent is ${moneyWords(v.rent, 'title')}, ${due}, without deduction and without notice from Agent. The manner and place of payment are set out in Addendum A. Rent for a partial first month and the charges payable before move-in are set out in Addendum D.`,
  )
  c(
    'LATE RENT.',
    `Rent not received by Agent by 11:59 p.m. on the fifth (5th) day of the month is late. ${v.late.text} Agent is not obliged to accept a partial payment, and accepting one does not waive Owner\u2019s right to the balance or to file a dispossessory action.`,
  )
  const nsf =
    'Each payment returned by the bank or reversed for any reason carries a returned-item fee of $40.00, in addition to any late fee that results.'
  c(
    'RETURNED PAYMENTS.',
    `${nsf} After one returned payment Agent may require all later payments by certified funds for the rest of the term.`,
  )
  const ret =
    'within thirty (30) days after the Lease ends and Tenant surrenders possession, less any lawful deductions shown on a written statement mailed to Tenant\u2019s last known address'
  c(
    'SECURITY DEPOSIT.',
    `Tenant has paid a security deposit of ${usd(v.deposit)}. As O.C.G.A. \u00a7 44-7-31 requires, Agent holds it in its escrow account no. ${ESCROW.account} at ${ESCROW.bank}. Before Tenant moves in, Agent will give Tenant a list of existing damage to the Premises, which Tenant may review and dispute in writing. Agent will return the security deposit ${ret}. The deposit may not be applied by Tenant to the last month\u2019s rent.`,
  )
  const occ = v.occupants.length
    ? ` and ${v.occupants.map((o) => `${o.p.full} (${o.note})`).join(' and ')}`
    : ''
  c(
    'OCCUPANTS AND GUESTS.',
    `The Premises may be occupied only by Tenant${occ}. A guest may stay no more than ${v.guestDays.words} (${v.guestDays.n}) days in any six-month period without Agent\u2019s written approval.`,
  )
  c(
    'UTILITIES.',
    'Tenant will place electricity, gas, water, sewer, trash, internet and any security monitoring in Tenant\u2019s name from the first day of the term and pay them when due. Owner pays homeowners\u2019 association dues, if any.',
  )
  c(
    'MAINTENANCE.',
    'Tenant will report repairs through the Agent\u2019s tenant portal, replace HVAC filters every ninety (90) days, keep the lawn mowed and beds weeded, and protect pipes from freezing. Tenant pays the first $75.00 of any repair call caused by Tenant\u2019s misuse or neglect. Owner is responsible for repairs the law places on Owner.',
  )
  c(
    'PETS.',
    v.pet
      ? 'One pet is permitted on the terms of Addendum B. No other animal may be kept, even temporarily.'
      : 'No animal may be kept on the Premises, even temporarily. Addendum B does not apply.',
  )
  c(
    'DISCLOSURES.',
    `The home was built in ${v.built}${v.built < 1978 ? '; the lead-based paint disclosure in Addendum C is part of this Lease' : ' and Addendum C does not apply'}. As O.C.G.A. \u00a7 44-1-16 requires, Owner discloses that no portion of the living space or attachments of the Premises has been damaged by flooding in the last five (5) years. The owner of record is ${v.owner}, ${v.ownerAddr}; the person authorized to manage the Premises and to receive notices and service of process for Owner is Agent, at its office named in Section N.`,
  )
  c(
    'ACCESS.',
    'Agent may enter the Premises at reasonable times, after giving Tenant at least twenty-four (24) hours\u2019 notice, to inspect, repair, or show the Premises to prospective tenants, buyers or lenders, and at any time without notice in an emergency.',
  )
  c(
    'NOTICES.',
    `All notices to Owner or Agent must be in writing and delivered by hand, by first-class or certified mail, or by e-mail to the address Agent designates, to Agent at ${v.branch.office}. Notices to Tenant may be delivered to the Premises or to the e-mail address in Addendum E.`,
  )
  c(
    'DEFAULT.',
    'If Tenant fails to pay rent when due or breaks any other term of this Lease, Owner may, after any notice the law requires, terminate Tenant\u2019s right of possession and seek a dispossessory warrant, and Tenant will pay the rent, fees and reasonable attorney\u2019s fees the law allows.',
  )
  c(
    'ENTIRE AGREEMENT.',
    'This Lease and the Addenda listed in the Addenda Packet are the whole agreement of the parties. Changes must be in writing and signed by Tenant and Agent.',
  )
  room(k, 150)
  k.gap(6)
  k.p(`Signed on ${dt(v.signed).long}.`, { after: 12 })
  signPair(
    k,
    [`${v.owner}, Owner`, `By: ${AGENT}, Agent`, `By: ${v.agentSigner}, Leasing Manager`],
    [`Tenant: ${names[0] ?? ''}`],
  )
  if (names[1]) signPair(k, [`Tenant: ${names[1]}`], [''])

  // ---- addenda packet
  freshPage(k)
  k.w.page.drawText(`${AGENT}  \u00b7  ${v.branch.name}`, {
    x: k.L,
    y: k.w.y + 14,
    size: 7.6,
    font: f.sansBold,
    color: GREEN,
  })
  k.centre('ADDENDA PACKET', 13, f.bold)
  k.centre(`to Residential Lease No. ${v.leaseNo}  \u00b7  ${v.premises}`, 8.6, f.italic)
  k.gap(4)
  ruledTable(
    k,
    ['Addendum', 'Title', 'Applies', 'Tenant initials'],
    [
      ['A', 'Rent Payment Instructions', 'Yes', ''],
      ['B', 'Pet Agreement', v.pet ? 'Yes' : 'No', ''],
      [
        'C',
        'Lead-Based Paint Disclosure (homes built before 1978)',
        v.built < 1978 ? 'Yes' : 'No',
        '',
      ],
      ['D', 'Move-In Charges', 'Yes', ''],
      ['E', 'Tenant Contact and Emergency Information', 'Yes', ''],
    ],
    [0.12, 0.56, 0.12, 0.2],
    { size: 8.8, font: f.sans, headFont: f.sansBold, shade: 0.88 },
  )
  const ad = (title: string) => heading(k, title, { size: 10.2, font: f.bold, rule: true })
  ad('Addendum A \u2014 Rent Payment Instructions')
  const aText = [
    `1. Online. Pay through the Kestrel Point tenant portal by e-check at no charge, or by debit or credit card with the card processor\u2019s fee of 2.95%. You may also enroll in AutoPay, which draws the rent from your bank account by ACH on the first of each month.`,
    `2. By mail. Mail a cashier\u2019s check, money order or personal check, made payable to ${AGENT} and showing the Premises address, to our payment lockbox, ${LOCKBOX}. Allow five days for mail; payments are credited when the lockbox receives them. Personal checks will not be accepted after a returned payment.`,
    '3. Cash is never accepted, and our office cannot take payments in person.',
    `4. Office hours for questions about your account: ${v.branch.hours}${v.branch.hours.endsWith('.') ? '' : '.'} Maintenance emergencies after hours: (770) 555-0199, answered 24 hours.`,
  ]
  for (const t of aText) k.p(t, { size: 9.2, after: 4 })
  if (v.pet) {
    ad('Addendum B \u2014 Pet Agreement')
    k.p(
      `Tenant may keep ${v.pet.animal}. Tenant has paid a non-refundable pet fee of ${usd(v.pet.fee)} and will pay pet rent of ${usd(v.pet.rent)} each month with the rent; pet rent is an additional charge and not part of the monthly rent. Tenant will keep the pet leashed outside, pick up waste daily and pay for any damage, odor removal or flea treatment the pet makes necessary.`,
      { size: 9.2 },
    )
  }
  if (v.built < 1978) {
    ad('Addendum C \u2014 Lead-Based Paint Disclosure')
    k.p(
      'Housing built before 1978 may contain lead-based paint. Lead from paint, paint chips and dust can pose health hazards if not managed properly, and lead exposure is especially harmful to young children and pregnant women. Owner has no knowledge of lead-based paint or lead-based paint hazards in the home and no reports or records about them. Tenant has received the pamphlet \u201cProtect Your Family From Lead in Your Home.\u201d',
      { size: 9.2 },
    )
  }
  ad('Addendum D \u2014 Move-In Charges')
  ruledTable(
    k,
    ['Charge', 'Amount'],
    [
      ...v.moveIn.map(([a, b]) => [a, usd(b)]),
      ['TOTAL DUE BEFORE KEYS ARE RELEASED', usd(v.total)],
    ],
    [0.75, 0.25],
    { size: 8.8, font: f.sans, headFont: f.sansBold, shade: 0.88 },
  )
  k.p(
    'Move-in charges must be paid by cashier\u2019s check or money order, or through the tenant portal, at least two business days before the first day of the term.',
    { size: 8.8 },
  )
  ad('Addendum E \u2014 Tenant Contact and Emergency Information')
  ruledTable(
    k,
    ['Tenant', 'Cell phone', 'E-mail', 'Employer'],
    v.tenants.map((t) => [t.p.full, t.cell, t.email, t.employer]),
    [0.24, 0.2, 0.34, 0.22],
    { size: 8.6, font: f.sans, headFont: f.sansBold, shade: 0.88 },
  )
  pairGrid(
    k,
    [
      [
        ['Emergency contact (not a tenant)', `${v.emergency.name}, ${v.emergency.relation}`],
        ['Emergency contact phone', v.emergency.phone],
      ],
    ],
    { labelW: 104, size: 8.6 },
  )
  pageNumbers(k, (i, n) => `Lease No. ${v.leaseNo}  \u00b7  Page ${i} of ${n}`, {
    align: 'center',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
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
      maxGuestStayDays: v.guestDays.n,
      managementCompany: AGENT,
      housingProvider: v.owner,
      mailingAddress: v.branch.office,
      acceptedPaymentMethods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order', 'Check'],
      lateFeePercentage: v.late.pct,
      gracePeriodDays: 5,
      nsfFeeFirst: 40,
      totalMoveInCost: v.total,
      proratedRent: v.prorated,
      rentDueDescription: due,
      paymentRecipient: AGENT,
      paymentAddress: LOCKBOX,
      officeHours: v.branch.hours,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Property manager\u2019s single-family home lease on letterhead: lettered sections A to P with hanging letters, signatures (owner by its agent), then an Addenda Packet with an index table and Addenda A (payment instructions), B (pet agreement, where a pet is allowed), C (lead-based paint, for a pre-1978 home), D (move-in charges table with a total) and E (tenants\u2019 contacts table and an emergency contact grid). Page footers only.',
        'Owner engages the agent to manage (managementCompany); notices to owner or agent go to the agent\u2019s branch office in Section N (mailingAddress); the owner of record\u2019s own address in the statutory disclosure is a distractor. Payments are made payable to the agent and mailed to its lockbox P.O. box (paymentRecipient, paymentAddress) or paid through the portal or AutoPay; cash refused; personal checks accepted until a payment is returned, so Check is listed. officeHours are Addendum A\u2019s office hours. The escrow bank and account number of the security deposit are not a payment account (bankAccount null).',
        'Rent "due in full on the first (1st) day of each month" (rentDueDescription); late if "not received \u2026 by 11:59 p.m. on the fifth (5th) day" (gracePeriodDays 5). The returned-item fee sentence is nsfPolicy. Deposit returned "within thirty (30) days after \u2026" (condition: wording after "return the security deposit"). Guests: days in any six-month period. Tenants\u2019 contacts from Addendum E; the emergency contact is not an occupant.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'georgia_managed_house_packet',
  title: 'Georgia property manager\u2019s single-family home lease with an addenda packet',
  exercises:
    'manager\u2019s letterhead with branch office, lettered sections with hanging letters: owner as a family trust acting by its trustee or a married couple, agency clause, single-family home, term in long dates with a renewal notice period, rent in title-case words and figures due on the 1st, late after 11:59 p.m. on the fifth (10% or flat with a daily charge), $40 returned-item fee, deposit held in a named escrow bank and account (distractor) with a 30-day return, occupants named in the guest clause (a child or a brother), guests per six months, $75 repair-call distractor, build year deciding the lead-paint addendum, statutory flood and owner-of-record disclosures (owner\u2019s address distractor), notices to the branch office; addenda packet index table, payment instructions (portal, AutoPay ACH, cashier\u2019s check/money order/personal check to the agent\u2019s lockbox P.O. box, no cash, office hours), pet agreement with pet fee and pet rent, move-in charges table with prorated rent or a lease administration fee and a total, tenants\u2019 contact table with employers and an emergency contact',
  docs: [
    {
      name: 'tw12_ga_managed_house_marietta',
      build: () =>
        build({
          leaseNo: 'KP-MAR-27-0611',
          owner: 'The Linwood Family Trust',
          ownerLine: 'The Linwood Family Trust, acting by its trustee, Eleanor R. Linwood',
          ownerAddr: '77 Cheshire Bridge Court, Roswell, GA 30075',
          branch: {
            name: 'Cobb County Office',
            office: '1850 Powder Springs Road SW, Suite 210, Marietta, GA 30064',
            phone: '(770) 555-0120',
            hours:
              'Monday through Thursday, 9:00 a.m. to 5:00 p.m., and Friday, 9:00 a.m. to 1:00 p.m.',
          },
          tenants: [
            {
              p: person('Devon', 'Okwuosa'),
              cell: '(404) 555-0135',
              email: 'devon.okwuosa@example.com',
              employer: 'Cobb Valley Dental',
            },
            {
              p: person('Priyanka', 'Deshmukh'),
              cell: '(404) 555-0148',
              email: 'priyanka.d@example.net',
              employer: 'self-employed',
            },
          ],
          occupants: [{ p: person('Ravi', 'Okwuosa'), note: 'age 3' }],
          emergency: { name: 'Grace Okwuosa', relation: 'mother', phone: '(678) 555-0177' },
          premises: '1427 Larkhill Drive SW, Marietta, GA 30064',
          features:
            'the attached two-car garage, fenced back yard, refrigerator, range, dishwasher, washer and dryer',
          built: 1996,
          start: '2027-06-15',
          end: '2028-06-30',
          rent: 2450,
          deposit: 2450,
          late: {
            text: 'Tenant will then owe a late fee equal to ten percent (10%) of the monthly rent.',
            pct: 10,
          },
          pet: { animal: 'one dog (a spayed female Labrador mix named Juno)', fee: 350, rent: 35 },
          moveIn: [
            ['Prorated rent, June 15 through June 30, 2027 (16 days)', 1306.67],
            ['Security deposit', 2450],
            ['Non-refundable pet fee (Addendum B)', 350],
            ['Prorated pet rent, June 15 through June 30, 2027', 18.67],
          ],
          total: 4125.34,
          prorated: 1306.67,
          guestDays: { words: 'fourteen', n: 14 },
          signed: '2027-05-28',
          agentSigner: 'Shonda Reese',
          notes: [
            'A family trust is the owner, named in the parties clause with the trustee who acts for it; housingProvider is the trust as the statutory disclosure names the owner of record. Two tenants (Addendum E: the first tenant\u2019s cell and e-mail) and their son. Mid-month start: Addendum D states prorated rent of $1,306.67 (proratedRent) and the total before keys $4,125.34 (totalMoveInCost); pet fee and pet rent are not rent. Late fee 10% of the monthly rent (lateFeePercentage 10). Built 1996: no lead-paint addendum.',
          ],
        }),
    },
    {
      name: 'tw12_ga_managed_house_macon',
      build: () =>
        build({
          leaseNo: 'KP-MAC-27-0814',
          owner: 'Harlan Hollowell and Joyce Hollowell',
          ownerLine: 'Harlan Hollowell and Joyce Hollowell',
          ownerAddr: '418 Ingleside Avenue, Macon, GA 31204',
          branch: {
            name: 'Middle Georgia Office',
            office: '4580 Forsyth Road, Suite 6, Macon, GA 31210',
            phone: '(478) 555-0112',
            hours: 'Monday through Friday, 8:30 a.m. to 5:00 p.m.',
          },
          tenants: [
            {
              p: person('Cedric', 'Malveaux'),
              cell: '(478) 555-0156',
              email: 'cmalveaux@example.org',
              employer: 'Ocmulgee Logistics, Inc.',
            },
          ],
          occupants: [{ p: person('Lorenzo', 'Malveaux'), note: 'Tenant\u2019s brother' }],
          emergency: { name: 'Odette Malveaux', relation: 'aunt', phone: '(912) 555-0183' },
          premises: '2261 Vineville Avenue, Macon, GA 31204',
          features: 'the detached carport, screened porch, refrigerator and range',
          built: 1948,
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1295,
          deposit: 1000,
          late: {
            text: 'Tenant will then owe a late fee of $65.00, plus $5.00 for each further day the rent remains unpaid, up to $115.00 in any month.',
            pct: null,
          },
          pet: null,
          moveIn: [
            ['First month\u2019s rent, September 2027', 1295],
            ['Security deposit', 1000],
            ['Lease administration fee (non-refundable)', 150],
          ],
          total: 2445,
          prorated: null,
          guestDays: { words: 'ten', n: 10 },
          signed: '2027-08-19',
          agentSigner: 'Terrence Abernathy',
          notes: [
            'Married couple as owners (housingProvider as the parties clause writes them); their Macon home address in the disclosure is a distractor. One tenant and his brother as occupant. Term starts on the 1st: no prorated rent; Addendum D total $2,445.00 includes a non-refundable lease administration fee (totalMoveInCost). Flat late fee with a daily charge (lateFeePercentage null). No pet (Addendum B not included). Built 1948: the lead-paint addendum is included.',
          ],
        }),
    },
  ],
}
