import {
  dt,
  lastFirst,
  moneyWords,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, runningHead, sign } from '../parts'

type Co = { p: Person; room: string; phone: string; email: string; guarantor: string }
type V = {
  company: string
  companyAddr: string
  portal: string
  officeHours: string
  cos: Co[]
  house: string
  start: string
  end: string
  rent: number
  prorate: { from: string; to: string; amount: number } | null
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9 })
  const { f, p, L, W } = k
  k.w.page.drawText(v.company.toUpperCase(), { x: L, y: k.w.y, size: 11, font: f.sansBold })
  k.w.page.drawText(v.companyAddr, {
    x: L + W - f.sans.widthOfTextAtSize(v.companyAddr, 8),
    y: k.w.y + 1,
    size: 8,
    font: f.sans,
  })
  k.gap(26)
  k.centre('STUDENT HOUSE LEASE', 15, f.sansBold)
  k.centre('Joint and several \u2014 one lease for the whole house', 9, f.italic)
  k.gap(6)
  p(
    `${v.company} ("we", "us") leases the whole house at ${v.house} to the residents listed below ("you"), together and each of you for the full amount. Each resident has a bedroom by agreement among you, but no resident rents only a room.`,
  )
  heading(k, 'RESIDENTS', { size: 9.4, font: f.sansBold, bar: 0.85 })
  k.table(
    [
      ['Resident (Last, First)', 'Bedroom', 'Mobile', 'E-mail', 'Parent guarantor'],
      ...v.cos.map((c) => [lastFirst(c.p, false), c.room, c.phone, c.email, c.guarantor]),
    ],
    [0.22, 0.1, 0.17, 0.29, 0.22],
    { size: 7.8, head: true },
  )
  heading(k, 'TERM AND RENT', { size: 9.4, font: f.sansBold, bar: 0.85 })
  p(
    `The lease runs from ${dt(v.start).long} to ${dt(v.end).long}. The rent for the house is ${moneyWords(v.rent)} per month, due on the first (1st) of each month. Your split of the rent among yourselves is your own arrangement; it does not change what each of you owes us.`,
  )
  if (v.prorate)
    p(
      `Because the lease begins on ${dt(v.prorate.from).long}, the rent for ${dt(v.prorate.from).long} through ${dt(v.prorate.to).long} is prorated to ${usd(v.prorate.amount)}, due at move-in.`,
    )
  heading(k, 'PAYING RENT', { size: 9.4, font: f.sansBold, bar: 0.85 })
  p(
    `Rent is paid through our online resident portal (${v.portal}), by bank account (ACH) or card. The house pays as one account: the portal shows the balance for the whole house, and we apply payments in the order received. We do not accept cash. A paper check is accepted only for the first payment at move-in.`,
  )
  p(
    'Rent not paid in full by the 3rd of the month is late; the late fee is 5% of the monthly rent for the house. Each payment reversed or returned unpaid incurs a $25.00 fee. After two such payments, portal payments by bank account will be blocked.',
  )
  heading(k, 'SECURITY DEPOSIT', { size: 9.4, font: f.sansBold, bar: 0.85 })
  p(
    `The security deposit for the house is ${usd(v.deposit)}. We will return the deposit in one check payable jointly to all residents, less the cost of repairs and cleaning beyond ordinary wear and unpaid rent, within thirty (30) days after the lease ends and all of you have returned your keys.`,
  )
  heading(k, 'HOUSE RULES', { size: 9.4, font: f.sansBold, bar: 0.85 })
  for (const r of [
    'Overnight guests may stay no more than three (3) consecutive nights and no more than eight nights in a month.',
    'No parties of more than 20 people; no kegs; no furniture on the porch roof.',
    'Trash and recycling carts to the curb on collection day and back the same evening.',
    'Snow and ice on the walks are your responsibility; we plow the driveway.',
    'Report maintenance through the portal; call us for emergencies.',
  ])
    p(`\u2022 ${r}`, { x: L + 8, width: W - 8 })
  heading(k, 'GUARANTORS', { size: 9.4, font: f.sansBold, bar: 0.85 })
  p(
    'Each parent guarantor listed above signs a separate guaranty of this lease. A guarantor is not a resident, has no right to occupy the house, and is not entitled to notices under this lease except as the guaranty provides.',
  )
  heading(k, 'NOTICES', { size: 9.4, font: f.sansBold, bar: 0.85 })
  p(
    `Notices to us: ${v.company}, ${v.companyAddr} (office hours ${v.officeHours}). Notices to you: at the house, or by e-mail to the addresses above. A notice to one resident is notice to all.`,
  )
  heading(k, 'SIGNATURES', { size: 9.4, font: f.sansBold, bar: 0.85 })
  sign(k, `${v.company}, Landlord`, { under: [`Date: ${dt(v.signed).us}`] })
  for (const c of v.cos) sign(k, `Resident: ${c.p.full}`, { under: [`Date: ${dt(v.signed).us}`] })
  runningHead(k, `Student House Lease \u2014 ${v.house}`)
  pageNumbers(k, (i, n) => `${i} of ${n}`, { align: 'right' })
  const first = v.cos[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.cos.map((c) => c.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.house,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      housingProvider: v.company,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check'],
      lateFeePercentage: 5,
      gracePeriodDays: 3,
      nsfFeeFirst: 25,
      proratedRent: v.prorate?.amount ?? null,
      rentDueDescription: 'due on the first (1st) of each month',
      paymentRecipient: null,
      paymentAddress: null,
      officeHours: v.officeHours,
      nsfPolicy: 'Each payment reversed or returned unpaid incurs a $25.00 fee.',
      depositReturnDays: 30,
      depositReturnCondition:
        'in one check payable jointly to all residents, less the cost of repairs and cleaning beyond ordinary wear and unpaid rent, within thirty (30) days after the lease ends and all of you have returned your keys',
      _notes: [
        'Joint and several lease of a whole student house: every resident in the table is a tenant, listed "Last, First" (truth in natural order); the first resident\u2019s mobile and e-mail are tenantPhone and tenantEmail. Bedroom labels are not units (the whole house is leased), so premisesAddress has no unit.',
        'The parent guarantors in the table\u2019s last column are distractors, never tenants.',
        'monthlyRent is the rent for the whole house; the lease leaves the split to the residents.',
        'Portal payments by bank account (ACH) or card; a paper check accepted for the first payment only is listed as Check. No payee and no address for rent: paymentRecipient and paymentAddress null. The company is the landlord with no separate manager.',
        'Late "not paid in full by the 3rd": gracePeriodDays 3; 5% of the rent. The returned-payment sentence is nsfPolicy; the blocking sentence after it is not.',
        'Guests "no more than three (3) consecutive nights" (the eight nights a month is the looser second limit): maxGuestStayDays 3.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'kansas_student_joint',
  title: 'Kansas student-house joint and several lease with a residents table',
  exercises:
    'whole-house student lease with three or four co-tenants jointly and severally liable, residents table in "Last, First" with bedroom, mobile, e-mail and a parent-guarantor column as distractor, rent for the house in words and figures, prorated first part-month or none, portal-only payment by ACH or card with a move-in check, no payee or payment address, 5% late after the 3rd, returned-payment fee, deposit returned by joint check within 30 days, consecutive-night guest limit with a looser monthly one, shaded section bars, running head',
  docs: [
    {
      name: 'tw6_ks_student_house_lawrence',
      build: () =>
        build({
          company: 'Oread Hill Student Homes LLC',
          companyAddr: '1035 Massachusetts Street, Suite 200, Lawrence, KS 66044',
          portal: 'residents.oreadhill.example.com',
          officeHours: 'Mon\u2013Fri 10 a.m.\u20135 p.m.',
          cos: [
            {
              p: person('Calloway', 'Fitzgerald-Nunez'),
              room: 'A',
              phone: '(785) 555-0141',
              email: 'cfitznunez@example.com',
              guarantor: 'Renata Nunez',
            },
            {
              p: person('Priyamvada', 'Chettiar'),
              room: 'B',
              phone: '(785) 555-0153',
              email: 'p.chettiar@example.net',
              guarantor: 'Sundar Chettiar',
            },
            {
              p: person('Jonah', 'Whitlock'),
              room: 'C',
              phone: '(785) 555-0168',
              email: 'jwhitlock@example.org',
              guarantor: 'Elise Whitlock',
            },
            {
              p: person('Mireille', 'Osei'),
              room: 'D',
              phone: '(785) 555-0179',
              email: 'mireille.osei@example.com',
              guarantor: 'Kwabena Osei',
            },
          ],
          house: '1322 Tennessee Street, Lawrence, KS 66044',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 2360,
          prorate: null,
          deposit: 2360,
          signed: '2027-03-15',
          notes: ['Four residents; term starts on the 1st, no proration (proratedRent null).'],
        }),
    },
    {
      name: 'tw6_ks_student_house_manhattan',
      build: () =>
        build({
          company: 'Aggieville Rentals Group, L.C.',
          companyAddr: 'P.O. Box 1906, Manhattan, KS 66505',
          portal: 'aggievillerentals.example.org/pay',
          officeHours: 'weekdays 9:00 to 4:00',
          cos: [
            {
              p: person('Thorsten', 'Begay'),
              room: '1',
              phone: '(785) 555-0112',
              email: 'tbegay@example.com',
              guarantor: 'Loretta Begay',
            },
            {
              p: person('Annika', 'Mwangi-Holt'),
              room: '2',
              phone: '(785) 555-0124',
              email: 'annika.mh@example.org',
              guarantor: 'David Holt',
            },
            {
              p: person('Esteban', 'Ruelas'),
              room: '3',
              phone: '(785) 555-0197',
              email: 'eruelas@example.net',
              guarantor: 'Marisa Ruelas',
            },
          ],
          house: '1117 Bluemont Avenue, Manhattan, KS 66502',
          start: '2027-08-10',
          end: '2028-07-31',
          rent: 1785,
          prorate: { from: '2027-08-10', to: '2027-08-31', amount: 1266.77 },
          deposit: 1500,
          signed: '2027-04-02',
          notes: [
            'Three residents; the lease starts on the 10th with a prorated amount for August 10\u201331 (proratedRent); the first full month is September. The company\u2019s notice address is a P.O. box (mailingAddress).',
          ],
        }),
    },
  ],
}
