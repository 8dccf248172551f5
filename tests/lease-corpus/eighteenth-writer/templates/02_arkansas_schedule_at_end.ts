import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, hangPara, itemRows, pageNumbers, room, signPair } from '../parts'

type V = {
  made: string
  landlord: string
  landlordTel: string
  agent: { name: string; office: string; tel: string; hours: string } | null
  notices: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  due: { words: string; n: number }
  pay: string
  methods: string[]
  zelle: string | null
  payee: string
  payAt: string | null
  late: { item: string; n: number; pct: number | null }
  nsf: number
  deposit: number
  utilities: string
  pets: string
  guests: { item: string; days: number }
  special: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.4 })
  const { f } = k
  k.w.y = k.w.height - 62
  k.centre('RESIDENTIAL LEASE', 17, k.w.bold)
  k.centre('Part 1: General Terms   \u2022   Part 2: Schedule', 9, f.italic)
  k.gap(4)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 0.8,
  })
  k.gap(10)
  k.p(
    'This Lease is made up of the General Terms in Part 1 and the Schedule in Part 2, which the parties sign. A reference to an \u201cItem\u201d is to the numbered item of the Schedule, and a word that begins with a capital letter has the meaning the Schedule gives it. If the Schedule and the General Terms differ, the Schedule controls.',
    { size: 9.2, font: f.italic },
  )
  k.gap(4)
  k.line('PART 1 \u2014 GENERAL TERMS', 10.5, k.w.bold)
  k.gap(2)
  let n = 0
  const term = (title: string, text: string) =>
    hangPara(k, `${++n}.`, text, { size: 9.2, hang: 20, title })
  const them = v.tenants.length > 1
  term(
    'Lease',
    `The Landlord in Item 2 leases to the Tenant in Item 5 the Premises in Item 7 for the Term in Item 8.${them ? ' Where more than one person is the Tenant, each of them is jointly and severally liable for every obligation of the Tenant.' : ''}`,
  )
  term(
    'Term',
    'The Term begins on the Commencement Date and ends on the Expiry Date shown in Item 8. If the Tenant stays in possession after the Expiry Date with the Landlord\u2019s consent, the tenancy is from month to month on the same terms. If Item 8 states no Expiry Date, the tenancy is from month to month, and either party may end it by written notice given at least thirty (30) days before the end of a rental month (Ark. Code Ann. \u00a7 18-17-704).',
  )
  term(
    'Rent',
    'The Tenant shall pay the Monthly Rent in Item 9, in advance, at the time stated in Item 10, without demand, set-off or deduction. Charges named elsewhere in the Schedule are not part of the Monthly Rent.',
  )
  term(
    'Payment',
    'Rent shall be paid to the payee, at the place and by the means stated in Item 11. A payment is made when the payee receives it.',
  )
  term(
    'Late charge',
    'Rent not received within the time stated in Item 12 is late, and the Tenant shall then pay the late charge stated in Item 12 as additional rent.',
  )
  const nsf =
    'For each check or electronic payment returned unpaid, the Tenant shall pay the returned-payment charge in Item 13.'
  term(
    'Returned payments',
    `${nsf} After two returned payments the Landlord may require that rent be paid only by money order or cashier\u2019s check.`,
  )
  const ret =
    'less any lawful deductions listed in writing, to the Tenant within sixty (60) days after the tenancy ends and the Tenant surrenders possession'
  term(
    'Security Deposit',
    `The Tenant has paid the Security Deposit in Item 14. It is not an advance payment of rent. The Landlord shall return the security deposit, ${ret} (Ark. Code Ann. \u00a7 18-16-305). The Tenant shall give the Landlord a forwarding address in writing.`,
  )
  term(
    'Occupancy and guests',
    'Only the Tenant and the Occupants named in Item 6 may live in the Premises. Guests may stay only within the limit in Item 17.',
  )
  term(
    'Utilities',
    'Each utility service is paid for by the party named in Item 15. The Tenant shall keep the services the Tenant pays for connected throughout the Term.',
  )
  term('Pets', 'No animal may be kept on the Premises except as Item 16 allows.')
  term(
    'Use and care',
    'The Tenant shall use the Premises only as a private dwelling, keep them clean and safe, and not disturb the neighbors. The Tenant shall pay for damage caused by the Tenant, Occupants or guests, beyond normal wear and tear.',
  )
  term(
    'Repairs',
    'The Tenant shall report any needed repair promptly in writing. The Landlord shall make repairs to the roof, structure, plumbing, heating and electrical systems within a reasonable time.',
  )
  term(
    'Entry',
    'The Landlord or the Landlord\u2019s agent may enter at reasonable times, after reasonable notice, to inspect, repair or show the Premises, and at any time in an emergency.',
  )
  term(
    'Notices',
    'Notices to the Landlord must be in writing and sent to the address for notices in Item 4. Notices to the Tenant may be delivered at the Premises or sent to an e-mail address in Item 5.',
  )
  term(
    'Default',
    'If the Tenant fails to pay rent when due or breaks another term of this Lease, the Landlord may end the tenancy as Arkansas law allows and recover unpaid rent and damages.',
  )
  term(
    'Special terms and whole agreement',
    'The special terms in Item 18 form part of this Lease. This Lease is the whole agreement between the parties; a change binds them only if it is in writing and signed by both.',
  )

  // ---- Part 2: the Schedule, on a page of its own ----
  freshPage(k)
  k.w.y = k.w.height - 62
  k.line('PART 2 \u2014 SCHEDULE', 12, k.w.bold)
  k.line('Lease particulars referred to in the General Terms', 8.6, f.italic)
  k.gap(6)
  const start = dt(v.term.start)
  const items: [string, string, string][] = [
    ['1', 'Date of this Lease', dt(v.made).long],
    ['2', 'Landlord', `${v.landlord}; telephone ${v.landlordTel}`],
    [
      '3',
      'Landlord\u2019s agent',
      v.agent
        ? `${v.agent.name}, ${v.agent.office}; telephone ${v.agent.tel}; office hours ${v.agent.hours}`
        : 'None \u2014 the Landlord manages the Premises.',
    ],
    ['4', 'Address for notices to the Landlord', v.notices],
    [
      '5',
      them ? 'Tenant (jointly and severally)' : 'Tenant',
      v.tenants.map((t) => `${t.p.full} \u2014 tel. ${t.tel} \u2014 ${t.email}`).join('\n'),
    ],
    [
      '6',
      'Occupants (not Tenants)',
      v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.who})`).join('; ') : 'None',
    ],
    ['7', 'Premises', v.premises],
    [
      '8',
      'Term',
      v.term.kind === 'fixed'
        ? `Commencement Date: ${start.long}\nExpiry Date: ${dt(v.term.end).long}`
        : `Commencement Date: ${start.long}\nExpiry Date: none \u2014 month to month (General Term 2)`,
    ],
    ['9', 'Monthly Rent', moneyWords(v.rent, 'title')],
    ['10', 'Rent due', v.due.words],
    ['11', 'Payee, place and means of payment', v.pay],
    ['12', 'Late charge', v.late.item],
    ['13', 'Returned-payment charge', `${usd(v.nsf)} for each returned check or payment`],
    ['14', 'Security Deposit', moneyWords(v.deposit, 'title')],
    ['15', 'Utilities', v.utilities],
    ['16', 'Pets', v.pets],
    ['17', 'Guests', v.guests.item],
    ['18', 'Special terms', v.special],
  ]
  itemRows(k, items, { size: 8.5, labelW: 150, pad: 6 })
  room(k, 30 + Math.ceil((v.tenants.length + 1) / 2) * 60)
  k.p(
    `Signed by the parties on ${dt(v.made).long}, each of whom has read the General Terms and this Schedule and received a copy.`,
    { size: 9 },
  )
  k.gap(6)
  const landlordBlock = v.agent
    ? [`LANDLORD: ${v.landlord}`, `by ${v.agent.name}, agent`]
    : [`LANDLORD: ${v.landlord}`]
  const blocks = [landlordBlock, ...v.tenants.map((t) => [`TENANT: ${t.p.full}`])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(k, (i, m) => `Residential Lease \u2014 ${v.premises} \u2014 ${i}/${m}`, {
    align: 'right',
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
      rentDueDay: v.due.n,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: v.due.words,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 60,
      depositReturnCondition: ret,
      _notes: [
        'Serif lease whose values all sit in a Schedule at the end: a centred title with a "Part 1 / Part 2" line, an italic note that "Item" means an item of the Schedule, sixteen General Terms with hanging numbers and run-in titles that name no party, date or amount but refer to Item numbers, then on a page of its own PART 2 \u2014 SCHEDULE: eighteen items as rows (item number and label in a left column, the value typed in a fixed-pitch face to the right of a double rule), a signing line with a long date and signature pairs.',
        'rentDueDescription is the value of Item 10; nsfPolicy the first sentence of General Term 6 (its charge is in Item 13); depositReturnCondition the wording after "return the security deposit," in General Term 7 (sixty days). Rent and deposit in title-case words with figures (Items 9 and 14). Tenant contacts from Item 5 (first tenant).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'arkansas_schedule_at_end',
  title:
    'Arkansas residential lease with General Terms first and every particular in a Schedule at the end',
  exercises:
    'serif title with a "Part 1: General Terms \u2022 Part 2: Schedule" line and an italic note that Items are those of the Schedule; sixteen General Terms with hanging numbers and run-in titles that refer only to Item numbers (month-to-month when the Schedule states no Expiry Date, returned-payment sentence naming no amount, deposit returned within sixty days with the Arkansas citation); the Schedule on the last page as eighteen item rows with the label in a left column and values in a fixed-pitch face: long lease date, landlord (a married couple with a managing agent whose office, phone and hours are in Item 3, or an individual who manages the premises) with telephone, notices to the agent\u2019s P.O. box or the landlord\u2019s P.O. box, tenants one per line with telephone and e-mail (three jointly and severally, or one), occupants or None, premises (a house, or the apartment first), Commencement and Expiry Dates as long dates or "none \u2014 month to month", rent and deposit in title-case words with figures, rent due "on or before the first (1st) / fifth (5th) day of each calendar month", payee, place and means (tenant portal, money orders and cashier\u2019s checks mailed to the agent\u2019s P.O. box; or checks, money orders and Zelle to the landlord\u2019s phone), late charge flat with a daily add-on after the 5th or a percentage after the 10th, returned-payment charge, utilities, pets, guests (consecutive nights, or days in six months), special terms with a lawn service or storage shed charge that is not rent; signing line and signature pairs',
  docs: [
    {
      name: 'tw18_ar_schedule_lease_russellville',
      build: () =>
        build({
          made: '2027-07-19',
          landlord: 'Wendell Ashcraft and Marcia Ashcraft',
          landlordTel: '(479) 555-0106',
          agent: {
            name: 'River Valley Property Group, Inc.',
            office: 'Suite 3, 901 West Main Street, Russellville, AR 72801',
            tel: '(479) 555-0114',
            hours: 'Monday\u2013Friday, 8:30 a.m.\u20135:00 p.m.',
          },
          notices: 'P.O. Box 2207, Russellville, AR 72811',
          tenants: [
            {
              p: person('Tobias', 'Hallberg'),
              tel: '(479) 555-0161',
              email: 'tobias.hallberg@example.com',
            },
            { p: person('Ayesha', 'Rahman'), tel: '(479) 555-0178', email: 'a.rahman@example.org' },
            { p: person('Connor', 'McKee'), tel: '(479) 555-0185', email: 'cmckee@example.net' },
          ],
          occupants: [],
          premises: '1614 West Poplar Street, Russellville, AR 72801',
          term: { kind: 'fixed', start: '2027-08-01', end: '2028-07-31' },
          rent: 1350,
          due: { words: 'on or before the first (1st) day of each calendar month', n: 1 },
          pay: 'Payable to River Valley Property Group, Inc. through its tenant portal (e-check or card), or by money order or cashier\u2019s check mailed to P.O. Box 2207, Russellville, AR 72811. No cash or personal checks.',
          methods: ['Online Portal', 'Money Order', "Cashier's Check"],
          zelle: null,
          payee: 'River Valley Property Group, Inc.',
          payAt: 'P.O. Box 2207, Russellville, AR 72811',
          late: {
            item: 'Rent not received by the end of the fifth (5th) day of the month is late. Late charge $50.00, plus $10.00 for each further day, not to exceed $100.00 in a month.',
            n: 5,
            pct: null,
          },
          nsf: 30,
          deposit: 1350,
          utilities:
            'Tenant: electricity, natural gas, water, sewer and trash (city accounts), internet. Landlord: none.',
          pets: 'None allowed.',
          guests: {
            item: 'No guest may stay more than seven (7) consecutive nights without the agent\u2019s written consent.',
            days: 7,
          },
          special:
            'Lawn service by the Landlord\u2019s contractor, $40.00 per month, billed with the rent; this charge is not part of the Monthly Rent. Each Tenant has a separate bedroom key.',
          notes: [
            'A married couple as landlord with a managing agent (managementCompany; officeHours in Item 3); notices to the agent\u2019s P.O. box (mailingAddress), where money orders and cashier\u2019s checks are also mailed (paymentAddress); payable to the agent. Three tenants jointly and severally, no occupants. Fixed term in long dates. Late after the end of the 5th (flat charge with a daily add-on). The lawn service charge ($40.00 a month) is not rent. Guests seven consecutive nights.',
          ],
        }),
    },
    {
      name: 'tw18_ar_schedule_lease_searcy',
      build: () =>
        build({
          made: '2027-09-22',
          landlord: 'Lorene Batson',
          landlordTel: '(501) 555-0122',
          agent: null,
          notices: 'P.O. Box 384, Searcy, AR 72145',
          tenants: [
            { p: person('Wesley', 'Cato'), tel: '(501) 555-0149', email: 'wes.cato@example.com' },
          ],
          occupants: [{ p: person('Gloria', 'Cato'), who: 'the Tenant\u2019s mother' }],
          premises: 'Apartment 2, 305 East Race Avenue, Searcy, AR 72143',
          term: { kind: 'fixed', start: '2027-10-01', end: '2028-03-31' },
          rent: 780,
          due: { words: 'on or before the fifth (5th) day of each calendar month', n: 5 },
          pay: 'Payable to Lorene Batson by check or money order mailed to P.O. Box 384, Searcy, AR 72145, or by Zelle to (501) 555-0122.',
          methods: ['Check', 'Money Order', 'Zelle'],
          zelle: '(501) 555-0122',
          payee: 'Lorene Batson',
          payAt: 'P.O. Box 384, Searcy, AR 72145',
          late: {
            item: 'Rent not received by the end of the tenth (10th) day of the month is late. Late charge: ten percent (10%) of the Monthly Rent.',
            n: 10,
            pct: 10,
          },
          nsf: 25,
          deposit: 500,
          utilities:
            'Landlord: water, sewer and trash. Tenant: electricity and natural gas, and any telephone, cable or internet service.',
          pets: 'One cat allowed; no pet deposit. No dogs.',
          guests: {
            item: 'Guests may stay up to fourteen (14) days in any six-month period.',
            days: 14,
          },
          special:
            'The storage shed behind the building may be rented for $20.00 per month, which is not part of the Monthly Rent. The Tenant mows the yard of the building from April to October.',
          notes: [
            'An individual landlord who manages the apartment herself (Item 3 "None"); notices and checks or money orders to her P.O. box (mailingAddress, paymentAddress); Zelle to her telephone (zelleNumber). One tenant and his mother as an occupant. A six-month fixed term in long dates. Rent due on or before the fifth (rentDueDay 5); late after the end of the 10th with a 10% charge. The storage shed ($20.00 a month) is not rent. Guests fourteen days in six months.',
          ],
        }),
    },
  ],
}
