import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  numberWords,
  footers,
  person,
  GREY,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  company: string
  office: string
  po: string
  phoneCo: string
  hours: string
  owner: string
  residents: Person[]
  occupants: Person[]
  phone: string | null
  email: string | null
  premises: string
  state: string
  start: string
  end: string
  rent: number
  deposit: number
  lateText: string
  latePct: number | null
  grace: number
  nsf: number
  methods: string
  methodNames: string[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 72
  const W = w.width - 2 * L
  w.y = w.height - 50
  w.page.drawText(v.company, { x: L, y: w.y, size: 15, font: w.bold })
  w.page.drawText(`Office: ${v.office}`, { x: L, y: w.y - 14, size: 8, font: f.sans, color: GREY })
  w.page.drawText(`Mail: ${v.po}   ·   ${v.phoneCo}`, {
    x: L,
    y: w.y - 24,
    size: 8,
    font: f.sans,
    color: GREY,
  })
  w.y -= 34
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + W, y: w.y }, thickness: 0.8 })
  w.y -= 26
  const t = 'SINGLE-FAMILY RESIDENCE LEASE'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 13)) / 2,
    y: w.y,
    size: 13,
    font: w.bold,
  })
  w.y -= 22
  const o = { size: 11, x: L, width: W, leading: 1.5, after: 7, bottom: 66 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  p([
    `This Lease is entered into on ${dt(v.signed).long} by ${v.company} ("Agent"), as agent for the owner of the property, ${v.owner} ("Owner"), and the following resident(s): ${v.residents.map((r) => r.full).join(', ')} (collectively "Resident"). Owner and Agent are together called "Landlord" where the context allows.`,
  ])
  let n = 0
  const cl = (head: string, body: string) => {
    n++
    need(w, 40)
    p([`${n}. ${head}.`, body])
  }
  cl(
    'Property',
    `Landlord leases to Resident the single-family residence, lot and improvements located at ${v.premises} (the "Property"), together with the appliances listed in the move-in condition report.`,
  )
  cl(
    'Term',
    `The term of this Lease shall begin on ${dt(v.start).long} and end on ${dt(v.end).long}. If Resident wishes to vacate at the end of the term, Resident must give Agent written notice at least sixty (60) days before the last day of the term. If neither party gives notice, the tenancy shall continue from month to month on the same terms.`,
  )
  cl(
    'Rent',
    `Resident shall pay rent of ${usd(v.rent)} per month, in advance, on or before the first day of each calendar month, to Agent. Rent shall be paid by ${v.methods}. Rent delivered by mail shall be sent to ${v.po}; Landlord is not responsible for payments lost in the mail. Cash is not accepted at any time.`,
  )
  cl(
    'Late Charges',
    `If any rent payment is not received in full within ${numberWords(v.grace)} (${v.grace}) days after the day it is due, Resident shall pay a late charge of ${v.lateText}. Late charges are additional rent.`,
  )
  cl(
    'Returned Payments',
    `Resident shall pay a processing fee of ${usd(v.nsf)} for each check or electronic payment that is returned or rejected for any reason, together with any applicable late charge. After a returned payment, Agent may require that all amounts be paid by certified funds.`,
  )
  cl(
    'Security Deposit',
    `Resident has deposited ${usd(v.deposit)} with Agent as a security deposit, to be held in a trust account at a licensed bank in the State of ${v.state}. Within thirty (30) days after the termination of the tenancy and delivery of possession, Agent shall refund the deposit, less any lawful deductions, and shall deliver an itemized accounting of any deductions to Resident's forwarding address.`,
  )
  cl(
    'Application of Payments',
    'Landlord shall apply any payment first to unpaid charges other than rent (including late charges, returned-payment fees and repair charges), and then to rent, regardless of any notation on the payment.',
  )
  cl(
    'Occupancy',
    v.occupants.length
      ? `The Property shall be occupied only by Resident and the following persons, who are occupants and not parties to this Lease: ${v.occupants.map((x) => x.full).join(', ')}.`
      : 'The Property shall be occupied only by Resident.',
  )
  cl(
    'Guests',
    'Resident shall not allow any guest to stay at the Property for more than ten (10) days in any thirty-day period without the prior written consent of Agent. A guest who stays longer may be required to apply for residency.',
  )
  cl(
    'Use of Property',
    "The Property shall be used as a private residence only. No business shall be conducted at the Property that involves customers, clients or employees coming to the Property, or that requires a license or permit, without Agent's written consent.",
  )
  cl(
    'Utilities',
    "Resident shall place all utilities in Resident's name before the start of the term and shall pay for all utilities and services, including electricity, natural gas, water, sewer, storm water, trash and recycling, telephone, cable and internet, and any connection or deposit charges. Resident shall keep the heat on at no less than 55 degrees in cold weather.",
  )
  cl(
    'Condition of Property',
    'Resident has inspected the Property and accepts it in its present condition. Within five (5) days after move-in, Resident shall return to Agent the move-in condition report noting any existing damage. Items not noted on the report are presumed to be in good condition.',
  )
  cl(
    "Resident's Maintenance",
    'Resident shall keep the Property clean and sanitary; replace air-conditioning and furnace filters at least every sixty (60) days; replace light bulbs and smoke-alarm batteries; keep drains free of obstruction; mow, edge and water the lawn; keep gutters and walkways free of leaves and debris; and promptly remove snow and ice from walkways where applicable.',
  )
  cl(
    'Repairs by Landlord',
    'Landlord shall make all repairs needed to keep the Property fit and habitable and to keep the electrical, plumbing, heating, ventilating and air-conditioning systems and appliances supplied by Landlord in good and safe working order, except repairs made necessary by the negligence or misuse of Resident, occupants or guests, which Resident shall pay for.',
  )
  cl(
    'Repair Requests',
    `All requests for repairs must be submitted to Agent in writing, through the resident portal, or by telephone to ${v.phoneCo} in an emergency. Agent's office is open ${v.hours}. Resident shall not make repairs or hire contractors at Landlord's expense without Agent's written consent.`,
  )
  cl(
    'Emergencies',
    'In the event of fire, flooding, gas leak, sewer back-up or other emergency, Resident shall first call the appropriate emergency service and then notify Agent at once. Resident shall know the location of the water shut-off valve and the electrical panel.',
  )
  cl(
    'Pest Control',
    'Landlord has had the Property treated for pests before the start of the term. Thereafter Resident is responsible for pest control, except for termites and for infestations present at move-in.',
  )
  cl(
    'Alterations',
    'Resident shall not paint, install wallpaper, fixtures, satellite dishes, security systems or locks, or make any alteration or improvement to the Property without the prior written consent of Agent. Any approved improvement becomes the property of Owner unless otherwise agreed in writing.',
  )
  cl(
    'Keys and Locks',
    'Resident will receive two keys to each exterior door, one mailbox key and any remote controls listed in the condition report. Locks will be re-keyed between residents. Resident shall pay for any lock-out service and for replacement of keys or remotes not returned at move-out.',
  )
  cl(
    'Pets',
    'No animals of any kind, including those of guests, may be kept on the Property, even temporarily, without a signed pet agreement and payment of any pet deposit. Assistance animals are permitted as required by law. If an unauthorized animal is found, Resident shall pay a charge of $100.00 and remove the animal within forty-eight (48) hours.',
  )
  cl(
    'Vehicles',
    "Resident may keep no more than two vehicles on the Property, parked only in the garage or driveway. Inoperable, unlicensed or unregistered vehicles, boats, trailers and recreational vehicles may not be kept on the Property and may be towed at the owner's expense after notice.",
  )
  cl(
    'Smoking',
    'Smoking of tobacco, marijuana or any other substance, including the use of electronic cigarettes, is not allowed inside the residence or garage. Resident shall pay the cost of removing smoke odor and residue.',
  )
  cl(
    'Insurance',
    "Owner's insurance does not cover Resident's personal property or Resident's liability. Resident shall maintain renter's insurance with personal-liability coverage of at least $100,000 throughout the term and shall give Agent proof of coverage on request.",
  )
  cl(
    "Landlord's Access",
    "Agent, Owner and their contractors may enter the Property at reasonable times, with at least twenty-four (24) hours' notice, to inspect, make repairs, show the Property to prospective residents, buyers, lenders or insurers, or conduct the periodic inspection. No notice is required in an emergency or when Resident has requested the repair.",
  )
  cl(
    "Homeowners' Association",
    "If the Property is in a homeowners' association, Resident shall comply with its covenants, rules and regulations. Resident shall reimburse Landlord for any fine imposed on Owner because of Resident's violation.",
  )
  cl(
    'Subletting and Assignment',
    'Resident shall not sublet any part of the Property, advertise it for short-term rental, or assign this Lease without the prior written consent of Agent.',
  )
  cl(
    "Resident's Default",
    `If Resident fails to pay rent when due, or fails to comply with any other provision of this Lease, Landlord may terminate this Lease and Resident's right of possession as permitted by the laws of the State of ${v.state}, and may recover unpaid rent, damages, costs and, where permitted by law, reasonable attorney's fees.`,
  )
  cl(
    'Abandonment',
    "The Property shall be considered abandoned if Resident has been absent for fifteen (15) days while rent is unpaid and has removed a substantial part of Resident's belongings. Property left behind after abandonment or move-out may be disposed of as permitted by law.",
  )
  cl(
    'Early Termination',
    "Resident may end this Lease early only by giving Agent sixty (60) days' written notice and paying a re-leasing fee equal to one month's rent, in addition to rent through the date of termination. Military members may terminate as allowed by the Servicemembers Civil Relief Act.",
  )
  cl(
    'Move-Out',
    'Resident shall give written notice of move-out as required above, leave the Property clean and in the condition received except for normal wear and tear, have the carpets professionally cleaned, return all keys and remotes to Agent, and give Agent a written forwarding address.',
  )
  cl(
    'Holding Over',
    "If Resident remains in possession after the end of the tenancy without Agent's written consent, Resident shall pay rent for the holdover period at one and one-half times the monthly rent, prorated daily.",
  )
  cl(
    'Lead-Based Paint',
    'If the residence was built before 1978, Resident acknowledges receipt of the federally required lead-based paint disclosure and the pamphlet "Protect Your Family From Lead in Your Home."',
  )
  cl(
    'Mold and Moisture',
    'Resident shall use exhaust fans, keep the Property reasonably ventilated, wipe up standing water and promptly report any leak, water intrusion or visible mold to Agent.',
  )
  cl(
    'Notices',
    `Notices to Landlord must be in writing and delivered to Agent at ${v.office}, or mailed to ${v.po}. Notices to Resident may be delivered to the Property, or sent to the Resident at ${[v.phone && `telephone ${v.phone}`, v.email && `e-mail ${v.email}`].filter(Boolean).join(' and ') || 'the Property only'}; Resident consents to receive routine notices by e-mail and text message.`,
  )
  cl(
    'Agency',
    `${v.company} is the agent of Owner and not of Resident. Agent may collect rent, sign this Lease and any notices, and enforce this Lease on Owner's behalf. If Agent's management ends, Resident will be notified in writing of the new person to whom rent is to be paid.`,
  )
  cl(
    'Severability; Waiver',
    "If any provision of this Lease is held invalid, the remaining provisions remain in effect. Landlord's acceptance of rent or failure to enforce any provision is not a waiver of any later breach.",
  )
  cl(
    'Entire Agreement',
    'This Lease, the move-in condition report and any signed addenda contain the entire agreement between the parties. No oral promise is binding. Any change must be in writing and signed by Agent and Resident.',
  )
  need(w, 90 + 32 * v.residents.length)
  w.y -= 8
  p(['RESIDENT HAS READ THIS LEASE AND ACKNOWLEDGES RECEIVING A COPY OF IT.'])
  w.y -= 16
  const sig = (who: string, y: number) => {
    w.page.drawLine({ start: { x: L, y }, end: { x: L + 250, y }, thickness: 0.5 })
    w.page.drawLine({ start: { x: L + 300, y }, end: { x: L + 400, y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: y - 10, size: 8.5, font: w.regular })
    w.page.drawText('Date', { x: L + 300, y: y - 10, size: 8.5, font: w.regular })
  }
  v.residents.forEach((r, i) => sig(`Resident: ${r.full}`, w.y - 32 * i))
  sig(`${v.company}, as Agent for Owner`, w.y - 32 * v.residents.length)
  // community rules, part of the lease
  w.newPage()
  const rt = 'RESIDENT RULES AND REGULATIONS'
  w.page.drawText(rt, {
    x: (w.width - w.bold.widthOfTextAtSize(rt, 12)) / 2,
    y: w.y,
    size: 12,
    font: w.bold,
  })
  w.y -= 22
  p(['These rules are part of the Lease. A violation of these rules is a default under the Lease.'])
  const rules = [
    'Trash and recycling must be kept in the carts provided and placed at the curb no earlier than the evening before collection and returned to the side or rear of the house the same day.',
    'Quiet hours are from 10:00 p.m. to 8:00 a.m. daily. Music, television and gatherings must not disturb neighbors at any time.',
    'Grills and fire pits may be used only on the patio or in the yard, at least ten feet from the house, and never in the garage or on a covered porch.',
    'No trampolines, swimming pools, hot tubs, play structures or sheds may be installed without written approval and proof of insurance.',
    'Holes from hanging pictures must be small nails only; adhesive hooks and anchors that damage drywall are not permitted.',
    'Do not pour grease, oil, coffee grounds or food scraps down the drains, and do not flush wipes, paper towels or hygiene products.',
    'Resident must not remove, disable or cover any smoke alarm or carbon monoxide alarm, and must report any alarm that chirps or fails a test.',
    'Water heater, furnace and electrical panel areas must be kept clear of stored items at all times.',
    'Space heaters must be UL-listed, kept three feet from anything that can burn, and never left unattended.',
    'Window coverings visible from the street must be blinds, shades or curtains; sheets, foil and flags are not permitted as window coverings.',
    'Vehicles may not be repaired, washed with soap, or have their oil changed on the Property.',
    'Before leaving for more than seven days, Resident shall notify Agent and shall leave the heat on and the water heater in operation.',
    'Pets permitted under a pet agreement must be leashed outside, and all pet waste must be picked up daily.',
    'Any change in the persons living at the Property must be reported to Agent in writing before it happens.',
    "Resident shall allow the periodic inspection scheduled by Agent, normally once every six months, on at least 24 hours' notice.",
  ]
  rules.forEach((r, i) => {
    need(w, 30)
    p([`R-${i + 1}.`, r])
  })
  // move-in condition report, left for the walk-through
  w.newPage()
  const h = 'MOVE-IN / MOVE-OUT CONDITION REPORT'
  w.page.drawText(h, {
    x: (w.width - w.bold.widthOfTextAtSize(h, 12)) / 2,
    y: w.y,
    size: 12,
    font: w.bold,
  })
  w.y -= 18
  w.page.drawText(`Property: ${v.premises}`, { x: L, y: w.y, size: 9.5, font: w.regular })
  w.y -= 20
  const cols: [string, number][] = [
    ['Room / item', L + 4],
    ['Condition at move-in', L + 170],
    ['Condition at move-out', L + 320],
  ]
  w.tableRow(cols, L + W, 9)
  for (const room of [
    'Living room',
    'Dining room',
    'Kitchen',
    'Bedroom 1',
    'Bedroom 2',
    'Bedroom 3',
    'Bathroom 1',
    'Bathroom 2',
    'Hallways / stairs',
    'Laundry',
    'Garage',
    'Yard / landscaping',
    'Windows / screens',
    'Smoke / CO alarms',
    'HVAC filter',
    'Keys / remotes',
  ])
    w.tableRow(
      [
        [room, L + 4],
        ['', L + 170],
        ['', L + 320],
      ],
      L + W,
      9,
    )
  w.y -= 20
  w.page.drawText('Resident ____________________   Agent ____________________   Date __________', {
    x: L,
    y: w.y,
    size: 9,
    font: w.regular,
  })
  footers(w, f.sans, (i, m) => `Page ${i} of ${m}    Resident initials: ______ ______`, {
    size: 7.5,
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents,
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
      maxGuestStayDays: 10,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.po,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'in advance, on or before the first day of each calendar month',
      paymentRecipient: v.company,
      paymentAddress: v.po,
      officeHours: v.hours,
      nsfPolicy: `Resident shall pay a processing fee of ${usd(v.nsf)} for each check or electronic payment that is returned or rejected for any reason, together with any applicable late charge. After a returned payment, Agent may require that all amounts be paid by certified funds.`,
      depositReturnDays: 30,
      depositReturnCondition:
        "Within thirty (30) days after the termination of the tenancy and delivery of possession, Agent shall refund the deposit, less any lawful deductions, and shall deliver an itemized accounting of any deductions to Resident's forwarding address.",
      _notes: [
        'Long property-manager lease (several pages of numbered clauses) on a letterhead showing an office suite and a P.O. box.',
        'Rent by mail goes to the P.O. box, and notices may be mailed there: mailingAddress = paymentAddress = the P.O. box (the office suite is the delivery address).',
        'Tenant contact appears only in the notices clause near the end. Guest limit: ten days in any thirty-day period.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pm_house_lease_long',
  title: 'Property-manager single-family residence lease, several pages of numbered clauses',
  exercises:
    'property-manager house lease, letterhead with suite and P.O. box, 6+ pages of boilerplate, occupants, tenant contact deep in the notices clause, flat or percentage late charge',
  docs: [
    {
      name: 'pm_residence_lease_charlotte_nc',
      build: () =>
        build({
          company: 'Queen City Residential Management, LLC',
          office: '1914 East Boulevard, Suite 300, Charlotte, NC 28203',
          po: 'P.O. Box 35287, Charlotte, NC 28235',
          phoneCo: '(704) 555-0110',
          hours: 'Monday through Friday, 8:30 a.m. to 5:00 p.m.',
          owner: 'Dilworth Cottage Holdings LLC',
          residents: [person('Leopold', 'Ashworth-Ngata'), person('Clemence', 'Ashworth-Ngata')],
          occupants: [person('Rangi', 'Ashworth-Ngata'), person('Maisie', 'Ashworth-Ngata')],
          phone: '(704) 555-0187',
          email: 'leo.an@example.net',
          premises: '2117 Sarah Marks Avenue, Charlotte, NC 28203',
          state: 'North Carolina',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 2450,
          deposit: 2450,
          lateText: '$122.50 (five percent of the monthly rent)',
          latePct: 5,
          grace: 5,
          nsf: 25,
          methods: "personal check, cashier's check, money order or the online resident portal",
          methodNames: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
          signed: '2027-02-12',
          notes: [
            'Late charge stated as an amount and as "five percent of the monthly rent": lateFeePercentage 5. Term ends on 29 February 2028 (leap year).',
          ],
        }),
    },
    {
      name: 'pm_residence_lease_nashville_tn',
      build: () =>
        build({
          company: 'Harpeth Valley Property Management, Inc.',
          office: '4015 Travis Drive, Suite 102, Nashville, TN 37211',
          po: 'P.O. Box 110964, Nashville, TN 37222',
          phoneCo: '(615) 555-0120',
          hours: 'weekdays 9 a.m.–5 p.m., Saturdays by appointment',
          owner: 'Gideon Hargrove-Peel',
          residents: [person('Aoife', 'Castellanos')],
          occupants: [],
          phone: '(615) 555-0155',
          email: 'aoife.castellanos@example.org',
          premises: '1408 Straightway Avenue, Nashville, TN 37206',
          state: 'Tennessee',
          start: '2026-12-15',
          end: '2027-12-31',
          rent: 1875,
          deposit: 1500,
          lateText: '$95.00',
          latePct: null,
          grace: 5,
          nsf: 30,
          methods: "money order, cashier's check or ACH debit through the resident portal",
          methodNames: ['Money Order', "Cashier's Check", 'ACH', 'Online Portal'],
          signed: '2026-12-02',
          notes: [
            'Flat late charge ($95.00), lateFeePercentage null. Starts mid-month; no prorated amount is stated (null).',
          ],
        }),
    },
  ],
}
