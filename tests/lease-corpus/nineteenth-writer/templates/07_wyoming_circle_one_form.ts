import { rgb } from 'pdf-lib'
import { dt, fill, person, usd, type Built, type Person, type Seg } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { choices, room, signPair } from '../parts'

type V = {
  seed: number
  dated: string
  owner: string
  agent: string | null
  tenants: { p: Person; tel: string; email: string }[]
  others: string
  otherPeople: Person[]
  premises: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  dueDay: string
  dueN: number
  payee: string
  payAt: string
  payAtTruth: string
  officeHours: string | null
  methods: string[]
  late: { fee: number; days: string; n: number }
  nsf: number
  deposit: number
  utilities: [service: string, owner: boolean][]
  pets: { yes: boolean; text: string }
  guests: { words: string; n: number }
  notices: string
  other: string
  notes: string[]
}

const METHODS: [label: string, name: string][] = [
  ['CASH', 'Cash'],
  ['CHECK', 'Check'],
  ['MONEY ORDER', 'Money Order'],
  ["CASHIER'S CHECK", "Cashier's Check"],
]

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 54, size: 9.6 })
  const { f } = k
  const hand = f.italic
  const p = (segs: Seg[] | string, o: Parameters<typeof k.p>[1] = {}) =>
    k.p(segs, { size: 9.6, fillFont: hand, leading: 1.55, ...o })
  let n = 0
  const num = (segs: Seg[], head: string) => {
    room(k, 36)
    const h = `${++n}. ${head}.`
    k.w.page.drawText(h, { x: k.L, y: k.w.y, size: 9.6, font: k.w.bold })
    p(segs, { firstIndent: k.w.bold.widthOfTextAtSize(h, 9.6) + 4 })
  }
  const ring = (lead: string, opts: [string, boolean][], x = k.L + 16) => {
    room(k, 24)
    choices(k, lead, opts, { size: 9.2, x, seed: v.seed + n * 7 + opts.length })
  }
  /** A paragraph head alone on its line; returns the x after it. */
  const headOnly = (head: string) => {
    room(k, 48)
    const h = `${++n}. ${head}.`
    k.w.page.drawText(h, { x: k.L, y: k.w.y, size: 9.6, font: k.w.bold })
    return k.L + k.w.bold.widthOfTextAtSize(h, 9.6) + 10
  }
  // ---- form head ----
  k.w.y = k.w.height - 46
  k.w.page.drawText('Form 812 \u2014 High Plains Stationers', {
    x: k.L,
    y: k.w.y,
    size: 7,
    font: f.sans,
  })
  k.w.y -= 26
  k.centre('RENTAL AGREEMENT', 18, k.w.bold)
  k.centre('MONTH-TO-MONTH OR LEASE', 10, k.w.bold)
  k.centre('Fill in the blanks and circle the terms that apply.', 8.4, f.italic)
  k.w.page.drawText('Date:', { x: k.L + k.W - 130, y: k.w.y, size: 9.6, font: k.w.regular })
  k.w.page.drawText(dt(v.dated).us, {
    x: k.L + k.W - 100,
    y: k.w.y + 0.5,
    size: 10,
    font: hand,
    color: rgb(0.1, 0.14, 0.42),
  })
  k.w.page.drawLine({
    start: { x: k.L + k.W - 102, y: k.w.y - 2 },
    end: { x: k.L + k.W, y: k.w.y - 2 },
    thickness: 0.5,
  })
  k.gap(14)
  num(
    [
      fill(v.owner, 140),
      '(Owner)',
      ...(v.agent ? [', by its agent', fill(v.agent, 120), ','] : []),
      'rents to',
      fill(v.tenants.map((t) => t.p.full).join(', '), 200),
      '(Tenant), jointly and severally, the premises at',
      fill(v.premises, 200),
      '.',
    ],
    'PARTIES AND PREMISES',
  )
  for (const t of v.tenants)
    p(['Tenant', fill(t.p.full, 110), 'Phone', fill(t.tel, 80), 'E-mail', fill(t.email, 120)], {
      x: k.L + 16,
      width: k.W - 16,
    })
  p(['Other persons who will live in the premises:', fill(v.others, 150)], {
    x: k.L + 16,
    width: k.W - 16,
  })
  ring(
    '(circle one)',
    [
      ['MONTH-TO-MONTH', v.term.kind === 'monthly'],
      ['LEASE', v.term.kind === 'fixed'],
    ],
    headOnly('TERM'),
  )
  p(
    [
      'Beginning',
      fill(dt(v.term.start).us, 70),
      'and, if a lease, ending',
      fill(v.term.kind === 'fixed' ? dt(v.term.end).us : null, 70),
      '. A month-to-month tenancy may be ended by either party on written notice at least one month before the rent day.',
    ],
    { x: k.L + 16, width: k.W - 16 },
  )
  ring(
    'Rent period (circle one)',
    [
      ['MONTH', true],
      ['WEEK', false],
    ],
    headOnly('RENT'),
  )
  p(
    [
      'Tenant shall pay rent of $',
      fill(usd(v.rent).slice(1), 50),
      'per period, payable in advance on the',
      fill(v.dueDay, 30),
      'day of each month.',
    ],
    { x: k.L + 16, width: k.W - 16 },
  )
  num(['Rent shall be paid to', fill(v.payee, 140), 'at', fill(v.payAt, 200), '.'], 'PAYMENT')
  ring(
    'Rent may be paid by (circle all that apply)',
    METHODS.map(([label, name]) => [label, v.methods.includes(name)]),
  )
  num(
    [
      'A late charge of $',
      fill(usd(v.late.fee).slice(1), 40),
      'will be due if rent is not received within',
      fill(v.late.days, 40),
      'days after the due date.',
    ],
    'LATE CHARGE',
  )
  const nsf: Seg[] = [
    'Tenant shall pay $',
    fill(usd(v.nsf).slice(1), 40),
    'for each check returned by the bank unpaid.',
  ]
  num(nsf, 'RETURNED CHECKS')
  const ret =
    "less any amounts lawfully withheld and itemized in writing, within thirty (30) days after termination of this agreement or within fifteen (15) days after receipt of Tenant's new mailing address, whichever is later (W.S. 1-21-1208)"
  num(
    [
      'Tenant has paid a security deposit of $',
      fill(usd(v.deposit).slice(1), 50),
      `. The deposit is not rent. Owner shall return the deposit, ${ret}.`,
    ],
    'DEPOSIT',
  )
  num(['Paid by (circle one for each service):'], 'UTILITIES')
  for (const [service, owner] of v.utilities) {
    room(k, 22)
    k.w.page.drawText(service, { x: k.L + 30, y: k.w.y, size: 9.2, font: k.w.regular })
    choices(
      k,
      '',
      [
        ['OWNER', owner],
        ['TENANT', !owner],
      ],
      { size: 9.2, x: k.L + 170, seed: v.seed + service.length },
    )
    k.w.y += 9.2 * 2.1 - 15
  }
  k.gap(4)
  ring(
    '(circle one)',
    [
      ['YES', v.pets.yes],
      ['NO', !v.pets.yes],
    ],
    headOnly('PETS'),
  )
  p(['If yes, kind, number and fee:', fill(v.pets.text, 150)], { x: k.L + 16, width: k.W - 16 })
  num(
    [
      'No guest shall stay in the premises more than',
      fill(v.guests.words, 40),
      "consecutive days without Owner's written consent.",
    ],
    'GUESTS',
  )
  num(
    [
      "Tenant shall keep the premises clean, shall not make alterations without Owner's consent, and shall allow Owner to enter at reasonable times to inspect and repair.",
    ],
    'CARE AND ENTRY',
  )
  num(['Notices to Owner may be mailed or delivered to', fill(v.notices, 200), '.'], 'NOTICES')
  num([fill(v.other, 300)], 'OTHER TERMS')
  k.gap(8)
  room(k, 100)
  const ob = v.agent ? [`Owner: ${v.owner}`, `By ${v.agent}, Agent`] : [`Owner: ${v.owner}`]
  const blocks = [ob, ...v.tenants.map((t) => [`Tenant: ${t.p.full}`])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  k.w.doc.getPages().forEach((pg, i, all) =>
    pg.drawText(`Form 812 (rev. 3/19) \u2014 page ${i + 1} of ${all.length}`, {
      x: k.L,
      y: 30,
      size: 7,
      font: f.sans,
    }),
  )

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.otherPeople.length ? v.otherPeople : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueN,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: null,
      lateFeePercentage: null,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: `payable in advance on the ${v.dueDay} day of each month`,
      paymentRecipient: v.payee,
      paymentAddress: v.payAtTruth,
      officeHours: v.officeHours,
      nsfPolicy: `Tenant shall pay $ ${usd(v.nsf).slice(1)} for each check returned by the bank unpaid.`,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'A stationer\u2019s "circle the terms that apply" rental agreement form, serif, filled in by hand (a slanted face in blue ink on the blanks) with rings drawn by hand round the chosen printed words: a form line, a centred title "RENTAL AGREEMENT / MONTH-TO-MONTH OR LEASE" with an instruction, a date blank at the right (not a lease date), then numbered paragraphs with bold run-in heads: parties and premises with each tenant\u2019s phone and e-mail on a line of blanks and other occupants, TERM with MONTH-TO-MONTH / LEASE to ring and beginning and ending blanks, RENT with MONTH / WEEK to ring and the due day in a blank, PAYMENT with payee and place and CASH / CHECK / MONEY ORDER / CASHIER\u2019S CHECK to ring, late charge, returned checks, deposit, a utilities list with OWNER / TENANT to ring on each line, PETS with YES / NO to ring, guests, care and entry, notices, other terms; signature pairs; a form footer with page count.',
        'Every printed choice is in the text layer; only the ringed ones apply (leaseType, acceptedPaymentMethods). Amounts are written after a printed "$" in the blank (so "$ 2,100.00" in the text). rentDueDescription is paragraph 4\u2019s sentence with its blank; gracePeriodDays the days in paragraph 6\u2019s blank; nsfPolicy paragraph 7 as printed with its blank; depositReturnCondition the wording after "return the deposit," in paragraph 8 (thirty days after termination, or fifteen after a new address if later: depositReturnDays 30). Tenant contacts from the lines under paragraph 1 (first tenant).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wyoming_circle_one_form',
  title:
    'Wyoming stationer\u2019s "circle the terms that apply" rental agreement filled in by hand',
  exercises:
    'a stationer\u2019s form line and centred title with "MONTH-TO-MONTH OR LEASE" and an instruction to circle; a date blank at the right; numbered paragraphs with bold run-in heads and blanks filled in a slanted hand face: parties (a corporation owner "by its agent", or an individual with a hyphenated surname) and premises (a house, or "Apt." first), a line of blanks with each tenant\u2019s phone and e-mail (three tenants, or one), other occupants; TERM with MONTH-TO-MONTH / LEASE ringed, MM/DD/YYYY beginning and ending blanks (ending empty for month to month); RENT with MONTH / WEEK ringed, "$ [amount] per period, payable in advance on the [1st]/[15th] day of each month"; PAYMENT with payee and place (the agent\u2019s office with its hours in the blank, or the owner\u2019s home) and CASH / CHECK / MONEY ORDER / CASHIER\u2019S CHECK ringed; late charge "within [five]/[three] days after the due date"; returned-check sentence; deposit returned within thirty days (fifteen after a new address, if later) with the Wyoming citation; utilities with OWNER / TENANT ringed on each line; PETS YES / NO ringed with a pet fee; guests in consecutive days; care and entry; notices to the agent\u2019s office or the owner\u2019s P.O. box; other terms with an RV pad or garage charge that is not rent; signature pairs; form footer',
  docs: [
    {
      name: 'tw19_wy_circle_one_form_gillette',
      build: () =>
        build({
          seed: 19701,
          dated: '2027-04-22',
          owner: 'Powder River Crew Housing, Inc.',
          agent: 'Thunder Basin Property Management, LLC',
          tenants: [
            {
              p: person('Wade', 'Brockman'),
              tel: '(307) 555-0144',
              email: 'wade.brockman@example.com',
            },
            {
              p: person('Jes\u00fas', 'Arellano'),
              tel: '(307) 555-0152',
              email: 'jarellano@example.net',
            },
            {
              p: person('Colt', 'Haugen'),
              tel: '(307) 555-0169',
              email: 'colt.haugen@example.org',
            },
          ],
          others: 'none',
          otherPeople: [],
          premises: '4511 Overdale Drive, Gillette, WY 82718',
          term: { kind: 'fixed', start: '2027-05-01', end: '2027-10-31' },
          rent: 2100,
          dueDay: '1st',
          dueN: 1,
          payee: 'Thunder Basin Property Management, LLC',
          payAt:
            'Suite 4, 1209 East 2nd Street, Gillette, WY 82716 (office hours Mon.\u2013Fri. 8 a.m.\u20135 p.m.)',
          payAtTruth: 'Suite 4, 1209 East 2nd Street, Gillette, WY 82716',
          officeHours: 'Mon.\u2013Fri. 8 a.m.\u20135 p.m.',
          methods: ['Check', 'Money Order'],
          late: { fee: 50, days: 'five (5)', n: 5 },
          nsf: 30,
          deposit: 1500,
          utilities: [
            ['Electricity', false],
            ['Natural gas', false],
            ['Water and sewer', true],
            ['Trash', true],
          ],
          pets: { yes: false, text: '\u2014' },
          guests: { words: 'ten (10)', n: 10 },
          notices: 'Suite 4, 1209 East 2nd Street, Gillette, WY 82716',
          other:
            'RV/trailer pad behind the house $40.00 per month extra, not part of rent. Tenants shovel walks. No work trucks over 1 ton in the driveway.',
          notes: [
            'A corporation owner "by its agent" (managementCompany; payee); rent paid at the agent\u2019s office, the suite first, with its hours written in the same blank (paymentAddress without the hours; officeHours), which is also where notices go (mailingAddress). Three tenants jointly and severally (an accented given name). LEASE ringed: fixed term 05/01/2027 to 10/31/2027. CHECK and MONEY ORDER ringed. Late after five days (flat $50.00). The RV pad ($40.00 a month) is not rent. Guests ten consecutive days.',
          ],
        }),
    },
    {
      name: 'tw19_wy_circle_one_form_rock_springs_photo',
      build: () =>
        build({
          seed: 19702,
          dated: '2027-09-08',
          owner: 'Loretta Vasquez-Trujillo',
          agent: null,
          tenants: [
            {
              p: person('Bryce', 'Anselmi'),
              tel: '(307) 555-0183',
              email: 'bryce.anselmi@example.com',
            },
          ],
          others: 'none',
          otherPeople: [],
          premises: 'Apt. 2, 618 Elias Avenue, Rock Springs, WY 82901',
          term: { kind: 'monthly', start: '2027-09-15' },
          rent: 950,
          dueDay: '15th',
          dueN: 15,
          payee: 'Loretta Vasquez-Trujillo',
          payAt: '1320 Sunset Drive, Rock Springs, WY 82901',
          payAtTruth: '1320 Sunset Drive, Rock Springs, WY 82901',
          officeHours: null,
          methods: ['Cash', 'Check'],
          late: { fee: 35, days: 'three (3)', n: 3 },
          nsf: 25,
          deposit: 950,
          utilities: [
            ['Electricity', false],
            ['Natural gas', true],
            ['Water and sewer', true],
            ['Trash', true],
          ],
          pets: { yes: true, text: 'one small dog, $150.00 pet fee paid once, not refundable' },
          guests: { words: 'seven (7)', n: 7 },
          notices: 'P.O. Box 2286, Rock Springs, WY 82902',
          other: 'Garage bay #2 available for $35.00 a month if wanted. Receipt given for cash.',
          notes: [
            'An individual owner with a hyphenated surname and no agent; rent paid at her home (paymentAddress); notices to her P.O. box (mailingAddress). One tenant. MONTH-TO-MONTH ringed from 09/15/2027 with the ending blank empty. Rent payable on the 15th (rentDueDay 15); late after three days. CASH and CHECK ringed. YES ringed for pets with a one-time pet fee that is not rent or deposit; the garage bay charge is not rent. Guests seven consecutive days.',
          ],
        }),
      scan: {
        dpi: 125,
        rotate: 1.4,
        shear: 0.01,
        contrast: 0.85,
        noise: 9,
        lighting: 0.4,
        photo: true,
        quality: 44,
        seed: 19702,
      },
    },
  ],
}
