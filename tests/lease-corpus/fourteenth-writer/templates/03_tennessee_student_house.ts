import { rgb } from 'pdf-lib'
import {
  dt,
  lastFirst,
  numberWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { freshPage, pageNumbers, room, ruledTable, signPair } from '../parts'

type Tenant = {
  p: Person
  mobile: string
  email: string
  guarantor: { p: Person; addr: string; tel: string } | null
}

type V = {
  brand: string
  year: string
  landlord: string
  landlordLine: string
  manager: { name: string; office: string; hours: string } | null
  tenants: Tenant[]
  house: string
  houseNote: string
  start: string
  end: string
  installments: number
  installment: number
  deposit: number
  payText: string
  methods: string[]
  zelle: string | null
  payee: string | null
  payAt: string | null
  nsf: number
  utilities: string
  notices: string
  noticeAddr: string
  signed: string
  notes: string[]
}

const section = (k: Kit, no: number, title: string) => {
  room(k, 70)
  k.gap(4)
  const y = k.w.y
  k.w.page.drawRectangle({ x: k.L, y: y - 4, width: 15, height: 15, color: rgb(0.45, 0.1, 0.12) })
  k.w.page.drawText(String(no), {
    x: k.L + (no > 9 ? 2.5 : 4.8),
    y: y,
    size: 9.5,
    font: k.f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(title, { x: k.L + 22, y, size: 10, font: k.f.sansBold })
  k.w.y -= 18
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 52, size: 8.9 })
  const { f } = k
  const top = k.w.height - 52
  k.w.page.drawText(v.brand, { x: k.L, y: top, size: 15, font: f.sansBold })
  const tag = `STUDENT HOUSE LEASE  ${v.year}`
  const tw = f.sansBold.widthOfTextAtSize(tag, 9)
  k.w.page.drawRectangle({
    x: k.L + k.W - tw - 12,
    y: top - 5,
    width: tw + 12,
    height: 19,
    borderWidth: 1.2,
    borderColor: rgb(0.45, 0.1, 0.12),
  })
  k.w.page.drawText(tag, { x: k.L + k.W - tw - 6, y: top, size: 9, font: f.sansBold })
  k.w.y = top - 20
  k.p(
    `This lease is made between ${v.landlordLine} ("Landlord")${v.manager ? `, through its leasing agent ${v.manager.name} ("Agent"), whose office is at ${v.manager.office} (open ${v.manager.hours})` : ''}, and the students listed in Section 1 ("Tenants"). The Tenants rent the whole house together. Each Tenant is responsible for the whole rent and for all damage, not only for a share of it.`,
  )
  section(k, 1, 'THE TENANTS')
  ruledTable(
    k,
    ['Tenant (LAST, First)', 'Mobile', 'E-mail', 'Parent guarantor'],
    v.tenants.map((t) => [
      lastFirst(t.p),
      t.mobile,
      t.email,
      t.guarantor ? lastFirst(t.guarantor.p) : 'none',
    ]),
    [0.26, 0.18, 0.33, 0.23],
    { size: 8.4, headFont: f.sansBold, font: f.sans },
  )
  k.p(
    'Only the Tenants listed above may live in the house. Bedroom assignments are for the Tenants to decide among themselves and do not limit anyone\u2019s responsibility.',
    { size: 8.5 },
  )
  section(k, 2, 'THE HOUSE')
  k.p(`${v.house} \u2014 ${v.houseNote}.`)
  section(k, 3, 'TERM AND MONEY')
  const due = 'on or before the 1st of each month'
  const total = v.installments * v.installment
  const perTenant = v.installment / v.tenants.length
  ruledTable(
    k,
    ['Item', 'Amount or date'],
    [
      ['Lease begins (move-in)', dt(v.start).us],
      ['Lease ends (move-out by noon)', dt(v.end).us],
      ['Total rent for the whole term', usd(total)],
      ['Paid in', `${numberWords(v.installments)} (${v.installments}) monthly installments`],
      ['Monthly installment for the whole house (the rent)', usd(v.installment)],
      ['When each installment is due', `${due}; the first is paid at signing`],
      ['Security deposit', usd(v.deposit)],
      ['Due at signing (first installment and deposit)', usd(v.installment + v.deposit)],
      [
        `Each Tenant\u2019s share of an installment if split ${v.tenants.length} ways (for Tenants\u2019 own use only)`,
        usd(perTenant),
      ],
    ],
    [0.62, 0.38],
    { size: 8.6, boldFirst: true, headFont: f.sansBold, font: f.sans },
  )
  section(k, 4, 'PAYING RENT')
  k.p(
    `Tenants pay each installment in one payment for the whole house. ${v.payText} Landlord does not accept cash.`,
  )
  const nsf = `Each payment returned or reversed by a bank costs Tenants ${usd(v.nsf)} in addition to any late fee.`
  k.p(
    `An installment not received by the end of the fifth (5th) day after it is due is late, and Tenants then owe a late fee of ten percent (10%) of the installment. ${nsf}`,
  )
  section(k, 5, 'SECURITY DEPOSIT')
  const ret =
    'minus any charges for damage, cleaning or unpaid rent, within thirty (30) days after the lease ends and all Tenants have returned their keys'
  k.p(
    `Landlord keeps the security deposit in a separate account. Landlord will return the security deposit ${ret}, with an itemized list of charges mailed to the forwarding address each Tenant gives in writing.`,
  )
  section(k, 6, 'HOUSE RULES')
  const rules = [
    'Guests. No overnight guest may stay more than three (3) consecutive nights, or more than ten (10) nights in a semester.',
    `Utilities. ${v.utilities}`,
    'Pets. No pets, even for a visit. A fish tank of ten gallons or less is allowed.',
    'Parking. One vehicle per Tenant, in the driveway or on the street only; never on the lawn.',
    'Parties. No gathering of more than twenty people, and no kegs or open containers on the porch or lawn.',
    'Smoke alarms. Tenants test the alarms monthly and may not remove batteries.',
    'Summer. A Tenant may sublet a bedroom for the summer only with Landlord\u2019s written approval of the subtenant.',
  ]
  for (const r of rules) k.p(`\u2022  ${r}`, { size: 8.7, after: 3 })
  section(k, 7, 'NOTICES')
  k.p(v.notices)
  section(k, 8, 'SIGNATURES')
  for (let i = 0; i < v.tenants.length; i += 2) {
    const a = v.tenants[i]
    const b = v.tenants[i + 1]
    signPair(
      k,
      a ? [`Tenant: ${a.p.full}`, `Date signed: ${dt(v.signed).us}`] : [''],
      b ? [`Tenant: ${b.p.full}`, `Date signed: ${dt(v.signed).us}`] : [''],
    )
  }
  signPair(
    k,
    [`Landlord: ${v.landlord}`, v.manager ? `by ${v.manager.name}, agent` : 'by its member'],
    [''],
  )
  const guarantors = v.tenants.filter((t) => t.guarantor)
  if (guarantors.length) {
    freshPage(k)
    k.centre('PARENT GUARANTY ADDENDUM', 13, f.sansBold)
    k.centre(`to the student house lease for ${v.house}`, 8.4, f.sans)
    k.gap(6)
    k.p(
      'Each person signing below (a "Guarantor") guarantees to Landlord the full and prompt payment of all rent, fees and damages owed under the lease by the Tenants, and agrees that Landlord may collect from the Guarantor without first suing any Tenant. A Guarantor does not live in the house and is not a tenant. This guaranty lasts until the end of the lease and any renewal.',
    )
    for (const t of guarantors) {
      const g = t.guarantor
      if (!g) continue
      room(k, 90)
      k.gap(6)
      ruledTable(
        k,
        ['Guarantor', 'Guarantor\u2019s address', 'Telephone', 'Student'],
        [[g.p.full, g.addr, g.tel, t.p.full]],
        [0.22, 0.4, 0.16, 0.22],
        { size: 8.4, headFont: f.sansBold, font: f.sans },
      )
      signPair(k, [`Guarantor: ${g.p.full}`], [`Date: ${dt(v.signed).us}`])
    }
  }
  pageNumbers(k, (i, n) => `${v.brand}  |  ${v.house}  |  ${i}/${n}`, { align: 'left' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.mobile,
      premisesAddress: v.house,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.installment,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: v.installment + v.deposit,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Joint student house lease: brand name with a boxed tag, opening paragraph naming the landlord (and any leasing agent with its office and hours), numbered sections under dark number squares: tenants table with names in LAST, First form, mobiles, e-mails (first-listed tenant\u2019s contacts) and parent guarantors; the house; a term and money table (MM/DD/YYYY dates, total for the term, number of installments, the monthly installment for the whole house, due day, deposit, amount due at signing, each tenant\u2019s share); house rules; notices; a parent guaranty addendum page with guarantors\u2019 addresses and phones.',
        'monthlyRent is the monthly installment for the whole house (the table calls it the rent); the total for the term and the per-tenant share are not. totalMoveInCost is the stated amount due at signing. rentDueDescription is the due phrase of the table. Late "by the end of the fifth (5th) day after it is due" gives gracePeriodDays 5 and a 10% late fee (lateFeePercentage). Guests "three (3) consecutive nights" (the ten nights a semester beside it not used). Guarantors are neither tenants nor occupants. terminationDateText as the table writes the end date (MM/DD/YYYY).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'tennessee_student_house',
  title:
    'Tennessee joint student house lease with a term and money table and a parent guaranty addendum',
  exercises:
    'brand name with a boxed academic-year tag, opening parties paragraph (an LLC landlord managing itself, or an individual landlord with a leasing agent whose office and hours are in that paragraph), sections under dark numbered squares: tenants table with LAST, First names, mobiles, e-mails and parent guarantors (four or two students), a term and money table with MM/DD/YYYY dates, total for the term, twelve or ten installments, the whole-house installment, due phrase, deposit, due at signing and a per-tenant share, payment by Zelle to a phone, portal and checks to the LLC\u2019s P.O. box, or portal, AutoPay and checks at the agent\u2019s office, cash refused, 10% late fee after the fifth day past due, returned-payment fee, 30-day deposit return after keys are returned, bullet house rules with consecutive guest nights and a semester total, utilities in tenants\u2019 names, notices clause, paired signatures, and a parent guaranty addendum page with a table per guarantor (address, phone, student)',
  docs: [
    {
      name: 'tw14_tn_student_house_cookeville',
      build: () =>
        build({
          brand: 'Dogwood Row Rentals',
          year: '2027\u201328',
          landlord: 'Dogwood Row Rentals LLC',
          landlordLine: 'Dogwood Row Rentals LLC, a Tennessee limited liability company',
          manager: null,
          tenants: [
            {
              p: person('Colton', 'Abernathy'),
              mobile: '931-555-0153',
              email: 'cabernathy42@example.com',
              guarantor: {
                p: person('Rodney', 'Abernathy'),
                addr: '88 Lakeview Circle, Crossville, TN 38555',
                tel: '931-555-0197',
              },
            },
            {
              p: person('Mateo', 'Villanueva-Kerr'),
              mobile: '615-555-0118',
              email: 'mvkerr@example.net',
              guarantor: {
                p: person('Lorena', 'Villanueva'),
                addr: '412 Poplar Hollow Road, Sparta, TN 38583',
                tel: '931-555-0164',
              },
            },
            {
              p: person('Grayson', 'Pettigrew'),
              mobile: '931-555-0181',
              email: 'gpettigrew@example.org',
              guarantor: null,
            },
            {
              p: person('Isaiah', 'Mbeki-Lawson'),
              mobile: '423-555-0136',
              email: 'isaiah.ml@example.com',
              guarantor: {
                p: person('Naledi', 'Mbeki-Lawson'),
                addr: '2900 Kingston Pike, Apt. 6, Farragut, TN 37934',
                tel: '865-555-0122',
              },
            },
          ],
          house: '1147 Whitson Street, Cookeville, TN 38501',
          houseNote:
            'a four-bedroom, two-bath house with a washer and dryer, two blocks from campus',
          start: '2027-08-07',
          end: '2028-07-31',
          installments: 12,
          installment: 1800,
          deposit: 1800,
          payText:
            'Landlord accepts Zelle to (931) 555-0125 (the account is in the name of Dogwood Row Rentals LLC), payments through the Dogwood Row tenant portal, and checks payable to Dogwood Row Rentals LLC mailed to P.O. Box 371, Algood, TN 38506.',
          methods: ['Zelle', 'Online Portal', 'Check'],
          zelle: '(931) 555-0125',
          payee: 'Dogwood Row Rentals LLC',
          payAt: 'P.O. Box 371, Algood, TN 38506',
          nsf: 30,
          utilities:
            'Tenants put electricity, water and internet in a Tenant\u2019s name before move-in. Landlord pays trash pickup and lawn care.',
          notices:
            'Notices to Landlord must be in writing and mailed to P.O. Box 371, Algood, TN 38506, with a copy e-mailed to leasing@dogwoodrow.example.com. Landlord may give notices to Tenants at the house or by e-mail to the addresses in Section 1; a notice to one Tenant is notice to all.',
          noticeAddr: 'P.O. Box 371, Algood, TN 38506',
          signed: '2027-02-15',
          notes: [
            'An LLC landlord that manages its houses itself (no managementCompany), with a P.O. box in a nearby town for checks and notices (paymentAddress and mailingAddress). Four students; three have parent guarantors on the addendum. Zelle to the landlord\u2019s phone (zelleNumber as written), the tenant portal and checks payable to the LLC.',
          ],
        }),
    },
    {
      name: 'tw14_tn_student_house_maryville',
      build: () =>
        build({
          brand: 'Foothills Campus Leasing',
          year: '2027\u201328',
          landlord: 'Harlan T. Brewster',
          landlordLine: 'Harlan T. Brewster, an individual',
          manager: {
            name: 'Foothills Campus Leasing Group, LLC',
            office: 'Suite 104, 611 High Street, Maryville, TN 37801',
            hours: 'weekdays 10:00 a.m. to 6:00 p.m.',
          },
          tenants: [
            {
              p: person('Savannah', 'Quarles'),
              mobile: '865-555-0174',
              email: 'squarles@example.com',
              guarantor: {
                p: person('Denise', 'Quarles'),
                addr: '1210 Sevierville Road, Maryville, TN 37804',
                tel: '865-555-0108',
              },
            },
            {
              p: person('Tamsin', 'Oyelaran'),
              mobile: '901-555-0149',
              email: 'tamsin.oyelaran@example.net',
              guarantor: null,
            },
          ],
          house: '306 Cates Street, Unit B, Maryville, TN 37801',
          houseNote:
            'the two-bedroom rear half of a duplex, with one off-street parking space each',
          start: '2027-08-01',
          end: '2028-05-31',
          installments: 10,
          installment: 1180,
          deposit: 1180,
          payText:
            'Tenants pay through the Agent\u2019s tenant portal, where they may also set up AutoPay from a bank account, or by check payable to Foothills Campus Leasing Group, LLC, delivered to the Agent\u2019s office at Suite 104, 611 High Street, Maryville, TN 37801.',
          methods: ['Online Portal', 'ACH', 'Check'],
          zelle: null,
          payee: 'Foothills Campus Leasing Group, LLC',
          payAt: 'Suite 104, 611 High Street, Maryville, TN 37801',
          nsf: 35,
          utilities:
            'Landlord pays water, sewer and trash. Tenants put electricity and internet in a Tenant\u2019s name before move-in.',
          notices:
            'Notices to Landlord must be in writing and delivered or mailed to the Agent\u2019s office at Suite 104, 611 High Street, Maryville, TN 37801. Landlord or Agent may give notices to Tenants at the house or by e-mail to the addresses in Section 1.',
          noticeAddr: 'Suite 104, 611 High Street, Maryville, TN 37801',
          signed: '2027-03-03',
          notes: [
            'An individual landlord with a leasing agent (managementCompany) named, with its office and hours, in the opening paragraph; notices and checks go to the agent\u2019s office (mailingAddress, paymentAddress; the suite is written first). Two students, one with a parent guarantor. Ten installments (August to May). Portal, AutoPay (ACH) and checks payable to the agent.',
          ],
        }),
    },
  ],
}
