import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, numberedPaper } from '../parts'

type V = {
  made: string
  landlord: string
  agent: { name: string; office: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  deposit: number
  pay: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string
  late: { days: string; charge: string; n: number; pct: number | null }
  nsf: number
  utilities: string
  guests: { words: string; n: number }
  pets: string
  lead: string
  notices: string
  firm: string
  notes: string[]
}

/** "ONE THOUSAND EIGHT HUNDRED FIFTY AND 00/100 DOLLARS ($1,850.00)" */
const words = (n: number) => {
  const whole = Math.floor(n)
  const cents = Math.round((n - whole) * 100)
  const ones = [
    '',
    'ONE',
    'TWO',
    'THREE',
    'FOUR',
    'FIVE',
    'SIX',
    'SEVEN',
    'EIGHT',
    'NINE',
    'TEN',
    'ELEVEN',
    'TWELVE',
    'THIRTEEN',
    'FOURTEEN',
    'FIFTEEN',
    'SIXTEEN',
    'SEVENTEEN',
    'EIGHTEEN',
    'NINETEEN',
  ]
  const tens = [
    '',
    '',
    'TWENTY',
    'THIRTY',
    'FORTY',
    'FIFTY',
    'SIXTY',
    'SEVENTY',
    'EIGHTY',
    'NINETY',
  ]
  const below100 = (x: number) =>
    x < 20
      ? (ones[x] ?? '')
      : `${tens[Math.floor(x / 10)] ?? ''}${x % 10 ? `-${ones[x % 10] ?? ''}` : ''}`
  const below1000 = (x: number) =>
    [x >= 100 ? `${ones[Math.floor(x / 100)] ?? ''} HUNDRED` : '', x % 100 ? below100(x % 100) : '']
      .filter(Boolean)
      .join(' ')
  const w = [
    whole >= 1000 ? `${below1000(Math.floor(whole / 1000))} THOUSAND` : '',
    below1000(whole % 1000),
  ]
    .filter(Boolean)
    .join(' ')
  return `${w} AND ${String(cents).padStart(2, '0')}/100 DOLLARS (${usd(n)})`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 84, size: 12 })
  const { f } = k
  const paper = numberedPaper(k, { lines: 28, pitch: 24, top: 720, size: 11.6 })
  const them = v.tenants.length > 1
  paper.centre('RESIDENTIAL LEASE AGREEMENT', k.w.bold, 13)
  paper.skip()
  let n = 0
  const para = (head: string, text: string) => {
    if (paper.left() < 2) paper.turn()
    paper.para(text, { head: `${++n}. ${head}.`, first: 36 })
  }
  para(
    'Parties',
    `This Residential Lease Agreement (the "Lease") is made as of ${dt(v.made).long}, by and between ${v.landlord} ("Landlord")${
      v.agent ? `, acting by and through its managing agent, ${v.agent.name} ("Agent"),` : ','
    } and ${andList(v.tenants.map((t) => t.p.full))} (${them ? 'jointly and severally, ' : ''}"Tenant").`,
  )
  para(
    'Premises',
    `Landlord leases to Tenant, and Tenant leases from Landlord, the dwelling known as ${v.premises} (the "Premises"). The Premises shall be occupied only by Tenant${
      v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full}, ${o.who}`))}` : ''
    }.`,
  )
  para(
    'Term',
    v.term.kind === 'fixed'
      ? `The term of this Lease shall commence on ${dt(v.term.start).long}, and shall expire at 11:59 p.m. on ${dt(v.term.end).long}, unless sooner terminated as provided herein. If Tenant holds over with Landlord's written consent, the tenancy shall be from month to month.`
      : `The tenancy shall commence on ${dt(v.term.start).long}, and shall continue from month to month until terminated by either party upon at least one (1) month's written notice (Md. Code Ann., Real Prop. \u00a7 8-402).`,
  )
  const due = 'due and payable in advance on the first (1st) day of each calendar month'
  para(
    'Rent',
    `Tenant shall pay rent in the amount of ${words(v.rent)} per month, ${due}, without deduction or set-off.`,
  )
  para('Payment', v.pay)
  para(
    'Late Charge',
    `If any installment of rent is not received within ${v.late.days} days after the date on which it is due, Tenant shall pay a late charge ${v.late.charge}. No late charge may exceed five percent (5%) of the amount of rent due for the rental period (Md. Code Ann., Real Prop. \u00a7 8-208(d)(3)).`,
  )
  const nsf = `Tenant shall pay a fee of ${words(v.nsf)} for each check or electronic payment returned unpaid for any reason.`
  para('Returned Payments', nsf)
  const ret =
    "together with simple interest as required by law, less any damages rightfully withheld, by first-class mail to Tenant's last known address within forty-five (45) days after the termination of the tenancy"
  para(
    'Security Deposit',
    `Tenant has paid a security deposit of ${words(v.deposit)}, receipt of which is acknowledged by Landlord. The deposit shall be held in an escrow account in a federally insured financial institution in Maryland. Tenant has the right to have the Premises inspected in Tenant's presence for the purpose of making a written list of damages existing at the commencement of the tenancy if Tenant so requests by certified mail within fifteen (15) days after occupancy. Landlord shall return the security deposit, ${ret} (Md. Code Ann., Real Prop. \u00a7 8-203).`,
  )
  para('Utilities', v.utilities)
  para(
    'Use and Guests',
    `The Premises shall be used only as a private residence. No guest shall remain on the Premises for more than ${v.guests.words} consecutive days without Landlord's prior written consent.`,
  )
  para('Pets', v.pets)
  para(
    'Maintenance',
    'Tenant shall keep the Premises in a clean and sanitary condition and shall promptly notify Landlord in writing of any defect. Landlord shall make repairs required by law within a reasonable time after notice.',
  )
  para(
    'Access',
    'Landlord may enter the Premises at reasonable times upon at least twenty-four (24) hours\u2019 notice to inspect, repair or show the Premises, and at any time without notice in an emergency.',
  )
  para('Lead Paint', v.lead)
  para(
    'Notices',
    `All notices to Landlord shall be in writing and sent to ${v.notices}. Notices to Tenant shall be delivered to the Premises, with a copy by electronic mail to ${andList(
      v.tenants.map((t) => `${t.p.full} at ${t.email} (telephone ${t.tel})`),
    )}.`,
  )
  para(
    'Entire Agreement',
    'This Lease is governed by the laws of the State of Maryland, contains the entire agreement of the parties and may be amended only by a writing signed by Landlord and Tenant.',
  )
  if (paper.left() < 6 + v.tenants.length * 3) paper.turn()
  paper.para(
    'IN WITNESS WHEREOF, the parties have executed this Lease under seal as of the date first written above.',
    {
      first: 36,
    },
  )
  paper.skip()
  const seal = (who: string, line2: string | null) => {
    paper.para('____________________________ (SEAL)', { indent: 200 })
    paper.para(who, { indent: 200 })
    if (line2) paper.para(line2, { indent: 200 })
  }
  seal(`LANDLORD: ${v.landlord}`, v.agent ? `By: ${v.agent.name}, Agent` : null)
  for (const t of v.tenants) seal(`TENANT: ${t.p.full}`, null)
  paper.finish()
  const pages = k.w.doc.getPages()
  pages.forEach((p, i) => {
    p.drawLine({ start: { x: 40, y: 52 }, end: { x: 572, y: 52 }, thickness: 0.6 })
    const mid = `RESIDENTIAL LEASE \u2014 Page ${i + 1} of ${pages.length}`
    p.drawText(mid, {
      x: (612 - f.sans.widthOfTextAtSize(mid, 7.6)) / 2,
      y: 40,
      size: 7.6,
      font: f.sans,
    })
    p.drawText(v.firm, {
      x: (612 - f.italic.widthOfTextAtSize(v.firm, 7.4)) / 2,
      y: 30,
      size: 7.4,
      font: f.italic,
      color: rgb(0.3, 0.3, 0.3),
    })
  })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 45,
      depositReturnCondition: ret,
      _notes: [
        'A lease typed by a law office on line-numbered legal paper: twenty-eight numbered lines a page at double spacing between a double rule at the left and a single rule at the right (the line numbers 1\u201328 down the left margin of every page are in the text layer), a centred title on line 1, numbered paragraphs with bold run-in heads and a first-line indent, amounts in capitals in words with the figures in brackets, "IN WITNESS WHEREOF" and seal lines with the names under them, and a footer rule with the page count and the preparing firm\u2019s name.',
        'rentDueDescription from paragraph 4; the late charge is "within [n] days after the date on which it is due" (gracePeriodDays) with the 5% cap stated for every charge (lateFeePercentage only where the charge itself is a percentage); nsfPolicy paragraph 7; depositReturnCondition the wording after "return the security deposit," in paragraph 8 (forty-five days). Tenant telephone and e-mail only in the Notices paragraph (first tenant). The lease date is not the start date.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'maryland_numbered_paper',
  title: 'Maryland lease typed by a law office on line-numbered legal paper',
  exercises:
    'twenty-eight numbered lines a page, double-spaced, between a double rule at the left and a single rule at the right, the line numbers down the left margin; centred title; numbered paragraphs with bold run-in heads: parties (an LLC "acting by and through its managing agent", or an individual with a middle initial; two tenants jointly and severally, or one), premises (the apartment first, or a house) with an occupant named in a clause, fixed term "shall commence on \u2026 and shall expire at 11:59 p.m. on \u2026" in long dates with month-to-month holdover, or month to month on one month\u2019s notice; rent in capitals in words with figures "due and payable in advance on the first (1st) day of each calendar month"; payment (payee; checks, money orders and cashier\u2019s checks at the agent\u2019s office with its hours and a resident portal, cash refused; or checks mailed to a P.O. box and Zelle to an e-mail); late charge "within ten (10) / five (5) days after the date on which it is due" as five percent or a flat amount in words, with the statutory 5% cap; returned-payment sentence in words and figures; deposit in words with an escrow, inspection-list and interest clause, returned within forty-five days; utilities, guests in consecutive days, pets, maintenance, access, lead paint (built after 1978, or a lead risk reduction certificate), notices with the tenants\u2019 e-mails and telephones (their only place); IN WITNESS WHEREOF with seal lines; a footer rule with page count and the firm\u2019s name',
  docs: [
    {
      name: 'tw19_md_numbered_paper_westminster',
      build: () =>
        build({
          made: '2027-06-10',
          landlord: 'Carroll Meadow Residences, LLC',
          agent: {
            name: 'Pipe Creek Management Group, Inc.',
            office: 'Suite 300, 140 East Main Street, Westminster, MD 21157',
            hours: 'Monday through Friday from 9:00 a.m. to 5:00 p.m.',
          },
          tenants: [
            {
              p: person('Ignatius', 'Adeyemi'),
              tel: '(410) 555-0151',
              email: 'i.adeyemi@example.com',
            },
            {
              p: person('Charlotte', 'Brennan-Adeyemi'),
              tel: '(443) 555-0164',
              email: 'cbrennan@example.org',
            },
          ],
          occupants: [],
          premises: 'Apartment 12, 75 Bond Street, Westminster, MD 21157',
          term: { kind: 'fixed', start: '2027-07-01', end: '2028-06-30' },
          rent: 1850,
          deposit: 1850,
          pay: "All rent shall be made payable to Pipe Creek Management Group, Inc., and paid by check, money order or cashier's check delivered or mailed to Agent's office at Suite 300, 140 East Main Street, Westminster, MD 21157, during Agent's office hours, Monday through Friday from 9:00 a.m. to 5:00 p.m., or by electronic payment through Agent's resident portal. Cash shall not be accepted.",
          methods: ['Check', 'Money Order', "Cashier's Check", 'Online Portal'],
          zelle: null,
          payee: 'Pipe Creek Management Group, Inc.',
          payAt: 'Suite 300, 140 East Main Street, Westminster, MD 21157',
          late: {
            days: 'ten (10)',
            charge: 'equal to five percent (5%) of the monthly rent',
            n: 10,
            pct: 5,
          },
          nsf: 35,
          utilities:
            'Tenant shall pay for electricity, gas, telephone, cable and internet service. Landlord shall pay for water, sewer and trash collection.',
          guests: { words: 'fourteen (14)', n: 14 },
          pets: 'No pets shall be kept on the Premises without the prior written consent of Landlord.',
          lead: 'Landlord states that the building in which the Premises are located was constructed in 1986, after 1978, and is not subject to the Maryland lead risk reduction requirements.',
          notices:
            'Pipe Creek Management Group, Inc., Suite 300, 140 East Main Street, Westminster, MD 21157',
          firm: 'Prepared by Kestrel & Albright, LLC, Attorneys at Law \u2014 Form 27-114',
          notes: [
            'An LLC landlord acting through a managing agent (managementCompany, payee, officeHours); checks, money orders and cashier\u2019s checks delivered or mailed to the agent\u2019s office (paymentAddress, suite first), which is also the address for notices (mailingAddress is the address after the agent\u2019s name). Two tenants jointly and severally (a hyphenated surname). Fixed term in long dates. Late after ten days, five percent. Cash refused.',
          ],
        }),
    },
    {
      name: 'tw19_md_numbered_paper_bel_air_scan',
      build: () =>
        build({
          made: '2027-09-20',
          landlord: 'Bernadette M. Kowalczyk',
          agent: null,
          tenants: [
            { p: person('Terrence', 'Oduya'), tel: '(410) 555-0119', email: 'toduya@example.net' },
          ],
          occupants: [{ p: person('Martha', 'Oduya'), who: "Tenant's mother" }],
          premises: '312 Hickory Avenue, Bel Air, MD 21014',
          term: { kind: 'monthly', start: '2027-10-01' },
          rent: 1425,
          deposit: 1425,
          pay: 'All rent shall be made payable to Bernadette M. Kowalczyk and paid by check mailed to P.O. Box 1533, Bel Air, MD 21014, or by Zelle to bkowalczyk@example.com. Landlord does not accept cash or money orders.',
          methods: ['Check', 'Zelle'],
          zelle: 'bkowalczyk@example.com',
          payee: 'Bernadette M. Kowalczyk',
          payAt: 'P.O. Box 1533, Bel Air, MD 21014',
          late: {
            days: 'five (5)',
            charge: 'of FIFTY AND 00/100 DOLLARS ($50.00)',
            n: 5,
            pct: null,
          },
          nsf: 25,
          utilities:
            'Tenant shall pay for all utilities serving the Premises, including electricity, oil heat, water and sewer, and shall keep the oil tank at least one-quarter full from October through April.',
          guests: { words: 'ten (10)', n: 10 },
          pets: 'Tenant may keep one cat. No other animals shall be kept on the Premises.',
          lead: 'The dwelling was constructed in 1938. Landlord has delivered to Tenant a copy of the current lead risk reduction inspection certificate for the Premises and the Maryland lead poisoning prevention notice.',
          notices: 'P.O. Box 1533, Bel Air, MD 21014',
          firm: 'Prepared by the Law Office of Orrin T. Pettibone \u2014 lease/KOWALCZYK/2027',
          notes: [
            'An individual landlord with a middle initial and no agent; checks mailed to her P.O. box (paymentAddress, mailingAddress); Zelle to an e-mail (zelleNumber); cash and money orders refused. One tenant; his mother as an occupant named in the premises paragraph. Month to month from a long date. Late after five days with a flat charge in words and figures; the 5% cap is not the charge (lateFeePercentage null). The oil-tank clause is not a charge.',
          ],
        }),
      scan: {
        dpi: 125,
        rotate: -0.9,
        shear: 0.016,
        contrast: 0.92,
        noise: 6,
        quality: 42,
        seed: 19502,
      },
    },
  ],
}
