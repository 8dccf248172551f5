import { dt, numberWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { andList, freshPage, outline, pageNumbers, room, ruledTable, sign } from '../parts'

type V = {
  made: string
  landlord: string
  landlordDesc: string
  landlordSigner: string[]
  noticeLines: string[]
  noticeAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  premises: string
  legal: string
  start: string
  end: string
  rent: number
  deposit: number
  optionFee: number
  credit: number
  price: number
  optionEnds: string
  payment: string
  methods: string[]
  bankAccount: string | null
  payee: string
  payAt: string
  late: { days: string; n: number; perDay: number; cap: number }
  nsf: number
  repairs: number
  notes: string[]
}

const title = (n: number) =>
  numberWords(Math.floor(n)).replace(
    /(^|[\s-])([a-z])/g,
    (_, a: string, b: string) => a + b.toUpperCase(),
  )

const artHead = (k: Kit, text: string) => {
  room(k, 60)
  k.gap(5)
  k.centre(text, 9.6, k.w.bold)
  k.gap(1)
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.8 })
  const { f } = k
  k.w.y = k.w.height - 60
  k.centre('RESIDENTIAL LEASE', 15, k.w.bold)
  k.centre('WITH OPTION TO PURCHASE', 11.5, k.w.bold)
  k.centre(
    'Single-Family Dwelling \u2014 Iowa Uniform Residential Landlord and Tenant Law, Iowa Code Chapter 562A',
    8.4,
    f.italic,
  )
  k.gap(10)
  const tenantNames = andList(v.tenants.map((t) => t.p.full))
  const total = v.deposit + v.rent + v.optionFee
  k.line('BASIC LEASE TERMS', 9, k.w.bold)
  k.gap(-2)
  ruledTable(
    k,
    ['Item', 'Particulars'],
    [
      ['Date of Lease', dt(v.made).long],
      ['Landlord', v.landlord],
      ['Landlord\u2019s address for notices', v.noticeLines.join(', ')],
      [v.tenants.length > 1 ? 'Tenants' : 'Tenant', tenantNames],
      ['Premises', v.premises],
      ['Commencement Date', dt(v.start).long],
      ['Expiration Date', dt(v.end).long],
      ['Monthly Rent', `${title(v.rent)} and 00/100 Dollars (${usd(v.rent)})`],
      ['Security Deposit', `${title(v.deposit)} and 00/100 Dollars (${usd(v.deposit)})`],
      ['Option Consideration (see Rider)', `${usd(v.optionFee)}, non-refundable`],
      ['Rent Credit (see Rider)', `${usd(v.credit)} of each monthly rent paid on time`],
      [
        'Total due at signing',
        `${usd(total)} (Security Deposit, first Monthly Rent and Option Consideration)`,
      ],
    ],
    [0.32, 0.68],
    { size: 8.8, boldFirst: true },
  )
  const S = { size: 9.4 }
  let art = 0
  let sub = 0
  const A = (t: string) => {
    art++
    sub = 0
    artHead(k, `ARTICLE ${art} \u2014 ${t}`)
  }
  const para = (t: string) => outline(k, `${art}.${++sub}`, t, S)

  A('PARTIES AND PREMISES')
  para(
    `This Lease is made on ${dt(v.made).long} between ${v.landlord}, ${v.landlordDesc} (\u201cLandlord\u201d), and ${tenantNames} (\u201cTenant\u201d). If more than one person signs as Tenant, their obligations are joint and several.`,
  )
  para(
    `Landlord leases to Tenant the single-family dwelling and lot at ${v.premises}, legally described as ${v.legal} (the \u201cPremises\u201d), with the appliances now in the dwelling.`,
  )
  para(
    `The Premises shall be occupied only by Tenant${v.occupants.length ? ` and ${andList(v.occupants.map((o) => o.full))}` : ''}. No guest may stay more than fourteen (14) consecutive days without Landlord\u2019s written consent.`,
  )
  A('TERM')
  para(
    `The term of this Lease commences on ${dt(v.start).long} and expires at midnight on ${dt(v.end).long}, unless ended sooner under this Lease or extended by the closing of a purchase under the Rider.`,
  )
  A('RENT')
  const due = 'payable in advance on the first (1st) day of each calendar month'
  para(
    `Tenant shall pay rent of ${title(v.rent)} and 00/100 Dollars (${usd(v.rent)}) per month, ${due}, without demand. The Rent Credit described in the Rider does not reduce the rent payable under this Lease.`,
  )
  para(v.payment)
  const nsf = `A fee of ${usd(v.nsf)} shall be charged for each check or electronic payment returned unpaid.`
  para(
    `If rent is not paid within ${v.late.days} days after it is due, Tenant shall pay a late fee of ${usd(v.late.perDay)} for each day it remains unpaid, not to exceed ${usd(v.late.cap)} in any one month, as Iowa Code section 562A.9 allows. ${nsf}`,
  )
  A('SECURITY DEPOSIT')
  const ret =
    'less any amounts withheld as Iowa Code section 562A.12 allows and listed in a written statement, within thirty (30) days after the tenancy ends and Tenant provides a mailing address'
  para(
    `Tenant has paid a security deposit of ${title(v.deposit)} and 00/100 Dollars (${usd(v.deposit)}). The security deposit is not Option Consideration and will not be applied to the purchase price. Landlord shall return the security deposit, ${ret}.`,
  )
  A('CARE OF THE PREMISES')
  para(
    `Because Tenant intends to purchase the Premises, Tenant shall make, at Tenant\u2019s cost, each repair costing less than ${usd(v.repairs)}; Landlord makes larger repairs and keeps the roof, foundation, furnace and water heater in working order.`,
  )
  para(
    'Tenant shall mow, remove snow and ice from the walks and driveway, and keep the gutters clear. Tenant may paint interior walls in neutral colors without further consent.',
  )
  A('UTILITIES AND INSURANCE')
  para(
    'Tenant shall place electricity, natural gas, water, sewer, refuse collection and internet in Tenant\u2019s name. Landlord insures the dwelling; Tenant shall carry renter\u2019s insurance with liability coverage of at least $100,000.',
  )
  A('NOTICES')
  para(
    `Notices to Landlord shall be sent by first-class mail or delivered to: ${v.noticeLines.join(', ')}. Notices to Tenant shall be delivered to the Premises or sent to the e-mail addresses under Tenant\u2019s signatures.`,
  )
  A('OPTION TO PURCHASE')
  para(
    'Landlord grants Tenant an option to purchase the Premises on the terms of the Option to Purchase Rider, which is part of this Lease. The option ends if Tenant is in default of this Lease when it is exercised.',
  )
  A('GENERAL')
  para(
    'This Lease and its Rider are the whole agreement of the parties. It may be changed only in a writing signed by both parties. It is governed by Iowa law.',
  )
  room(k, 90 + v.tenants.length * 70)
  k.gap(10)
  k.p('IN WITNESS WHEREOF, the parties have signed this Lease on the date first written above.', S)
  k.gap(6)
  sign(k, `LANDLORD: ${v.landlord}`, {
    width: 260,
    under: v.landlordSigner,
    size: 8.8,
    font: k.w.regular,
  })
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, {
      width: 260,
      under: [`Telephone: ${t.tel}`, `E-mail: ${t.email}`],
      size: 8.8,
      font: k.w.regular,
    })

  freshPage(k)
  k.centre('OPTION TO PURCHASE RIDER', 13, k.w.bold)
  k.centre(`to the Residential Lease dated ${dt(v.made).long} for ${v.premises}`, 8.6, f.italic)
  k.gap(8)
  let r = 0
  const R = (head: string, t: string) =>
    outline(k, `${String.fromCharCode(65 + r++)}.`, `${head}. ${t}`, S)
  R(
    'Grant',
    `In consideration of the Option Consideration of ${usd(v.optionFee)}, paid at signing and not refundable, Landlord grants Tenant the exclusive option to purchase the Premises.`,
  )
  R('Purchase Price', `The purchase price is ${usd(v.price)}.`)
  R(
    'Option Period',
    `Tenant may exercise the option by written notice to Landlord given on or after ${dt(v.start).long} and no later than ${dt(v.optionEnds).long}.`,
  )
  R(
    'Credits at Closing',
    `At closing, Tenant receives credit toward the purchase price for the Option Consideration and for ${usd(v.credit)} of each monthly rent paid on or before its due date. Rent paid late earns no credit. Credits have no cash value if the option is not exercised.`,
  )
  R(
    'Closing',
    'Closing shall take place within sixty (60) days after the option is exercised, at a title company or attorney\u2019s office chosen by Tenant. Landlord shall furnish an abstract of title continued to date and convey by warranty deed.',
  )
  R(
    'Condition and Inspection',
    'Tenant has inspected the Premises and may obtain a further inspection before exercising the option. The Premises will be conveyed in its condition on the date of exercise, ordinary wear excepted.',
  )
  R(
    'No Recording; No Assignment',
    'Neither this Rider nor a memorandum of it shall be recorded. Tenant may not assign the option without Landlord\u2019s written consent.',
  )
  R(
    'Default',
    'If this Lease ends because of Tenant\u2019s default, the option and all credits end, and Landlord keeps the Option Consideration.',
  )
  k.gap(10)
  k.p('Signed with the Lease on the date first written above.', S)
  k.gap(6)
  sign(k, `LANDLORD: ${v.landlord}`, {
    width: 260,
    under: v.landlordSigner,
    size: 8.8,
    font: k.w.regular,
  })
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, { width: 260, size: 8.8, font: k.w.regular })
  pageNumbers(k, (i, m) => `Lease with Option to Purchase \u2014 ${i} / ${m}`, {
    font: k.w.regular,
    align: 'center',
  })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: null,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods,
      bankAccount: v.bankAccount,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Lease with an option to purchase, serif: centred titles and act line, a BASIC LEASE TERMS table (date, landlord, notice address, tenants, premises, long-date commencement and expiration, rent and deposit in title-case words with "and 00/100 Dollars" and figures, option consideration, rent credit, total due at signing), nine articles under centred heads with decimal-numbered paragraphs, signature rules with each tenant\u2019s telephone and e-mail under the signature, and an Option to Purchase Rider on its own page (lettered paragraphs with run-in heads: option consideration, purchase price, option period, credits, closing) signed again.',
        'monthlyRent is the rent; the rent credit, the option consideration and the purchase price are option terms, not rent or deposit. totalMoveInCost is the table\u2019s "Total due at signing" (deposit, first rent and option consideration). The option period\u2019s last day is not the end of the lease. rentDueDescription is the due phrase of 3.1; gracePeriodDays counts the days after the due date in 3.3 (daily late fee with a monthly cap, no percentage); nsfPolicy is the returned-payment sentence of 3.3. depositReturnCondition is the wording after "return the security deposit" in 4.1 (thirty days). Guests fourteen consecutive days (1.3). mailingAddress is the notice address without its addressee or c/o line. Tenant contacts are under the first tenant\u2019s signature. The landlord manages the home itself (no managementCompany, no office hours).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'iowa_lease_option_to_purchase',
  title: 'Iowa residential lease with an option to purchase rider',
  exercises:
    'serif centred titles with the act line; a BASIC LEASE TERMS table (date, landlord an LLC with notices in care of its manager at a P.O. box or an individual at his home in another town, tenants a couple or one, premises, long-date commencement and expiration, rent and deposit in title-case words with "and 00/100 Dollars" and figures, non-refundable option consideration, monthly rent credit, total due at signing including the option consideration); nine articles under centred heads with decimal-numbered paragraphs: parties jointly and severally, premises with a legal description, occupants named or none, fourteen consecutive guest days, long-date term, rent "payable in advance on the first (1st) day of each calendar month", rent credit not reducing rent, payment (checks or money orders payable to the LLC mailed to its P.O. box and ACH debit, cash refused; or direct deposit to the landlord\u2019s account number and checks or cashier\u2019s checks payable to him delivered to his home), daily late fee after five or seven days with a monthly cap, returned-payment sentence, 30-day deposit return, tenant repairs under a threshold, utilities and insurance, notices; signature rules with the tenants\u2019 phones and e-mails under their signatures; an Option to Purchase Rider page (price, option period ending before the lease, credits at closing, closing, no recording, default) signed again; page footers',
  docs: [
    {
      name: 'tw16_ia_lease_option_ottumwa',
      build: () =>
        build({
          made: '2027-03-19',
          landlord: 'Wapello Ridge Homes, L.L.C.',
          landlordDesc: 'an Iowa limited liability company',
          landlordSigner: ['By: Glenn Albrecht, Manager'],
          noticeLines: [
            'Wapello Ridge Homes, L.L.C.',
            'c/o Glenn Albrecht, Manager',
            'P.O. Box 412, Ottumwa, IA 52501',
          ],
          noticeAddr: 'P.O. Box 412, Ottumwa, IA 52501',
          tenants: [
            {
              p: person('Trevor', 'Hemmingsen'),
              tel: '641-555-0158',
              email: 'trevor.hemmingsen@example.com',
            },
            {
              p: person('Kayla', 'Hemmingsen'),
              tel: '641-555-0171',
              email: 'kayla.hemmingsen@example.com',
            },
          ],
          occupants: [person('Owen', 'Hemmingsen'), person('Lily', 'Hemmingsen')],
          premises: '1207 North Birchwood Avenue, Ottumwa, IA 52501',
          legal:
            'Lot 14, Block 3, Fairview Heights Addition to the City of Ottumwa, Wapello County, Iowa',
          start: '2027-04-01',
          end: '2029-03-31',
          rent: 1150,
          deposit: 1150,
          optionFee: 5000,
          credit: 150,
          price: 164900,
          optionEnds: '2029-01-31',
          payment:
            'Rent shall be paid by personal check or money order payable to Wapello Ridge Homes, L.L.C. and mailed to P.O. Box 412, Ottumwa, IA 52501, or by automatic ACH debit from Tenant\u2019s bank account under the authorization signed with this Lease. Cash will not be accepted.',
          methods: ['Check', 'Money Order', 'ACH'],
          bankAccount: null,
          payee: 'Wapello Ridge Homes, L.L.C.',
          payAt: 'P.O. Box 412, Ottumwa, IA 52501',
          late: { days: 'five (5)', n: 5, perDay: 20, cap: 100 },
          nsf: 30,
          repairs: 150,
          notes: [
            'An LLC landlord that manages the home itself, signed by its manager (not a management company); notices and rent go to its P.O. box (the c/o line is not part of mailingAddress). A married couple as tenants with two children as occupants. Twenty-four-month term. ACH debit, checks and money orders; cash refused.',
          ],
        }),
    },
    {
      name: 'tw16_ia_lease_option_mason_city',
      build: () =>
        build({
          made: '2027-05-14',
          landlord: 'Gerald T. Vanderloo',
          landlordDesc: 'a single person',
          landlordSigner: [],
          noticeLines: ['Gerald T. Vanderloo', '418 Lakeview Drive, Clear Lake, IA 50428'],
          noticeAddr: '418 Lakeview Drive, Clear Lake, IA 50428',
          tenants: [
            {
              p: person('Dwayne', 'Prochaska'),
              tel: '641-555-0126',
              email: 'dprochaska@example.net',
            },
          ],
          occupants: [person('Irene', 'Prochaska')],
          premises: '926 Fourth Street Southwest, Mason City, IA 50401',
          legal:
            'the East 60 feet of Lot 7, Block 12, Parker\u2019s Second Addition, Cerro Gordo County, Iowa',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 995,
          deposit: 995,
          optionFee: 3000,
          credit: 100,
          price: 139500,
          optionEnds: '2028-04-30',
          payment:
            'Rent shall be paid by direct deposit to Landlord\u2019s account no. 2207-4419-03 at North Iowa Farmers Savings Bank, or by check or cashier\u2019s check payable to Gerald T. Vanderloo and delivered to 418 Lakeview Drive, Clear Lake, IA 50428. Cash will not be accepted.',
          methods: ['Bank Transfer', 'Check', "Cashier's Check"],
          bankAccount: '2207-4419-03',
          payee: 'Gerald T. Vanderloo',
          payAt: '418 Lakeview Drive, Clear Lake, IA 50428',
          late: { days: 'seven (7)', n: 7, perDay: 15, cap: 75 },
          nsf: 30,
          repairs: 100,
          notes: [
            'An individual landlord living in another town: his home address is both the notice address (mailingAddress) and where checks are delivered (paymentAddress). One tenant and his mother as an occupant. Direct deposit to the landlord\u2019s account (Bank Transfer, bankAccount as written), checks and cashier\u2019s checks. Late after seven days (gracePeriodDays 7).',
          ],
        }),
    },
  ],
}
