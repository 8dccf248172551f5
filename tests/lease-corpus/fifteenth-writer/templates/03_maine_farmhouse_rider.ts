import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, pageNumbers, room, signPair, underlined } from '../parts'

type V = {
  county: string
  made: string
  landlords: Person[]
  landlordLine: string
  landlordMail: string
  landlordTel: string
  tenants: { p: Person; tel: string; email: string }[]
  children: Person[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'will'; start: string }
  rent: number
  due: string
  dueDay: number
  payText: string
  methods: string[]
  payee: string | null
  payAt: string | null
  zelle: string | null
  deposit: number
  returnDays: { words: string; n: number }
  nsf: number
  animals: string
  cords: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 56, size: 9.4 })
  const { f } = k
  k.w.y = k.w.height - 58
  k.centre(`${v.county}  \u00b7  State of Maine`, 8, f.italic)
  k.gap(5)
  k.centre('FARMHOUSE RENTAL AGREEMENT', 16, k.w.bold)
  k.centre('with Rider A \u2014 Wood Heat, Water Supply and Outbuildings', 9, f.italic)
  const rule = (dy: number, t: number) =>
    k.w.page.drawLine({
      start: { x: k.L + 60, y: k.w.y + dy },
      end: { x: k.L + k.W - 60, y: k.w.y + dy },
      thickness: t,
      color: rgb(0.25, 0.25, 0.25),
    })
  rule(4, 1.2)
  rule(1.5, 0.4)
  k.gap(12)
  const landlordWord = v.landlords.length > 1 ? 'Landlords' : 'Landlord'
  const LW = landlordWord
  const tenantWord = v.tenants.length > 1 ? 'Tenants' : 'Tenant'
  const TW = tenantWord
  const ls = (pl: string, one: string) => (v.landlords.length > 1 ? pl : one)
  const ts = (pl: string, one: string) => (v.tenants.length > 1 ? pl : one)
  const LWp = ls('Landlords\u2019', 'Landlord\u2019s')
  const tenants = andList(v.tenants.map((t) => t.p.full))
  k.p(
    `THIS AGREEMENT is made on the ${dt(v.made).ordinalOf} by and between ${v.landlordLine}, whose mailing address is ${v.landlordMail} (the \u201c${LW}\u201d), and ${tenants} (the \u201c${TW}\u201d). ${v.children.length ? `The ${TW}\u2019 ${v.children.length > 1 ? 'children' : 'child'}, ${andList(v.children.map((c) => c.full))}, will live with them.` : 'No one else will live in the farmhouse.'}`,
    { size: 9.4, leading: 1.4, after: 7 },
  )
  const u = (n: number, head: string, text: string) =>
    underlined(k, `${n}.`, head, text, { size: 9, leading: 1.34, after: 4.2 })
  const ret = `or give the ${TW} a written statement of the reasons for keeping any part of it, within ${v.returnDays.words} (${v.returnDays.n}) days after the ${TW} move${v.tenants.length > 1 ? '' : 's'} out and return the keys`
  const nsf = `A returned-check fee of $${v.nsf.toFixed(2)} will be charged for every check that the bank returns unpaid.`
  const contacts = v.tenants.map((t) => `${t.p.full} \u2014 ${t.tel}, ${t.email}`).join('; ')
  let n = 0
  u(
    ++n,
    'The premises.',
    `The ${LW} ${ls('let', 'lets')} to the ${TW} the farmhouse at ${v.premises}, with the dooryard, the attached ell and woodshed, the garden plot beside the house and the use of the barn described in Rider A. The hayfields, the sugarbush and the woodlot are not part of the premises.`,
  )
  u(
    ++n,
    'Term.',
    v.term.kind === 'fixed'
      ? `The tenancy begins on the ${dt(v.term.start).ordinalOf} and ends on the ${dt(v.term.end).ordinalOf}. If the ${TW} ${ts('wish', 'wishes')} to stay on, ${ts('they', 'the Tenant')} must ask the ${LW} in writing by the first day of the last month.`
      : `This is a tenancy at will beginning on the ${dt(v.term.start).ordinalOf}, with no fixed ending date. Either party may end it by giving the other at least thirty (30) days\u2019 written notice, as Maine law provides.`,
  )
  u(++n, 'Rent.', `The ${TW} shall pay rent of ${moneyWords(v.rent)} per month, due ${v.due}.`)
  u(++n, 'Paying the rent.', v.payText)
  u(
    ++n,
    'Late rent.',
    `If rent is more than fifteen (15) days late, the ${TW} will owe a late charge of four percent (4%) of one month\u2019s rent, as Maine law allows. The ${LW} will give written notice of the late charge when it is owed.`,
  )
  u(++n, 'Returned checks.', nsf)
  u(
    ++n,
    'Security deposit.',
    `The ${TW} ${ts('have', 'has')} paid a security deposit of ${moneyWords(v.deposit)}. The ${LW} will keep it separate from ${v.landlords.length > 1 ? 'their' : 'her'} own money and will return the security deposit ${ret}.`,
  )
  u(
    ++n,
    'Heat and utilities.',
    `The house is heated by an oil-fired furnace and a wood stove in the kitchen. The ${TW} ${ts('pay', 'pays')} for heating oil, electricity, propane for the range, and telephone and internet. Firewood is covered in Rider A.`,
  )
  u(
    ++n,
    'Water and septic.',
    `Water comes from a drilled well and waste goes to a private septic system. The ${TW} shall not put grease, wipes or chemicals down the drains, and shall tell the ${LW} at once if the water pressure drops or the water changes color.`,
  )
  u(
    ++n,
    'Snow and the dooryard.',
    `The ${LW} ${ls('plow', 'plows')} the driveway after any storm of three inches or more. The ${TW} ${ts('shovel', 'shovels')} the steps and the path to the woodshed and ${ts('keep', 'keeps')} vehicles clear of the plow turnaround.`,
  )
  u(++n, 'Animals.', v.animals)
  u(
    ++n,
    'Guests.',
    `Guests may stay no more than fourteen (14) days in any twelve-month period without the ${LWp} written consent.`,
  )
  u(
    ++n,
    'Entry.',
    `The ${LW} may enter the house at reasonable times after giving at least twenty-four (24) hours\u2019 notice, or at any time in an emergency. The ${LW} may use the farm lane and the barn at any time without notice.`,
  )
  u(
    ++n,
    'Notices.',
    `Notices to the ${LW} must be in writing and mailed to ${v.landlordMail}, or handed to ${v.landlords.length > 1 ? 'either of them' : 'the Landlord'}; telephone ${v.landlordTel}. Notices to the ${TW} may be left at the farmhouse or sent by text message or e-mail to: ${contacts}.`,
  )
  u(
    ++n,
    'Whole agreement.',
    `This agreement and Rider A are the whole agreement between the ${LW} and the ${TW}. Any change must be in writing and signed by all of them.`,
  )
  room(k, 96)
  k.gap(2)
  k.p(`Signed on the ${dt(v.signed).ordinalOf}.`, { size: 9.6 })
  const left = v.landlords.map((l) => [`${LW === 'Landlords' ? 'Landlord' : LW}: ${l.full}`])
  const right = v.tenants.map((t) => [`Tenant: ${t.p.full}`])
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    signPair(k, left[i] ?? [''], right[i] ?? [''])

  freshPage(k)
  k.w.y = k.w.height - 66
  k.centre('RIDER A', 13, k.w.bold)
  k.centre('Wood Heat, Water Supply and Outbuildings', 10, f.italic)
  k.gap(8)
  k.p(
    `This rider is part of the Farmhouse Rental Agreement for ${v.premises}. Where it differs from the agreement, this rider controls.`,
    { size: 9.6, after: 8 },
  )
  const rider: [string, string][] = [
    ['A-1. Firewood.', v.cords],
    [
      'A-2. The wood stove.',
      `Burn only dry, seasoned wood. Empty ashes into the metal can on the stone pad, never into a paper or plastic bag. The ${LW} ${ls('have', 'has')} the chimney swept every September; the ${TW} shall report any smoke in the kitchen or creosote smell at once.`,
    ],
    [
      'A-3. Smoke and carbon monoxide alarms.',
      `The ${LW} ${ls('have', 'has')} installed alarms on each floor. The ${TW} ${ts('test', 'tests')} them monthly and ${ts('replace', 'replaces')} batteries as needed.`,
    ],
    [
      'A-4. Well water.',
      `The ${LW} had the well water tested for bacteria, arsenic and radon and will give the ${TW} the results. The ${TW} shall not run the hose to fill a pool or wash vehicles during a dry spell.`,
    ],
    [
      'A-5. The barn.',
      `The ${TW} may park two vehicles and store garden tools and bicycles on the barn floor. The hayloft, the tack room and the workshop stay closed. No heat lamps, space heaters or fuel cans in the barn.`,
    ],
    [
      'A-6. Trash and burning.',
      `No burning of trash. Brush may be burned only with a town permit and with the ${LWp} consent. The ${TW} ${ts('take', 'takes')} household trash to the transfer station.`,
    ],
  ]
  for (const [head, text] of rider) underlined(k, '', head, text, { size: 9.6 })
  room(k, 110)
  k.gap(6)
  k.p(`Agreed on the ${dt(v.signed).ordinalOf}.`, { size: 9.6 })
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    signPair(k, left[i] ?? [''], right[i] ?? [''])
  pageNumbers(k, (i, m) => `${i} of ${m}`, { align: 'center', font: f.italic })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.children.length ? v.children : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).ordinalOf : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 14,
      managementCompany: null,
      housingProvider: andList(v.landlords.map((l) => l.full)),
      mailingAddress: v.landlordMail,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: 4,
      gracePeriodDays: 15,
      nsfFeeFirst: v.nsf,
      rentDueDescription: v.due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: v.returnDays.n,
      depositReturnCondition: ret,
      _notes: [
        'Rural farmhouse rental set in a serif face: centred county line and title between short double rules, an opening paragraph naming the landlords with their mailing address and the tenants (and children living with them), fifteen numbered paragraphs with underlined run-in heads, amounts in lower-case words and figures, dates as "the Nth day of Month, year", tenants\u2019 phones and e-mails only in the notices paragraph (first-listed tenant\u2019s), signature pairs, and a rider page (firewood, stove, alarms, well, barn, trash) signed again.',
        'The late charge is 4% of one month\u2019s rent when rent is "more than fifteen (15) days late" (lateFeePercentage 4, gracePeriodDays 15). nsfPolicy is the returned-checks paragraph; depositReturnCondition the words after "return the security deposit". Guests "fourteen (14) days in any twelve-month period". No manager: the landlords are the housingProvider as the opening names them; mailingAddress is their mailing address where notices go. Firewood sold by the cord in the rider is not rent.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'maine_farmhouse_rider',
  title:
    'Maine farmhouse rental agreement with underlined paragraph heads and a wood heat and outbuildings rider',
  exercises:
    'serif page with a centred county line, title and italic subtitle over short double rules, opening paragraph "made on the Nth day of Month, year" naming the landlords (a married couple with a P.O. box in the next town, or one landlord at her own road address) and tenants (two with a child, or one), fifteen numbered paragraphs with underlined run-in heads: farmhouse with dooryard and barn, fixed term in "Nth day of Month, year" dates or a tenancy at will on thirty days\u2019 notice, rent in lower-case words and figures due on or before the first day of every calendar month or on or before the fifteenth (15th), payment by check to the couple mailed to their P.O. box or cash with a receipt, or Zelle to the landlord\u2019s phone and checks payable to her, a 4% late charge when rent is more than fifteen days late, returned-check fee sentence, deposit in words returned within thirty or twenty-one days with a written statement, oil and wood heat, well and septic, snow, animals, guests per twelve months, 24-hour entry, notices with the landlords\u2019 phone and the tenants\u2019 phones and e-mails; signature pairs; a Rider A page with underlined heads (firewood included or sold by the cord, stove, alarms, well test, barn, trash) signed again',
  docs: [
    {
      name: 'tw15_me_farmhouse_dover_foxcroft',
      build: () =>
        build({
          county: 'Piscataquis County',
          made: '2027-04-09',
          landlords: [person('Everett', 'Thibodeau'), person('June', 'Thibodeau')],
          landlordLine: 'Everett Thibodeau and June Thibodeau, husband and wife',
          landlordMail: 'P.O. Box 71, Sangerville, ME 04479',
          landlordTel: '207-555-0133',
          tenants: [
            {
              p: person('Cormac', 'Lindgren'),
              tel: '207-555-0144',
              email: 'cormac.lindgren@example.com',
            },
            {
              p: person('Tessa', 'Boudreau-Hale'),
              tel: '207-555-0192',
              email: 'tessa.bh@example.net',
            },
          ],
          children: [person('Wren', 'Lindgren')],
          premises: '1247 Pine Ridge Road, Dover-Foxcroft, ME 04426',
          term: { kind: 'fixed', start: '2027-05-01', end: '2028-04-30' },
          rent: 1450,
          due: 'on or before the first day of every calendar month',
          dueDay: 1,
          payText:
            'Rent may be paid by check payable to Everett or June Thibodeau and mailed to P.O. Box 71, Sangerville, ME 04479, or in cash handed to either Landlord, who will give a signed receipt.',
          methods: ['Check', 'Cash'],
          payee: 'Everett or June Thibodeau',
          payAt: 'P.O. Box 71, Sangerville, ME 04479',
          zelle: null,
          deposit: 1450,
          returnDays: { words: 'thirty', n: 30 },
          nsf: 25,
          animals:
            'The Tenants may keep one dog and up to six laying hens in the coop behind the woodshed. No other livestock without the Landlords\u2019 written consent.',
          cords:
            'Four (4) cords of seasoned hardwood are delivered to the woodshed by October 1 each year and are included in the rent. Further cords may be bought from the Landlords at $275.00 a cord, which is not rent.',
          signed: '2027-04-09',
          notes: [
            'A married couple who live in the next town own the farmhouse and rent it themselves; notices and checks go to their P.O. box (mailingAddress and paymentAddress), checks payable to "Everett or June Thibodeau" (paymentRecipient), or cash with a receipt. Two unmarried tenants and a child (additionalOccupants). Fixed term; terminationDateText as the term paragraph writes it ("30th day of April, 2028"). 30-day deposit return.',
          ],
        }),
    },
    {
      name: 'tw15_me_farmhouse_houlton_photo',
      build: () =>
        build({
          county: 'Aroostook County',
          made: '2027-10-04',
          landlords: [person('Rosalind', 'Pelletier')],
          landlordLine: 'Rosalind Pelletier',
          landlordMail: '62 Station Road, Hodgdon, ME 04730',
          landlordTel: '207-555-0115',
          tenants: [
            {
              p: person('Declan', 'Qualey'),
              tel: '207-555-0168',
              email: 'declan.qualey@example.org',
            },
          ],
          children: [],
          premises: '2150 North Road, Houlton, ME 04730',
          term: { kind: 'will', start: '2027-10-15' },
          rent: 1175,
          due: 'on or before the fifteenth (15th) day of each month',
          dueDay: 15,
          payText:
            'Rent may be paid by Zelle to the Landlord at 207-555-0115, or by check payable to Rosalind Pelletier, mailed or brought to 62 Station Road, Hodgdon, ME 04730. The Landlord does not accept cash.',
          methods: ['Zelle', 'Check'],
          payee: 'Rosalind Pelletier',
          payAt: '62 Station Road, Hodgdon, ME 04730',
          zelle: '207-555-0115',
          deposit: 1000,
          returnDays: { words: 'twenty-one', n: 21 },
          nsf: 30,
          animals:
            'The Tenant may keep one cat. No dogs, poultry or livestock without the Landlord\u2019s written consent.',
          cords:
            'The Tenant buys his own firewood. The Landlord will sell seasoned hardwood at $260.00 a cord, delivered, which is not rent. Wood is stacked only in the woodshed.',
          signed: '2027-10-04',
          notes: [
            'One landlord who lives in the next town and one tenant; no manager. A tenancy at will with no end date (month-to-month, endDate and terminationDateText null), starting on the 15th with rent due on or before the 15th of each month (rentDueDay 15). Zelle to the landlord\u2019s phone (zelleNumber as written) or checks payable to her at her own address (paymentAddress, also mailingAddress); cash refused. 21-day deposit return.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: -1.8,
        shear: 0.014,
        contrast: 0.82,
        noise: 12,
        lighting: 0.3,
        photo: true,
        quality: 48,
        seed: 15303,
      },
    },
  ],
}
