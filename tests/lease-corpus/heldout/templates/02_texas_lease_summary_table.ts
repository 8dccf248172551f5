import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  usd,
  footers,
  person,
  lastFirst,
  numberWords,
  rect,
  BLUE,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type Contact = { phone: string | null; email: string | null }
type V = {
  residents: Person[]
  contacts: Contact[]
  occupants: Person[]
  property: string
  start: string
  end: string
  rent: number
  deposit: number
  latePct: number
  grace: number
  nsf: number
  owner: string
  mgmt: string
  mgmtOffice: string
  mgmtPO: string
  hours: string
  guestDays: number
  methods: string
  methodNames: string[]
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 48
  const W = w.width - 2 * L
  w.y = w.height - 46
  const c = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 4
  }
  c('LONE STAR RENTAL OWNERS ALLIANCE', 8, f.sansBold)
  c('RESIDENTIAL LEASE CONTRACT', 15)
  c('(Single-family, duplex and townhome)', 9, f.italic)
  w.y -= 6
  w.page.drawText('LEASE SUMMARY', { x: L, y: w.y, size: 10, font: f.sansBold })
  w.y -= 6
  const rows: [string, string[]][] = [
    ['Residents (each signs)', v.residents.map((r, i) => `${i + 1}. ${lastFirst(r)}`)],
    [
      'Other occupants (do not sign)',
      v.occupants.length ? [v.occupants.map((o) => o.full).join('; ')] : ['None'],
    ],
    ['Property', [v.property]],
    ['Commencement date', [dt(v.start).long]],
    ['Expiration date', [dt(v.end).long]],
    ['Monthly rent', [usd(v.rent)]],
    ['Rent due', ['1st day of each month, in advance']],
    ['Security deposit', [usd(v.deposit)]],
    [
      'Late charge',
      [`${v.latePct}% of monthly rent if rent remains unpaid ${v.grace} days after it is due`],
    ],
    ['Returned payment charge', [usd(v.nsf)]],
    ['Owner', [v.owner]],
    ['Managing agent', [v.mgmt]],
  ]
  const lw = 150
  for (const [label, vals] of rows) {
    const hgt = 6 + vals.length * 12
    rect(w.page, L, w.y - hgt, lw, hgt, 0.9)
    rect(w.page, L + lw, w.y - hgt, W - lw, hgt)
    w.page.drawText(label, { x: L + 4, y: w.y - 12, size: 8.5, font: f.sansBold })
    vals.forEach((t, i) =>
      w.page.drawText(t, {
        x: L + lw + 5,
        y: w.y - 12 - i * 12,
        size: 9.5,
        font: f.mono,
        color: BLUE,
      }),
    )
    w.y -= hgt
  }
  w.y -= 14
  const o = { size: 9.2, x: L, width: W, leading: 1.4, after: 4, bottom: 54 }
  let n = 0
  const cl = (head: string, segs: Seg[]) => {
    n++
    need(w, 30)
    flow(w, f, [`${n}. ${head.toUpperCase()}.`, ...segs], o)
  }
  cl('Parties and property', [
    `This Lease is between the Residents named in the Lease Summary and ${v.owner} ("Owner"). Owner leases to Residents the Property described in the Lease Summary, together with its fixtures and appliances, for use as a private residence only.`,
  ])
  cl('Term', [
    `The primary term begins on the commencement date and ends at 11:59 p.m. on the expiration date shown in the Lease Summary. This Lease automatically renews month to month after the primary term unless either party gives at least 30 days' written notice of termination before the expiration date.`,
  ])
  cl('Rent', [
    `Residents shall pay monthly rent of ${usd(v.rent)} on or before the first (1st) day of each month, without demand or deduction, to ${v.mgmt} at ${v.mgmtOffice}, by ${v.methods}. Owner does not accept cash. Rent for any partial month is prorated on a daily basis.`,
  ])
  cl('Late charges', [
    `If Owner has not received the full monthly rent ${numberWords(v.grace)} (${v.grace}) days after it is due, Residents shall pay an initial late charge equal to ${v.latePct}% of one month's rent. Late charges are not a waiver of Owner's right to terminate Residents' right of occupancy for nonpayment.`,
  ])
  cl('Returned payments', [
    `Residents will pay ${usd(v.nsf)} for each payment returned unpaid by the bank for any reason, plus late charges until Owner receives good funds.`,
  ])
  cl('Security deposit', [
    `On or before signing, Residents will pay a security deposit of ${usd(v.deposit)}. Owner will mail the deposit, less lawful deductions, with a written description and itemized list of deductions, no later than 30 days after Residents surrender the Property, provided Residents have given a written forwarding address. The deposit is not a cap on Residents' liability.`,
  ])
  cl('Occupants and guests', [
    `Only Residents and the other occupants listed in the Lease Summary may live in the Property. No guest may stay longer than ${v.guestDays} consecutive days without Owner's written consent.`,
  ])
  cl('Utilities', [
    'Residents will pay all utilities and connection charges, including electricity, gas, water, wastewater, trash, telephone, cable and internet, except: none.',
  ])
  cl('Use and conduct', [
    "Residents may not permit any part of the Property to be used for any business, for any activity that violates any law or owners' association rule, or in any way that disturbs the neighbors.",
  ])
  cl('Animals', [
    'No animal (including mammals, reptiles, birds, fish and insects) may be kept on the Property, even temporarily, unless authorized by a written pet agreement. Assistance animals are permitted as required by law.',
  ])
  cl('Repairs', [
    `All requests for repairs must be made in writing to the managing agent, except in an emergency involving an imminent threat to health or safety. The managing agent's office is open ${v.hours}. Residents pay the first $75.00 of each repair not caused by Owner's negligence, except repairs required by the Texas Property Code.`,
  ])
  cl('Access', [
    'Owner and managing agent may enter at reasonable times to inspect, repair, show the Property to prospective residents or buyers, or in an emergency. A sign may be placed in the yard during the last 30 days of the term.',
  ])
  cl('Notices', [
    `All notices to Owner must be sent to the managing agent at ${v.mgmtPO}. Notices to Residents may be delivered to the Property or to any Resident's e-mail address on the signature page.`,
  ])
  cl('Default', [
    "If Residents fail to pay rent or otherwise breach this Lease, Owner may end Residents' right of occupancy by giving three days' written notice to vacate and may recover all amounts due, reletting costs and reasonable attorney's fees.",
  ])
  cl('Special provisions', [
    'Residents shall replace HVAC filters every 60 days and shall water the lawn in compliance with municipal watering schedules.',
  ])
  need(w, 60 + v.residents.length * 50)
  w.y -= 6
  w.page.drawText('SIGNATURES', { x: L, y: w.y, size: 10, font: f.sansBold })
  w.y -= 24
  v.residents.forEach((r, i) => {
    const ct = v.contacts[i] ?? { phone: null, email: null }
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Resident: ${r.full}`, { x: L, y: w.y - 10, size: 8.5, font: w.regular })
    w.page.drawText(`Phone: ${ct.phone ?? '____________'}`, {
      x: L + 250,
      y: w.y + 2,
      size: 8.5,
      font: w.regular,
    })
    w.page.drawText(`E-mail: ${ct.email ?? '____________'}`, {
      x: L + 250,
      y: w.y - 10,
      size: 8.5,
      font: w.regular,
    })
    w.y -= 40
  })
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
  w.page.drawText(`${v.owner}, by ${v.mgmt}, its managing agent`, {
    x: L,
    y: w.y - 10,
    size: 8.5,
    font: w.regular,
  })
  footers(w, f.sans, (i, m) => `TRL-7 (01/26)    Page ${i} of ${m}`, { align: 'right' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.contacts[0]?.email ?? null,
      tenantPhone: v.contacts[0]?.phone ?? null,
      premisesAddress: v.property,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestDays,
      managementCompany: v.mgmt,
      housingProvider: v.owner,
      mailingAddress: v.mgmtPO,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'on or before the first (1st) day of each month',
      paymentRecipient: v.mgmt,
      paymentAddress: v.mgmtOffice,
      officeHours: v.hours,
      nsfPolicy: `Residents will pay ${usd(v.nsf)} for each payment returned unpaid by the bank for any reason, plus late charges until Owner receives good funds.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'less lawful deductions, with a written description and itemized list of deductions, no later than 30 days after Residents surrender the Property, provided Residents have given a written forwarding address',
      _notes: [
        'Residents are listed as "LAST, First" in the summary table and in natural order on the signature page. Other occupants do not sign and are not tenants.',
        "Tenant phone/e-mail appear only beside the first resident's signature. Notices go to the managing agent's P.O. box (mailingAddress); rent is paid at its office (paymentAddress).",
        'Late charge is a percentage of rent after a stated number of days.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'texas_lease_summary_table',
  title:
    'Texas owners-alliance residential lease contract opening with a ruled lease-summary table',
  exercises:
    'Texas association-style form, ruled summary table, 2–3 residents in "LAST, First" form plus occupants, managing agent with suite and P.O. box, contacts only on the signature page, percentage late fee',
  docs: [
    {
      name: 'tx_summary_lease_dallas',
      build: () =>
        build({
          residents: [
            person('Dashiell', 'Okonkwo'),
            person('Imogen', 'Batista'),
            person('Rafferty', 'Lindqvist'),
          ],
          contacts: [
            { phone: '(214) 555-0152', email: 'dash.okonkwo@example.net' },
            { phone: '(214) 555-0167', email: null },
            { phone: null, email: 'rlindqvist@example.org' },
          ],
          occupants: [person('Zuri', 'Okonkwo')],
          property: '6127 Velasco Avenue, Dallas, TX 75214',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 2895,
          deposit: 2895,
          latePct: 10,
          grace: 3,
          nsf: 35,
          owner: 'Whiterock Ridge Homes, L.P.',
          mgmt: 'Trinity Gate Property Management',
          mgmtOffice: '8333 Douglas Avenue, Suite 975, Dallas, TX 75225',
          mgmtPO: 'P.O. Box 600718, Dallas, TX 75360',
          hours: 'Monday through Friday, 9:00 a.m. to 5:30 p.m.',
          guestDays: 7,
          methods: "personal check, cashier's check or through the resident portal",
          methodNames: ['Check', "Cashier's Check", 'Online Portal'],
          notes: [
            'Three residents (the second has no e-mail, the third no phone) and one occupant.',
          ],
        }),
    },
    {
      name: 'tx_summary_lease_san_antonio_photo',
      scan: { dpi: 170, rotate: -2.2, photo: true, lighting: 0.35, seed: 2202, quality: 58 },
      build: () =>
        build({
          residents: [person('Consuelo', 'Marrero-Vance'), person('Beckett', 'Faraday')],
          contacts: [
            { phone: '(210) 555-0119', email: 'consuelo.mv@example.com' },
            { phone: '(210) 555-0185', email: 'bfaraday@example.com' },
          ],
          occupants: [person('Inés', 'Marrero'), person('Pilar', 'Faraday')],
          property: '318 Nogalitos Street, Unit 2, San Antonio, TX 78204',
          start: '2026-12-01',
          end: '2027-11-30',
          rent: 1575,
          deposit: 1200,
          latePct: 12,
          grace: 2,
          nsf: 40,
          owner: 'Mission Reach Residential LLC',
          mgmt: 'Alamo Heights Leasing & Management',
          mgmtOffice: '5100 Broadway, Suite 310, San Antonio, TX 78209',
          mgmtPO: 'P.O. Box 171404, San Antonio, TX 78217',
          hours: 'weekdays 8:30 a.m.–5:00 p.m. and Saturdays 10:00 a.m.–2:00 p.m.',
          guestDays: 10,
          methods: "money order, cashier's check or ACH debit",
          methodNames: ['Money Order', "Cashier's Check", 'ACH'],
          notes: ['Photographed scan. Two residents, two occupants.'],
        }),
    },
  ],
}
