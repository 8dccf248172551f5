import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  checkbox,
  footers,
  dt,
  usd,
  person,
  BLUE,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  owner: string
  ownerAddr: string
  agent: string | null
  agentHours: string | null
  tenants: Person[]
  premises: string
  currentEnd: string
  currentRent: number
  start: string
  end1: string
  end2: string
  pct1: number
  pct2: number
  choice: 1 | 2
  depositHeld: number
  signed: string
  notes: string[]
}

const round2 = (n: number) => Math.round(n * 100) / 100

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin - 12
  const R = w.width - w.margin + 12
  const W = R - L
  const rent1 = round2(v.currentRent * (1 + v.pct1 / 100))
  const rent2 = round2(v.currentRent * (1 + v.pct2 / 100))
  const rent = v.choice === 1 ? rent1 : rent2
  const end = v.choice === 1 ? v.end1 : v.end2
  w.page.drawText('RENEWAL LEASE FORM', { x: L, y: w.y, size: 16, font: w.bold })
  w.page.drawText('Rent-stabilized apartment · New York City', {
    x: L,
    y: w.y - 13,
    size: 8.5,
    font: w.regular,
  })
  w.page.drawText("Owner's offer and Tenant's acceptance", {
    x: R - 150,
    y: w.y,
    size: 8.5,
    font: f.italic,
  })
  w.y -= 36
  const label = (t: string, x: number, y: number) =>
    w.page.drawText(t, { x, y, size: 7, font: w.bold, color: GREY })
  const val = (t: string, x: number, y: number) => {
    const size = Math.min(9.5, (W - 8) / (f.mono.widthOfTextAtSize(t, 1) || 1))
    w.page.drawText(t, { x, y, size, font: f.mono, color: BLUE })
  }
  const bar = (t: string) => {
    w.page.drawRectangle({ x: L, y: w.y - 4, width: W, height: 15, color: rgb(0.15, 0.15, 0.15) })
    w.page.drawText(t, { x: L + 5, y: w.y, size: 9, font: w.bold, color: rgb(1, 1, 1) })
    w.y -= 24
  }
  bar('PART A — OFFER TO RENEW (completed by Owner)')
  const rows: [string, string][] = [
    ['Tenant(s) name(s) and address', `${v.tenants.map((t) => t.full).join(' & ')}, ${v.premises}`],
    [
      "Owner's / agent's name and address",
      `${v.owner}, ${v.agent ? `c/o ${v.agent}, ` : ''}${v.ownerAddr}`,
    ],
    ['Expiration date of present lease', dt(v.currentEnd).us],
    ['Current legal regulated rent', usd(v.currentRent)],
    ['Renewal lease will begin on', dt(v.start).us],
  ]
  for (const [k, t] of rows) {
    label(k.toUpperCase(), L, w.y)
    val(t, L + 4, w.y - 12)
    w.page.drawLine({ start: { x: L, y: w.y - 16 }, end: { x: R, y: w.y - 16 }, thickness: 0.4 })
    w.y -= 28
  }
  w.y -= 4
  w.page.drawText('Tenant may choose a renewal term of one or two years at the following rents:', {
    x: L,
    y: w.y,
    size: 9,
    font: w.regular,
  })
  w.y -= 8
  const cols = [L, L + 80, L + 180, L + 290, L + 390, R]
  const head = ['Term', 'Ends on', 'Guideline increase', 'New monthly rent', "Add'l security"]
  const body = [
    ['1 year', dt(v.end1).us, `${v.pct1}%`, usd(rent1), usd(round2(rent1 - v.depositHeld))],
    ['2 years', dt(v.end2).us, `${v.pct2}%`, usd(rent2), usd(round2(rent2 - v.depositHeld))],
  ]
  ;[head, ...body].forEach((r, i) => {
    const y = w.y - (i + 1) * 18
    w.page.drawRectangle({
      x: L,
      y,
      width: W,
      height: 18,
      borderWidth: 0.6,
      borderColor: rgb(0, 0, 0),
      color: i === 0 ? rgb(0.9, 0.9, 0.9) : undefined,
    })
    r.forEach((c, j) =>
      w.page.drawText(c, {
        x: at(cols, j) + 4,
        y: y + 6,
        size: i === 0 ? 7.5 : 9,
        font: i === 0 ? w.bold : f.mono,
        color: i === 0 ? undefined : BLUE,
      }),
    )
  })
  w.y -= 3 * 18 + 14
  flow(
    w,
    f,
    [
      `Security deposit now held by Owner: ${usd(v.depositHeld)}. The security deposit must be increased to equal one month of the new rent.`,
    ],
    { size: 9, x: L, width: W },
  )
  flow(
    w,
    f,
    [
      'Rent is due on the first day of each month. All other terms of the present lease continue, except as changed by law.',
    ],
    { size: 9, x: L, width: W },
  )
  if (v.agentHours)
    flow(
      w,
      f,
      [`Management office hours: ${v.agentHours}${v.agentHours.endsWith('.') ? '' : '.'}`],
      { size: 9, x: L, width: W },
    )
  w.y -= 6
  bar("PART B — TENANT'S RESPONSE (check one and sign)")
  checkbox(
    w.page,
    f,
    L + 4,
    w.y,
    v.choice === 1,
    `I (we) accept the 1-year renewal at ${usd(rent1)} per month.`,
    9.5,
  )
  w.y -= 18
  checkbox(
    w.page,
    f,
    L + 4,
    w.y,
    v.choice === 2,
    `I (we) accept the 2-year renewal at ${usd(rent2)} per month.`,
    9.5,
  )
  w.y -= 18
  checkbox(
    w.page,
    f,
    L + 4,
    w.y,
    false,
    'I (we) will not renew and will move out when the present lease expires.',
    9.5,
  )
  w.y -= 34
  for (const t of v.tenants) {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Tenant signature — ${t.full}`, {
      x: L,
      y: w.y - 10,
      size: 7.5,
      font: w.regular,
    })
    val(dt(v.signed).us, L + 260, w.y + 2)
    w.page.drawText('Date', { x: L + 260, y: w.y - 10, size: 7.5, font: w.regular })
    w.y -= 34
  }
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Owner signature — ${v.owner}`, { x: L, y: w.y - 10, size: 7.5, font: w.regular })
  footers(
    w,
    w.regular,
    () => 'Renewal Lease Form (rev. 10/2025) — keep a signed copy with the lease',
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: end,
      terminationDateText: dt(end).us,
      monthlyRent: rent,
      securityDeposit: rent,
      rentDueDay: 1,
      housingProvider: v.owner,
      managementCompany: v.agent,
      mailingAddress: v.ownerAddr,
      rentDueDescription: 'due on the first day of each month',
      officeHours: v.agentHours,
      _notes: [
        "Renewal offer with a one-year and a two-year option; the tenant's checked box in Part B decides the term: endDate, monthlyRent and terminationDateText are those of the chosen option. The current rent and the present lease's expiration are not the renewal values.",
        'securityDeposit is the deposit after the required increase: one month of the new rent (deposit now held + additional security).',
        `Tenant names and the apartment share one line in Part A; the premises are the part after the names.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'renewal_offer_form',
  title:
    "New York City rent-stabilized renewal lease form: owner's offer with one- and two-year options and the tenant's choice",
  exercises:
    'renewal form with two term options and check boxes, current vs new rent, owner/agent block, tenants and address on one line',
  docs: [
    {
      name: 'renewal_form_bronx_two_year',
      build: () =>
        build({
          owner: 'Grand Concourse Tower Associates LP',
          ownerAddr: 'P.O. Box 1430, Bronx, NY 10458',
          agent: 'Bedford Park Management',
          agentHours: 'Mon–Fri 9 a.m.–4 p.m.',
          tenants: [person('Altagracia', 'Peña'), person('Rubén', 'Peña')],
          premises: '2550 Grand Concourse, Apt 6D, Bronx, NY 10458',
          currentEnd: '2026-12-31',
          currentRent: 1612.4,
          start: '2027-01-01',
          end1: '2027-12-31',
          end2: '2028-12-31',
          pct1: 3,
          pct2: 4.5,
          choice: 2,
          depositHeld: 1565.44,
          signed: '2026-10-19',
          notes: [
            'Two-year option chosen: $1,612.40 x 1.045 = $1,684.96. The owner is reached "c/o" its managing agent: managementCompany is the agent, mailingAddress the P.O. box after it.',
          ],
        }),
    },
    {
      name: 'renewal_form_queens_one_year',
      build: () =>
        build({
          owner: 'Astoria Park Realty Co., LLC',
          ownerAddr: '31-10 Ditmars Boulevard, Suite 3, Astoria, NY 11105',
          agent: null,
          agentHours: null,
          tenants: [person('Dimitrios', 'Karagiannis')],
          premises: '23-15 24th Street, Apt 2F, Astoria, NY 11105',
          currentEnd: '2027-03-31',
          currentRent: 1875,
          start: '2027-04-01',
          end1: '2028-03-31',
          end2: '2029-03-31',
          pct1: 2.75,
          pct2: 5.25,
          choice: 1,
          depositHeld: 1875,
          signed: '2027-01-08',
          notes: ['One-year option chosen: $1,875.00 x 1.0275 = $1,926.56.'],
        }),
    },
  ],
}
