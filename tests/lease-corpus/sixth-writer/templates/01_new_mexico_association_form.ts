import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxRow, heading, pageNumbers, sign, signPair } from '../parts'

type Tenant = { p: Person; phone: string; email: string }
type V = {
  landlord: string
  landlordAddr: string
  manager: { name: string; addr: string; phone: string; agent: string } | null
  tenants: Tenant[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  late: { pct: number } | { flat: number }
  nsf: number
  payee: string
  payAt: string
  methods: [string, boolean][]
  broker: { firm: string; agent: string; licence: string; phone: string }
  signed: string
  notes: string[]
}

const ASSOC = 'HIGH DESERT ASSOCIATION OF REALTORS\u00ae'

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.6 })
  const { f, W } = k
  k.w.page.drawText(ASSOC, { x: k.L, y: k.w.y, size: 7.4, font: f.sansBold })
  k.w.page.drawText('Form HD-2204 (Rev. 03/26)', {
    x: k.L + W - f.sans.widthOfTextAtSize('Form HD-2204 (Rev. 03/26)', 7.4),
    y: k.w.y,
    size: 7.4,
    font: f.sans,
  })
  k.gap(18)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 14, f.sansBold)
  k.centre('(New Mexico \u2014 Uniform Owner-Resident Relations Act)', 8, f.sans)
  k.gap(4)
  const late = 'pct' in v.late ? `${v.late.pct}% of the Monthly Rent` : `${usd(v.late.flat)} (flat)`
  boxRow(k, [
    { n: 1, label: 'Date of agreement', lines: [dt(v.signed).us], width: 0.3 },
    { n: 2, label: 'Landlord (owner)', lines: [v.landlord, v.landlordAddr], width: 0.7 },
  ])
  boxRow(k, [
    {
      n: 3,
      label: 'Tenant(s) \u2014 name, telephone, e-mail',
      lines: v.tenants.map((t) => `${t.p.full}   ${t.phone}   ${t.email}`),
      width: 1,
    },
  ])
  boxRow(k, [
    {
      n: 4,
      label: 'Other occupants (name, age)',
      lines: v.occupants.length ? v.occupants.map((o) => `${o.p.full}, age ${o.age}`) : ['None'],
      width: 0.38,
    },
    { n: 5, label: 'Premises (street, unit, city, zip)', lines: [v.premises], width: 0.62 },
  ])
  boxRow(k, [
    { n: 6, label: 'Term begins', lines: [dt(v.start).us], width: 0.2 },
    { n: 7, label: 'Term ends', lines: [dt(v.end).us], width: 0.2 },
    { n: 8, label: 'Monthly rent', lines: [usd(v.rent)], width: 0.2 },
    {
      n: 9,
      label: 'Rent due',
      lines: ['on or before the 1st day of each month'],
      width: 0.4,
    },
  ])
  boxRow(k, [
    { n: 10, label: 'Security deposit', lines: [usd(v.deposit)], width: 0.25 },
    { n: 11, label: 'Late charge', lines: [late], width: 0.4 },
    { n: 12, label: 'Returned payment charge', lines: [usd(v.nsf)], width: 0.35 },
  ])
  boxRow(k, [{ n: 13, label: 'Rent may be paid by', checks: v.methods, width: 1 }])
  boxRow(k, [
    {
      n: 14,
      label: 'Property manager (if any)',
      lines: v.manager
        ? [v.manager.name, v.manager.addr, `Tel. ${v.manager.phone}`]
        : ['None \u2014 Landlord manages the Premises'],
      width: 0.5,
    },
    { n: 15, label: 'Rent payable to / delivered at', lines: [v.payee, v.payAt], width: 0.5 },
  ])
  boxRow(k, [
    {
      n: 16,
      label: 'Leasing brokerage (for information only)',
      lines: [
        `${v.broker.firm}, ${v.broker.agent} (NM Qualifying Broker Lic. ${v.broker.licence}), ${v.broker.phone}`,
      ],
      width: 1,
    },
  ])
  k.gap(10)
  heading(k, 'TERMS AND CONDITIONS', { size: 9.6, font: f.sansBold, bar: 0.86 })
  const t = (n: number, head: string, text: string) =>
    k.p([`${n}. ${head}. ${text}`], { size: 8.6 })
  t(
    17,
    'Parties and premises',
    `Landlord leases to Tenant the Premises in Box 5 for the term in Boxes 6 and 7. Each Tenant in Box 3 is jointly and severally liable for all obligations under this Lease. Only the Tenants and the persons in Box 4 may live in the Premises.`,
  )
  t(
    18,
    'Rent',
    `Tenant shall pay the Monthly Rent in Box 8, without demand or deduction, on the day stated in Box 9, to the payee and at the place in Box 15, by a method checked in Box 13. A partial payment does not waive Landlord\u2019s right to the balance.`,
  )
  t(
    19,
    'Late charge',
    `Rent not received by 11:59 p.m. on the fifth (5th) day of the month is late, and Tenant shall pay the late charge in Box 11, which the parties agree does not exceed ten percent of the rent for the rental period.`,
  )
  t(
    20,
    'Returned payments',
    `Tenant shall pay the charge in Box 12 for every check or electronic payment that is returned or reversed. After a second returned payment Landlord may require that rent be paid by money order or cashier\u2019s check only.`,
  )
  t(
    21,
    'Security deposit',
    `Landlord shall hold the deposit in Box 10 as security for Tenant\u2019s performance. Within thirty (30) days after the termination of this Lease, Landlord shall return the deposit, less an itemized list of the deductions made, to Tenant\u2019s last known address or the forwarding address Tenant gives in writing.`,
  )
  t(
    22,
    'Guests',
    'A guest may not stay at the Premises more than ten (10) consecutive days without Landlord\u2019s written consent.',
  )
  t(
    23,
    'Utilities',
    'Tenant shall pay for all utilities and services to the Premises except water and solid-waste collection, which Landlord pays.',
  )
  t(
    24,
    'Use, pets and smoking',
    'The Premises are for residential use only. No pets without a written pet agreement. No smoking inside the dwelling.',
  )
  t(
    25,
    'Maintenance and repairs',
    'Tenant shall keep the Premises clean and safe, replace furnace filters, and notify Landlord or the property manager in Box 14 in writing of any needed repair. Landlord shall make repairs required by the Uniform Owner-Resident Relations Act within a reasonable time.',
  )
  t(
    26,
    'Entry',
    'Landlord may enter at reasonable times after twenty-four (24) hours\u2019 notice to inspect, repair or show the Premises, and without notice in an emergency.',
  )
  t(
    27,
    'Notices',
    `Notices to Landlord shall be delivered to the property manager in Box 14 or, if none, to Landlord at the address in Box 2. Notices to Tenant may be delivered to the Premises or sent to an e-mail address in Box 3.`,
  )
  t(
    28,
    'Brokerage',
    'The leasing brokerage in Box 16 is not a party to this Lease, does not manage the Premises and does not hold any rent or deposit.',
  )
  t(
    29,
    'Entire agreement',
    'This Lease, any addenda initialed by the parties and the move-in inspection report are the entire agreement. New Mexico law governs.',
  )
  k.gap(6)
  heading(k, 'SIGNATURES', { size: 9.6, font: f.sansBold, bar: 0.86 })
  signPair(
    k,
    [`Landlord: ${v.landlord}`, `Date: ${dt(v.signed).us}`],
    v.manager ? [`By ${v.manager.agent}, ${v.manager.name}`, 'as agent for Landlord'] : ['', ''],
  )
  for (const tn of v.tenants)
    sign(k, `Tenant: ${tn.p.full}`, { under: [`Date: ${dt(v.signed).us}`] })
  pageNumbers(
    k,
    (i, n) =>
      `HD-2204 Residential Lease \u2014 Page ${i} of ${n} \u2014 Tenant initials ____ ____   Landlord initials ____`,
    { align: 'center' },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((x) => x.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.manager?.addr ?? v.landlordAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([l]) => METHOD[l] ?? l),
      lateFeePercentage: 'pct' in v.late ? v.late.pct : null,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'on or before the 1st day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: null,
      depositReturnDays: 30,
      depositReturnCondition:
        'less an itemized list of the deductions made, to Tenant\u2019s last known address or the forwarding address Tenant gives in writing',
      _notes: [
        `Association-style form with numbered boxes (1\u201316) on page 1 and terms referring back to the boxes. Tenants (${andList(v.tenants.map((x) => x.p.full))}) are jointly and severally liable; the first tenant\u2019s phone and e-mail in Box 3 are tenantPhone and tenantEmail.`,
        'Box 11 gives the late charge; clause 19 makes rent late if not received by the 5th: gracePeriodDays 5. The "ten percent" in clause 19 is the statutory ceiling, not the charge.',
        'The returned-payment clause refers to Box 12 for the amount and is not a sentence with the fee, so nsfPolicy is null and nsfFeeFirst is Box 12.',
        'Deposit "within thirty (30) days after the termination of this Lease, Landlord shall return the deposit, less \u2026": depositReturnCondition is the wording after "the deposit".',
        'The leasing brokerage in Box 16, its agent and licence are distractors. Payment methods are the ticked boxes in Box 13.',
        ...v.notes,
      ],
    },
  }
}

const METHOD: Record<string, string> = {
  'Personal check': 'Check',
  "Cashier's check": "Cashier's Check",
  'Money order': 'Money Order',
  Cash: 'Cash',
  'Online payment portal': 'Online Portal',
  'Electronic funds transfer (ACH)': 'ACH',
}

export const template: Template = {
  id: 'new_mexico_association_form',
  title: 'New Mexico REALTORS\u00ae-association residential lease with numbered boxes',
  exercises:
    'association form with sixteen numbered boxes on page 1 (typed entries in a monospaced blue font), tenants with phone and e-mail in one box, occupants with ages, MM/DD/YYYY dates, late charge as a percentage or a flat amount in a box with the grace day in the terms, returned-payment amount only in a box, payment-method check boxes, property manager box filled or "None", payee and place in a box, leasing brokerage box as a distractor, deposit returned within 30 days, initials footer',
  docs: [
    {
      name: 'tw6_nm_assoc_lease_santa_fe',
      build: () =>
        build({
          landlord: 'Ramon and Lucia Archuleta-Baca',
          landlordAddr: '19 Camino Pi\u00f1on Seco, Tesuque, NM 87574',
          manager: {
            name: 'Sangre Vista Property Management, LLC',
            addr: '1220 St. Francis Drive, Suite B, Santa Fe, NM 87505',
            phone: '(505) 555-0134',
            agent: 'Ines Caballero-Whitt',
          },
          tenants: [
            {
              p: person('Declan', 'Moriarty-Vance'),
              phone: '(505) 555-0171',
              email: 'declan.mv@example.com',
            },
            {
              p: person('Soraya', 'Benali'),
              phone: '(505) 555-0186',
              email: 'soraya.benali@example.net',
            },
          ],
          occupants: [{ p: person('Idris', 'Benali'), age: 9 }],
          premises: '2417 Calle Ojo Feliz, Unit 4, Santa Fe, NM 87505',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 2075,
          deposit: 2075,
          late: { pct: 10 },
          nsf: 35,
          payee: 'Sangre Vista Property Management, LLC',
          payAt: '1220 St. Francis Drive, Suite B, Santa Fe, NM 87505',
          methods: [
            ['Personal check', true],
            ["Cashier's check", true],
            ['Money order', true],
            ['Cash', false],
            ['Online payment portal', true],
            ['Electronic funds transfer (ACH)', false],
          ],
          broker: {
            firm: 'Turquoise Trail Realty',
            agent: 'Benedikt Salas',
            licence: 'QB-40718',
            phone: '(505) 555-0192',
          },
          signed: '2027-06-12',
          notes: [
            'Landlords are a married couple whose own address (Box 2) is not used for notices or rent: notices go to the manager in Box 14 (mailingAddress), rent to the manager\u2019s office in Box 15 (paymentAddress). Late charge 10% of the rent.',
          ],
        }),
    },
    {
      name: 'tw6_nm_assoc_lease_las_cruces_scan',
      build: () =>
        build({
          landlord: 'Everett J. Candelario',
          landlordAddr: 'P.O. Box 2816, Las Cruces, NM 88004',
          manager: null,
          tenants: [
            {
              p: person('Marisol', 'Quintanar'),
              phone: '(575) 555-0147',
              email: 'mquintanar@example.org',
            },
          ],
          occupants: [],
          premises: '881 Avenida de Mesilla, Las Cruces, NM 88005',
          start: '2027-08-01',
          end: '2028-01-31',
          rent: 1140,
          deposit: 1000,
          late: { flat: 75 },
          nsf: 30,
          payee: 'Everett J. Candelario',
          payAt: 'P.O. Box 2816, Las Cruces, NM 88004',
          methods: [
            ['Personal check', true],
            ["Cashier's check", false],
            ['Money order', true],
            ['Cash', false],
            ['Online payment portal', false],
            ['Electronic funds transfer (ACH)', true],
          ],
          broker: {
            firm: 'Organ Mountain Home Leasing',
            agent: 'Priya Santillanes',
            licence: 'QB-51233',
            phone: '(575) 555-0118',
          },
          signed: '2027-07-19',
          notes: [
            'Individual landlord with no manager (Box 14 "None"): managementCompany null; notices and rent go to the landlord\u2019s P.O. box (mailingAddress and paymentAddress). Six-month term; flat $75 late charge (lateFeePercentage null). One tenant, no occupants.',
          ],
        }),
      scan: { dpi: 140, rotate: 1.5, contrast: 0.75, noise: 12, quality: 48, seed: 6101 },
    },
  ],
}
