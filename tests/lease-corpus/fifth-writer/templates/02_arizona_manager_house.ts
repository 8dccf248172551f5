import { rgb } from 'pdf-lib'
import { clause, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, runningHead, sign, signPair } from '../parts'

type V = {
  mgr: string
  mgrAddr: string
  mgrPhone: string
  mgrWeb: string
  hours: string
  owner: string
  ownerAddr: string
  tenants: Person[]
  phone: string
  email: string
  occupants: Person[]
  premises: string
  dwelling: string
  start: string
  end: string
  rent: number
  utilityFee: number
  deposit: number
  cleaningFee: number
  petRent: number | null
  nsf: number
  hoa: string
  hoaAddr: string
  trashDay: string
  signed: string
  notes: string[]
}

const MAROON = rgb(0.42, 0.12, 0.1)

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 56, size: 9.4 })
  const { w, f, L, W } = k
  const c = (head: string, text: string) =>
    clause(w, f, head, [text], { size: 9.4, x: L, width: W, leading: 1.34, after: 5, bottom: 50 })
  // letterhead
  const nameW = f.bold.widthOfTextAtSize(v.mgr, 15)
  w.page.drawText(v.mgr, { x: L + W - nameW, y: w.y, size: 15, font: f.bold, color: MAROON })
  for (const [i, line] of [
    v.mgrAddr,
    `Office ${v.mgrPhone}  \u2022  ${v.mgrWeb}`,
    `Office hours: ${v.hours}`,
  ].entries())
    w.page.drawText(line, {
      x: L + W - f.sans.widthOfTextAtSize(line, 8),
      y: w.y - 15 - i * 10.5,
      size: 8,
      font: f.sans,
    })
  w.page.drawRectangle({ x: L, y: w.y - 52, width: W, height: 2.2, color: MAROON })
  w.y -= 76
  k.centre('RESIDENTIAL RENTAL AGREEMENT', 13.5)
  k.centre(`${v.dwelling} \u2014 Arizona Residential Landlord and Tenant Act`, 9, f.italic)
  k.gap(6)
  k.p(
    `THIS AGREEMENT is made ${dt(v.signed).long} between ${v.mgr}, as agent for the Owner named below ("Agent"), and ${andList(v.tenants.map((t) => t.full))} ("Resident"). Each person signing as Resident is responsible for the whole rent and every other obligation of this Agreement.`,
  )
  c(
    '1. Disclosure of owner and manager.',
    `As A.R.S. \u00a7 33-1322 requires, Resident is informed that the owner of the Premises is ${v.owner}, ${v.ownerAddr}, and that the person authorized to manage the Premises and to receive notices and demands on the Owner\u2019s behalf is the Agent at its office shown above.`,
  )
  c(
    '2. Premises.',
    `The ${v.dwelling.toLowerCase()} at ${v.premises} (the "Premises"), with the appliances, window coverings and landscaping noted on the move-in inspection form.`,
  )
  c(
    '3. Occupants.',
    v.occupants.length
      ? `Besides Resident, only ${andList(v.occupants.map((o) => o.full))} may live at the Premises. A guest may not stay more than seven (7) consecutive days without Agent\u2019s written approval.`
      : 'No one other than Resident may live at the Premises. A guest may not stay more than seven (7) consecutive days without Agent\u2019s written approval.',
  )
  c('4. Term.', `From ${dt(v.start).long} through ${dt(v.end).long}.`)
  c(
    '5. Rent.',
    `Monthly rent is ${usd(v.rent)}, payable in advance on the first (1st) day of each month.` +
      ` A water, sewer and trash reimbursement of ${usd(v.utilityFee)} per month is billed with the rent; it is a utility charge, not rent.` +
      (v.petRent ? ` Pet rent is ${usd(v.petRent)} per month for the approved pet.` : ''),
  )
  c(
    '6. Manner of payment.',
    `Rent is paid through Agent\u2019s resident portal, where Resident may enroll in ACH autopay at no charge. Cashier\u2019s checks and money orders payable to ${v.mgr} are also accepted at Agent\u2019s office during office hours. Agent does not accept cash or personal checks.`,
  )
  c(
    '7. Late charges.',
    'Rent not received by 5:00 p.m. on the third (3rd) day of the month is late. Resident shall then pay a late charge of $50.00 and $10.00 for each further day until rent is paid in full, all as additional rent.',
  )
  c(
    '8. Dishonored payments.',
    `For each dishonored payment Resident shall pay a fee of ${usd(v.nsf)} in addition to any late charge. After one dishonored payment, Agent may require certified funds for the rest of the term.`,
  )
  c(
    '9. Deposits and fees.',
    `Refundable security deposit: ${usd(v.deposit)}. Non-refundable cleaning fee: ${usd(v.cleaningFee)}; this fee is not part of the deposit and is not returned. Within fourteen (14) business days after termination of the tenancy and delivery of possession, Agent will return the security deposit, less itemized deductions, to the forwarding address Resident provides.`,
  )
  c(
    '10. Utilities.',
    'Resident places electric and gas service in Resident\u2019s name before move-in. The reimbursement in section 5 covers water, sewer and trash only.',
  )
  c(
    '11. Maintenance.',
    'Resident keeps the yard watered and weeded, replaces air-conditioning filters monthly during the cooling season, and reports leaks and evaporative cooler problems the same day. Agent arranges all repairs; Resident may not hire contractors.',
  )
  c(
    '12. Homeowners association.',
    `The Premises are within ${v.hoa}. Resident shall follow the association\u2019s rules, summarized in Schedule B, and shall pay any fine caused by Resident.`,
  )
  c(
    '13. Notices.',
    `Notices to the Owner are given to the Agent at its office. Notices to Resident may be delivered to the Premises or sent to ${v.email}; Agent may also call or text Resident at ${v.phone}.`,
  )
  c(
    '14. Schedules.',
    'Schedule A (move-in inspection) and Schedule B (rules and regulations) are part of this Agreement. Resident acknowledges receipt of a copy of the Arizona Residential Landlord and Tenant Act, available on the Arizona Department of Housing website.',
  )
  c(
    '15. Access.',
    'Agent may enter on two (2) days’ notice for inspections, repairs and showings, and at any time in an emergency. During the last thirty days of the term Agent may place a sign at the Premises.',
  )
  c(
    '16. Assignment and subletting.',
    'Resident may not assign this Agreement, sublet any part of the Premises or list it on a short-term rental site.',
  )
  c(
    '17. Renter’s insurance.',
    'Resident shall keep renter’s liability insurance of at least $100,000 throughout the term and give Agent proof of it. The Owner’s insurance does not cover Resident’s belongings.',
  )
  c(
    '18. Move-out.',
    'Resident shall give at least thirty (30) days’ written notice before the end of the term if Resident will not renew, return all keys, remotes and pool passes, and leave the Premises in the condition shown on Schedule A, normal wear and tear excepted.',
  )
  c(
    '19. Lead-based paint; bedbugs.',
    'Resident has received the lead-based paint disclosure where the residence was built before 1978 and the educational materials on bedbugs required by A.R.S. § 33-1319.',
  )
  c(
    '20. Entire agreement.',
    'This Agreement and its schedules are the entire agreement. No oral promise binds the Owner or the Agent. Arizona law governs.',
  )
  k.gap(8)
  signPair(
    k,
    [`Agent: ${v.mgr}`, `for the Owner, ${v.owner}`, `Date: ${dt(v.signed).long}`],
    v.tenants
      .slice(0, 1)
      .map((t) => `Resident: ${t.full}`)
      .concat([`Date: ${dt(v.signed).long}`]),
  )
  for (const t of v.tenants.slice(1))
    sign(k, `Resident: ${t.full}`, {
      x: L + W / 2 + 12,
      width: W / 2 - 24,
      size: 8.4,
      under: [`Date: ${dt(v.signed).long}`],
    })
  freshPage(k)
  heading(k, 'SCHEDULE B \u2014 RULES AND REGULATIONS', { size: 11.5, centre: true })
  k.p(
    `These rules are part of the Rental Agreement for ${v.premises}. They include the rules of ${v.hoa}, whose offices are at ${v.hoaAddr}. Questions about these rules go to the Agent, not to the association.`,
  )
  for (const [i, r] of [
    `Trash and recycling containers go to the curb after 6:00 p.m. the evening before collection (${v.trashDay}) and are put away the same day they are emptied.`,
    'Vehicles are parked in the garage or driveway only. Boats, trailers, RVs and inoperable vehicles may not be kept at the Premises.',
    'Quiet hours are 10:00 p.m. to 7:00 a.m. daily.',
    'No changes to landscaping, irrigation timers, paint or locks without written approval.',
    'Pools and spas, where present, must be kept behind a closed, self-latching gate. Resident is responsible for any guest in the pool area.',
    'Smoking and vaping are not allowed inside the residence or the garage.',
    'Satellite dishes may be mounted only where the Agent directs.',
    'Holiday lights may be displayed from Thanksgiving to January 15 only.',
    'Resident shall report any pest or scorpion activity promptly; the Agent schedules pest control quarterly.',
  ].entries())
    k.p(`B-${i + 1}. ${r}`)
  k.gap(8)
  k.p('Acknowledged by Resident: ______________________   ______________________')
  runningHead(k, `Residential Rental Agreement \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `Page ${i} of ${n}`, { align: 'right' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: v.mgrAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order'],
      gracePeriodDays: 3,
      rentDueDescription: 'payable in advance on the first (1st) day of each month',
      paymentRecipient: v.mgr,
      paymentAddress: v.mgrAddr,
      officeHours: v.hours,
      nsfPolicy: `For each dishonored payment Resident shall pay a fee of ${usd(v.nsf)} in addition to any late charge.`,
      nsfFeeFirst: v.nsf,
      depositReturnDays: 14,
      depositReturnCondition:
        'less itemized deductions, to the forwarding address Resident provides',
      _notes: [
        'Three pages: the agreement on pages 1\u20132 with run-in clause heads, Schedule B rules on page 3, a running head and page numbers.',
        'The owner disclosure (A.R.S. \u00a7 33-1322) names the owner with the owner\u2019s own address; that address is a distractor. Notices to the owner go to the Agent at the letterhead office, so mailingAddress is the Agent\u2019s address; cashier\u2019s checks and money orders are taken there, so it is also paymentAddress.',
        'The water/sewer/trash reimbursement (and pet rent where present) is not rent; the non-refundable cleaning fee is not part of the deposit.',
        'Late "not received by 5:00 p.m. on the third (3rd) day of the month": gracePeriodDays 3; flat $50 plus $10 a day, so lateFeePercentage null.',
        'Deposit returned within "fourteen (14) business days": depositReturnDays 14 as stated (business days). The return clause reads "return the security deposit, less \u2026"; depositReturnCondition is the wording after it.',
        'Schedule B names the homeowners association and its office address: distractors.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'arizona_manager_house',
  title: 'Arizona property manager\u2019s house rental agreement with a rules schedule',
  exercises:
    'right-aligned manager letterhead with suite and office hours, statutory owner disclosure giving the owner\u2019s own address, run-in clause heads, utility reimbursement and pet rent apart from rent, non-refundable fee vs deposit, portal with ACH autopay plus certified funds at the office, no cash or personal checks, late after the 3rd with a daily charge, deposit in business days, HOA in a rules schedule on page 3, contacts in the notices clause',
  docs: [
    {
      name: 'tw5_az_pm_house_lease_mesa',
      build: () =>
        build({
          mgr: 'Superstition Ridge Property Management, LLC',
          mgrAddr: '1630 S Stapley Drive, Suite 212, Mesa, AZ 85204',
          mgrPhone: '(480) 555-0120',
          mgrWeb: 'www.superstitionridge.example.com',
          hours: 'Monday\u2013Friday, 8:00 a.m. to 5:00 p.m.',
          owner: 'Gerald and Inez Vonderhaar',
          ownerAddr: '7714 Oak Hollow Lane, Boise, ID 83709',
          tenants: [person('Tobias', 'Ekwueme'), person('Carina', 'Lindqvist')],
          phone: '(480) 555-0163',
          email: 'tobias.ekwueme@example.com',
          occupants: [person('Nnamdi', 'Ekwueme'), person('Freya', 'Ekwueme')],
          premises: '2241 E Hampton Avenue, Mesa, AZ 85204',
          dwelling: 'Single-family residence',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 2150,
          utilityFee: 85,
          deposit: 2150,
          cleaningFee: 250,
          petRent: 40,
          nsf: 40,
          hoa: 'the Hampton Groves Community Association',
          hoaAddr: '1955 W Baseline Road, Suite 104, Mesa, AZ 85202',
          trashDay: 'Thursday',
          signed: '2027-05-14',
          notes: [
            'Owners are a married couple living out of state; two residents and two occupants (no ages given).',
          ],
        }),
    },
    {
      name: 'tw5_az_pm_house_lease_flagstaff',
      build: () =>
        build({
          mgr: 'Coconino High Country Rentals, Inc.',
          mgrAddr: '2 N Leroux Street, Suite 3, Flagstaff, AZ 86001',
          mgrPhone: '(928) 555-0131',
          mgrWeb: 'www.highcountryrentals.example.net',
          hours: 'Mon.\u2013Thu. 9:00 a.m.\u20135:30 p.m., Fri. 9:00 a.m.\u20133:00 p.m.',
          owner: 'Pinegrove Investments LLC',
          ownerAddr: 'P.O. Box 30219, Phoenix, AZ 85046',
          tenants: [person('Ashwin', 'Pellerano')],
          phone: '(928) 555-0178',
          email: 'apellerano@example.org',
          occupants: [],
          premises: '1500 E Cedar Avenue, Unit 43, Flagstaff, AZ 86004',
          dwelling: 'Townhouse',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1795,
          utilityFee: 60,
          deposit: 1795,
          cleaningFee: 200,
          petRent: null,
          nsf: 35,
          hoa: 'the Cedar Hills Townhome Owners Association',
          hoaAddr: '1300 S Milton Road, Suite 118, Flagstaff, AZ 86001',
          trashDay: 'Monday',
          signed: '2027-08-20',
          notes: [
            'Owner is an LLC whose P.O. box (in the disclosure) is a distractor. Townhouse with the unit after the street. One resident, no occupants, no pet rent.',
          ],
        }),
    },
  ],
}
