import {
  checkbox,
  dt,
  fill,
  numberWords,
  person,
  plain,
  type Built,
  type Person,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, lineNumbers, linedFlow, pageNumbers } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  agent: { name: string; addr: string; phone: string } | null
  tenants: Person[]
  phone: string
  email: string
  occupants: string | null
  occupantList: Person[]
  street: string
  unit: string | null
  town: string
  zip: string
  atWill: boolean
  start: string
  end: string | null
  rent: number
  deposit: number
  late: number
  nsf: number
  payee: string
  payAt: string
  guests: number | null
  signed: string
  notes: string[]
}

const PITCH = 13.6
const SIZE = 9.1

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 72, size: SIZE })
  const { f } = k
  const L = (segs: Seg[] | string) => linedFlow(k, segs, PITCH, { size: SIZE })
  const skip = () => {
    k.w.y -= PITCH
  }
  const words = (n: number) => {
    const w = numberWords(Math.floor(n))
    return w.charAt(0).toUpperCase() + w.slice(1) + ' dollars'
  }
  k.w.page.drawText('KENNEBEC & PENOBSCOT RENTAL OWNERS ASSOCIATION', {
    x: k.L,
    y: k.w.y + 22,
    size: 7.2,
    font: f.sansBold,
  })
  k.w.page.drawText(
    'Form KP-7 \u00b7 Residential Lease \u00b7 Rev. 2026 \u00b7 For members\u2019 use',
    {
      x: k.L,
      y: k.w.y + 13,
      size: 6.8,
      font: f.sans,
    },
  )
  const title = 'RESIDENTIAL LEASE (MAINE)'
  k.w.page.drawText(title, {
    x: k.L + (k.W - f.bold.widthOfTextAtSize(title, 11)) / 2,
    y: k.w.y,
    size: 11,
    font: f.bold,
  })
  k.w.y -= PITCH
  skip()
  L([
    '1. PARTIES. This lease is made on',
    fill(dt(v.signed).long, 90),
    'between',
    fill(v.landlord, 160),
    '("Landlord"), whose address for notices is',
    fill(v.landlordAddr, 150),
    ', and',
    fill(andList(v.tenants.map((t) => t.full)), 160),
    '("Tenant"). Tenant\u2019s telephone:',
    fill(v.phone, 70),
    'e-mail:',
    fill(v.email, 100),
    '.',
  ])
  L([
    '2. AGENT. The person or firm managing the premises for Landlord (write "none" if Landlord manages):',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}, ${v.agent.phone}` : 'none', 200),
    '.',
  ])
  L([
    '3. PREMISES. Street address',
    fill(v.street, 120),
    'Apartment/Unit',
    fill(v.unit ?? '\u2014', 40),
    'Town',
    fill(v.town, 70),
    ', Maine',
    fill(v.zip, 40),
    '. Other persons who may live there:',
    fill(v.occupants ?? 'none', 120),
    '.',
  ])
  L('4. TERM. (Check one.)')
  const y = k.w.y
  checkbox(k.w.page, f, k.L + 14, y, !v.atWill, 'Fixed term lease beginning', SIZE)
  k.w.y -= PITCH
  L([
    '       ',
    fill(v.atWill ? null : dt(v.start).long, 90),
    'and ending',
    fill(v.atWill ? null : v.end ? dt(v.end).long : null, 90),
    '.',
  ])
  checkbox(
    k.w.page,
    f,
    k.L + 14,
    k.w.y,
    v.atWill,
    'Tenancy at will (month to month) beginning',
    SIZE,
  )
  k.w.y -= PITCH
  L([
    '       ',
    fill(v.atWill ? dt(v.start).long : null, 90),
    '. Either party may end a tenancy at will by at least 30 days\u2019 written notice.',
  ])
  L([
    '5. RENT. Tenant will pay rent of',
    fill(`${words(v.rent)} ($${plain(v.rent)})`, 160),
    'per month, payable in advance on the',
    fill('first', 40),
    'day of each month.',
  ])
  L('6. HOW RENT IS PAID. (Check all that apply.)')
  let x = k.L + 14
  for (const [label, on] of [
    ['Personal check', true],
    ['Money order', true],
    ['Cash (receipt given)', false],
    ['Electronic transfer', false],
  ] as [string, boolean][])
    x = checkbox(k.w.page, f, x, k.w.y, on, label, SIZE)
  k.w.y -= PITCH
  L(['Payable to', fill(v.payee, 140), 'and delivered or mailed to', fill(v.payAt, 160), '.'])
  L([
    '7. LATE FEE. If rent is more than fifteen (15) days late, Tenant will pay a late fee of',
    fill(`$${plain(v.late)}`, 50),
    '(Maine law limits this to 4% of one month\u2019s rent).',
  ])
  L(['8. RETURNED CHECKS. Fee for each check returned unpaid:', fill(`$${plain(v.nsf)}`, 50), '.'])
  L([
    '9. SECURITY DEPOSIT. Tenant has paid a security deposit of',
    fill(`$${plain(v.deposit)}`, 60),
    '. It may not exceed two months\u2019 rent. Landlord will return the security deposit, less any lawful deductions listed in writing, within thirty (30) days after a written lease ends or within twenty-one (21) days after a tenancy at will ends. Tenant must give Landlord a forwarding address.',
  ])
  L([
    '10. GUESTS. Guests may stay no more than',
    fill(v.guests === null ? null : `${v.guests}`, 30),
    'consecutive nights without Landlord\u2019s written permission.',
  ])
  L(
    '11. UTILITIES. Unless written here otherwise, Tenant pays for electricity and Landlord pays for heat, hot water, water and sewer. Landlord must disclose any shared utility meters before the lease is signed.',
  )
  L(
    '12. CARE, REPAIRS AND ENTRY. Tenant keeps the premises clean and reports needed repairs promptly. Landlord may enter at reasonable times after at least 24 hours\u2019 notice, or at any time in an emergency.',
  )
  L(
    '13. SMOKING, PETS, SUBLETTING. No smoking anywhere in the building. No pets and no subletting without Landlord\u2019s written consent.',
  )
  L(
    '14. ENERGY EFFICIENCY AND RADON. Tenant acknowledges receiving the residential energy efficiency disclosure statement and the radon disclosure required by Maine law.',
  )
  L(
    '15. ENTIRE AGREEMENT. This form and any addendum signed by both parties are the whole agreement. Blanks left empty do not apply.',
  )
  skip()
  const sig = (caption: string) => {
    if (k.w.y - PITCH * 3 < 50) freshPage(k)
    k.w.y -= PITCH
    k.w.page.drawLine({
      start: { x: k.L, y: k.w.y + 2 },
      end: { x: k.L + 250, y: k.w.y + 2 },
      thickness: 0.5,
    })
    k.w.y -= PITCH * 0.8
    k.w.page.drawText(caption, { x: k.L, y: k.w.y + 2, size: 8.4, font: f.sans })
    k.w.y -= PITCH * 0.2
  }
  sig(`Landlord: ${v.landlord}`)
  for (const t of v.tenants) sig(`Tenant: ${t.full}`)
  lineNumbers(k, PITCH, { top: k.w.height - 72 })
  pageNumbers(
    k,
    (i, n) =>
      `Form KP-7 \u2014 page ${i} of ${n}          Tenant\u2019s initials ______   Landlord\u2019s initials ______`,
    { align: 'center' },
  )
  const premises = `${v.street}${v.unit ? `, ${v.unit}` : ''}, ${v.town}, Maine ${v.zip}`
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupantList.length ? v.occupantList : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: premises,
      leaseType: v.atWill ? 'month-to-month' : 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 15,
      nsfFeeFirst: v.nsf,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      depositReturnDays: v.atWill ? 21 : 30,
      depositReturnCondition:
        'less any lawful deductions listed in writing, within thirty (30) days after a written lease ends or within twenty-one (21) days after a tenancy at will ends',
      _notes: [
        'Association member form on line-numbered ("pleading") paper: numbered printed paragraphs with typed entries in blanks (monospaced blue), tick boxes for the term and payment methods, initials footer.',
        'Premises split over Street / Apartment/Unit / Town / ZIP blanks; the truth joins them in postal form with the state as the form prints it ("Maine"). The one phone and e-mail blank serves all tenants.',
        'housingProvider and mailingAddress from paragraph 1 (the landlord\u2019s address for notices); paragraph 2 names the agent or says "none". paymentRecipient and paymentAddress from the blanks in paragraph 6. Only the ticked boxes are methods (Check, Money Order).',
        'Late: "more than fifteen (15) days late" gives gracePeriodDays 15; the fee is a flat amount in a blank and the printed 4% is a statutory cap, so lateFeePercentage null. Returned-check fee only in a blank: nsfFeeFirst, nsfPolicy null.',
        'Rent due "on the [first] day of each month" is split by a blank: rentDueDescription null, rentDueDay 1. Deposit paragraph gives two periods; depositReturnDays is the one for this kind of tenancy (30 for a written lease, 21 for a tenancy at will) and depositReturnCondition the whole wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'maine_association_numbered_lines',
  title: 'Maine rental owners association lease form on line-numbered paper',
  exercises:
    'association form on pleading-style numbered lines with a double margin rule, typed entries in blanks inside the printed sentences, landlord an individual with a P.O. box or a trustee, agent blank filled or "none", one phone/e-mail blank for all tenants, Street/Unit/Town/ZIP blanks with the state printed as "Maine", occupants blank, tick box fixed term or tenancy at will with the unused dates blank, rent in words and figures, methods by tick box, payee and place in blanks, 15-day late rule with a flat fee under a 4% statutory cap, returned-check fee only in a blank, deposit clause with 30- and 21-day periods, guest-night blank filled or empty, energy and radon disclosures, initials footer',
  docs: [
    {
      name: 'tw7_me_assoc_lease_bangor',
      build: () =>
        build({
          landlord: 'Wendell P. Ouellette',
          landlordAddr: 'P.O. Box 512, Brewer, ME 04412',
          agent: null,
          tenants: [person('In\u00e9s', 'Galarza-Moody'), person('Callum', 'Theriault')],
          phone: '(207) 555-0147',
          email: 'ines.gm@example.com',
          occupants: null,
          occupantList: [],
          street: '146 Ohio Street',
          unit: 'Apt 2',
          town: 'Bangor',
          zip: '04401',
          atWill: false,
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 1125,
          deposit: 1125,
          late: 45,
          nsf: 25,
          payee: 'Wendell P. Ouellette',
          payAt: 'P.O. Box 512, Brewer, ME 04412',
          guests: 14,
          signed: '2027-05-14',
          notes: [
            'Landlord an individual who manages himself ("none" in the agent blank): managementCompany null; his P.O. box is both the notice and the payment address. Fixed term; two tenants; guest blank filled (14).',
          ],
        }),
    },
    {
      name: 'tw7_me_assoc_lease_lewiston_scan',
      build: () =>
        build({
          landlord: 'Estelle M. Cyr, Trustee of the Cyr Family Realty Trust',
          landlordAddr: '31 Pine Street, Auburn, ME 04210',
          agent: {
            name: 'Twin Rivers Property Care LLC',
            addr: '95 Park Street, Suite 4, Lewiston, ME 04240',
            phone: '(207) 555-0112',
          },
          tenants: [person('Abdirahman', 'Warsame')],
          phone: '(207) 555-0170',
          email: 'a.warsame@example.net',
          occupants: 'Hodan Warsame (age 8)',
          occupantList: [person('Hodan', 'Warsame')],
          street: '212 Bartlett Street',
          unit: '3rd floor',
          town: 'Lewiston',
          zip: '04240',
          atWill: true,
          start: '2027-09-01',
          end: null,
          rent: 980,
          deposit: 980,
          late: 39.2,
          nsf: 30,
          payee: 'Twin Rivers Property Care LLC',
          payAt: '95 Park Street, Suite 4, Lewiston, ME 04240',
          guests: null,
          signed: '2027-08-20',
          notes: [
            'Landlord a trustee, written as paragraph 1 writes it; her own Auburn address is the notice address (mailingAddress), while the agent in paragraph 2 is the managementCompany and also the payee at its office (paymentAddress).',
            'Tenancy at will: start date in the at-will blank, fixed-term dates empty, endDate null; deposit return 21 days. Guest blank left empty: maxGuestStayDays null. The unit blank holds "3rd floor".',
          ],
        }),
      scan: { dpi: 145, rotate: 0.9, contrast: 0.62, noise: 22, quality: 55, seed: 7505 },
    },
  ],
}
