import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  company: string
  companyAddr: string
  hours: string
  tenant: Person
  phone: string
  email: string
  studentId: string
  guarantor: Person
  guarantorPhone: string
  housemates: [Person, string][]
  room: string
  street: string
  city: string
  start: string
  end: string
  installments: number
  rent: number
  prorated: number
  utility: number
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { w, f, L, W, p } = k
  w.page.drawText(v.company, { x: L, y: w.y, size: 14, font: f.sansBold })
  w.page.drawText(`${v.companyAddr}  \u00b7  office hours ${v.hours}`, {
    x: L,
    y: w.y - 13,
    size: 7.6,
    font: f.sans,
  })
  w.y -= 36
  k.centre('Individual Room Lease \u2014 Academic Year', 12, f.sansBold)
  k.gap(4)
  p(
    'This lease is by the bedroom. You rent one bedroom and share the common areas with the other residents of the house, each of whom signs an individual lease. You are responsible only for your own rent.',
    { font: f.sans },
  )
  k.line('RESIDENT', 9.5, f.sansBold)
  k.table(
    [
      ['Name (last, first)', 'Mobile', 'E-mail', 'Student ID'],
      [`${v.tenant.last}, ${v.tenant.first}`, v.phone, v.email, v.studentId],
    ],
    [0.3, 0.2, 0.32, 0.18],
    { head: true },
  )
  k.line('PARENT / GUARANTOR (signs the separate guaranty; not a resident)', 9.5, f.sansBold)
  k.table(
    [
      ['Name', 'Phone'],
      [v.guarantor.full, v.guarantorPhone],
    ],
    [0.6, 0.4],
    { head: true },
  )
  k.line('YOUR ROOM', 9.5, f.sansBold)
  p(`${v.room}, ${v.street}, ${v.city}. Other bedrooms in the house are leased to:`)
  k.table([['Housemate', 'Contact'], ...v.housemates.map(([h, c]) => [h.full, c])], [0.5, 0.5], {
    head: true,
  })
  k.line('TERM AND RENT', 9.5, f.sansBold)
  const total = v.installments * v.rent
  p(
    `Move-in ${dt(v.start).monthShort}; move-out by noon ${dt(v.end).monthShort}. Your total rent for the term is ${usd(total)}, billed in ${v.installments} monthly installments of ${usd(v.rent)} (installment due dates on the 1st of each month).${v.prorated !== v.rent ? ` Because the term starts after the 1st, the first installment is prorated to ${usd(v.prorated)}.` : ''} A flat utility and internet charge of ${usd(v.utility)} is added to each installment; it is not rent.`,
  )
  p(
    `Pay online through the resident portal only (bank account or card). We do not take payments at the office, and we never accept cash. An installment not paid in full by 11:59 p.m. on the 3rd is late; the late fee is ${usd(v.late)}. If a portal payment is returned by your bank, a fee of ${usd(v.nsf)} is charged and card-only payment may be required.`,
  )
  k.line('DEPOSIT', 9.5, f.sansBold)
  p(
    `Security deposit: ${usd(v.deposit)}. We return the deposit to you, less charges for damage to your room and your share of common-area damage, within 21 days after the end of your tenancy, to the forwarding address you give us.`,
  )
  k.line('HOUSE RULES', 9.5, f.sansBold)
  p(
    'Overnight guests: no more than three nights in a row and no more than six nights in a month. Quiet hours 10 p.m. to 8 a.m. No smoking or vaping in the house. Room changes need written approval.',
  )
  p(`Notices to us: ${v.company}, ${v.companyAddr}.`)
  k.gap(4)
  p(`Signed ${dt(v.signed).monthShort}.`)
  signLine(k, `Resident: ${v.tenant.full}`)
  signLine(k, `For ${v.company}, Leasing Coordinator`, L + W - 240, 240)
  return {
    pdf: await w.save(),
    truth: {
      tenants: [v.tenant],
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.room}, ${v.city}`,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      managementCompany: null,
      housingProvider: v.company,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: ['Online Portal'],
      gracePeriodDays: 3,
      nsfFeeFirst: v.nsf,
      proratedRent: v.prorated !== v.rent ? v.prorated : null,
      rentDueDescription: 'installment due dates on the 1st of each month',
      paymentRecipient: null,
      paymentAddress: null,
      officeHours: v.hours,
      nsfPolicy: null,
      depositReturnDays: 21,
      depositReturnCondition:
        'less charges for damage to your room and your share of common-area damage, within 21 days after the end of your tenancy, to the forwarding address you give us',
      _notes: [
        'Student room lease by the bedroom: the company is the landlord (housingProvider); no separate management company. Housemates and the parent guarantor are distractors.',
        'Resident table gives the name as "Last, First" (truth in natural order) with a student ID as a distractor.',
        'Rent stated as a total for the term and as monthly installments: monthlyRent is the installment. The utility/internet charge is not rent. Where the term starts after the 1st the first installment is prorated (proratedRent).',
        'Portal only, no payment address. Late after the 3rd: gracePeriodDays 3. The returned-payment sentence starts with "If" and is conditional; nsfPolicy left null.',
        'Guests: three nights in a row (maxGuestStayDays 3).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'minnesota_student_room',
  title: 'Minnesota student-housing individual room lease by the bedroom',
  exercises:
    'room lease with the bedroom before the street, application-style resident table in Last, First with student ID, parent guarantor and housemates as distractors, total term rent vs installments, prorated first installment, utility charge apart from rent, portal-only payment, office hours in the letterhead',
  docs: [
    {
      name: 'tw4_mn_student_room_minneapolis',
      build: () =>
        build({
          company: 'Gopher Commons Student Living LLC',
          companyAddr: '1300 SE 4th Street, Suite 120, Minneapolis, MN 55414',
          hours: 'Mon\u2013Fri 10 a.m.\u20136 p.m.',
          tenant: person('Yusra', 'Abdirahman'),
          phone: '(612) 555-0133',
          email: 'yabdirahman@example.com',
          studentId: '5548210',
          guarantor: person('Halima', 'Abdirahman'),
          guarantorPhone: '(952) 555-0190',
          housemates: [
            [person('Bryn', 'Oakes'), '(612) 555-0101'],
            [person('Tala', 'Moreau-Singh'), 'tala.ms@example.com'],
          ],
          room: 'Bedroom C',
          street: '1017 15th Avenue SE',
          city: 'Minneapolis, MN 55414',
          start: '2027-08-28',
          end: '2028-08-15',
          installments: 12,
          rent: 865,
          prorated: 111.61,
          utility: 75,
          deposit: 500,
          late: 40,
          nsf: 30,
          signed: '2027-02-09',
          notes: ['Prorated first installment covers August 28–31 (4 of 31 days).'],
        }),
    },
    {
      name: 'tw4_mn_student_room_duluth',
      build: () =>
        build({
          company: 'Lakeside Scholar Houses Inc.',
          companyAddr: '2205 Woodland Avenue, Duluth, MN 55803',
          hours: 'weekdays 9:00\u20135:00',
          tenant: person('Corwin', 'Halvorsen'),
          phone: '(218) 555-0148',
          email: 'chalvorsen@example.net',
          studentId: 'D0471193',
          guarantor: person('Ingrid', 'Halvorsen'),
          guarantorPhone: '(651) 555-0122',
          housemates: [
            [person('Amadou', 'Kane'), '(218) 555-0109'],
            [person('Lucia', 'Ferrante'), '(218) 555-0117'],
            [person('Devon', 'Whitecloud'), 'dwhitecloud@example.org'],
          ],
          room: 'Room 2',
          street: '1811 E 5th Street',
          city: 'Duluth, MN 55812',
          start: '2027-09-01',
          end: '2028-05-20',
          installments: 9,
          rent: 640,
          prorated: 640,
          utility: 60,
          deposit: 400,
          late: 25,
          nsf: 25,
          signed: '2027-03-30',
          notes: [
            'Nine installments; the term starts on the 1st, so there is no prorated installment (proratedRent null).',
          ],
        }),
    },
  ],
}
