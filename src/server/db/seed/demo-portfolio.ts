/*
 * The demo landlord's portfolio as data: properties, tenants and their leases, and what the
 * extracted lease's document says. demo-seed.ts turns it into rows dated from `now`.
 */

export type PropertyKey =
  'cedar-ridge' | 'barton-oaks' | 'willow-lane' | 'pecan-street' | 'great-hills'

/** Dollars here for readability; converted to cents on insert. */
export type PropertySeed = {
  key: PropertyKey
  name: string
  address: string
  city: string
  state: string
  zipCode: string
  description: string
  propertyType: 'apartment' | 'house' | 'condo' | 'townhouse'
  totalUnits: number
  monthlyRent: number
  securityDeposit: number
  fees: { maintenance?: number; hoa?: number; gardening?: number; pool?: number }
  owner: { name: string; email: string; phone: string }
  zelleRecipient?: string
}

// Addresses are written the way landlords type them (abbreviated or not), so the normalized
// column visibly does its job.
export const PROPERTIES: PropertySeed[] = [
  {
    key: 'cedar-ridge',
    name: 'Cedar Ridge Apartments',
    address: '2150 Cedar Ridge Dr.',
    city: 'Austin',
    state: 'TX',
    zipCode: '78745',
    description: 'Two-storey garden apartments with covered parking and on-site laundry.',
    propertyType: 'apartment',
    totalUnits: 8,
    monthlyRent: 1395,
    securityDeposit: 1395,
    fees: { maintenance: 35 },
    owner: { name: 'Linda Whitaker', email: 'linda.whitaker@example.com', phone: '(555) 310-4422' },
    zelleRecipient: 'rent@cedarridge.example.com',
  },
  {
    key: 'barton-oaks',
    name: 'Barton Oaks Fourplex',
    address: '807 W. Oltorf St.',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    description: 'Renovated 1970s fourplex, walking distance to South Congress.',
    propertyType: 'apartment',
    totalUnits: 4,
    monthlyRent: 1675,
    securityDeposit: 1675,
    fees: { maintenance: 25, gardening: 40 },
    owner: {
      name: 'Raymond Castillo',
      email: 'raymond.castillo@example.com',
      phone: '(555) 322-0187',
    },
    zelleRecipient: '(555) 322-0187',
  },
  {
    key: 'willow-lane',
    name: 'Willow Lane Townhomes',
    address: '4312 Willow Ln',
    city: 'Round Rock',
    state: 'TX',
    zipCode: '78664',
    description: 'Side-by-side duplex townhomes, each with a garage and a small yard.',
    propertyType: 'townhouse',
    totalUnits: 2,
    monthlyRent: 1950,
    securityDeposit: 1950,
    fees: { gardening: 60 },
    owner: { name: 'Susan Feldman', email: 'susan.feldman@example.com', phone: '(555) 287-6610' },
  },
  {
    key: 'pecan-street',
    name: 'Pecan Street House',
    address: '1108 Pecan Street',
    city: 'Pflugerville',
    state: 'TX',
    zipCode: '78660',
    description: 'Four-bedroom single-family house with a pool and a fenced backyard.',
    propertyType: 'house',
    totalUnits: 1,
    monthlyRent: 3150,
    securityDeposit: 3150,
    fees: { gardening: 85, pool: 120 },
    owner: {
      name: 'Gregory Adeyemi',
      email: 'gregory.adeyemi@example.com',
      phone: '(555) 640-2210',
    },
  },
  {
    key: 'great-hills',
    name: 'Great Hills Condo',
    address: '9600 Great Hills Trail, Unit 214',
    city: 'Austin',
    state: 'TX',
    zipCode: '78759',
    description: 'Two-bedroom condo with a balcony; the association covers water and trash.',
    propertyType: 'condo',
    totalUnits: 1,
    monthlyRent: 2200,
    securityDeposit: 2200,
    fees: { hoa: 325 },
    owner: { name: 'Nancy Liu', email: 'nancy.liu@example.com', phone: '(555) 415-9034' },
  },
]

export type PaymentMethod = 'zelle' | 'check' | 'cash'

/**
 * What makes a tenant's payment history worth looking at:
 * - pending-this-month: every past month confirmed, this month's payment awaits the admin;
 * - missed-last-month: nothing paid for last month, so the ledger shows a balance owed;
 * - overpaid: one month paid $50 over the rent, so the ledger shows a credit;
 * - nsf-check: the check of 3 months ago bounced (rejected) and was replaced by a Zelle payment.
 */
export type PaymentStory = 'pending-this-month' | 'missed-last-month' | 'overpaid' | 'nsf-check'

export type TenantSeed = {
  firstName: string
  lastName: string
  phone: string
  property: PropertyKey
  unit: string | null
  /** 'demo' is the published demo login; 'invited' tenants accepted an invite (same password). */
  account?: 'demo' | 'invited'
  pays: PaymentMethod
  story?: PaymentStory
  /** The lease came from an uploaded document. */
  extracted?: boolean
  lease: {
    status: 'active' | 'ended' | 'pending'
    /** Dollars a month; the deposit is one month's rent. */
    rent: number
    /** Months before the current month the lease starts; -1 is next month. */
    startMonthsAgo: number
    /** Not the 1st means a mid-month move-in, charged pro rata. */
    startDay: number
    termMonths: number
    rentDueDay?: number
    /**
     * Brought in from a spreadsheet after it began: its books start this many days ago with the
     * balance the sheet stated, and nothing before is charged.
     */
    imported?: { booksStartDaysAgo: number; openingBalance: number }
  }
}

/** A tenant who shares another tenant's lease, with a portal login of their own. */
export type CoTenantSeed = {
  firstName: string
  lastName: string
  phone: string
  sharesLeaseOf: string
}

export const CO_TENANTS: CoTenantSeed[] = [
  { firstName: 'Linh', lastName: 'Nguyen', phone: '(555) 201-7782', sharesLeaseOf: 'Kevin Nguyen' },
]

/*
 * Lease ends are chosen so that every lease badge shows whatever `now` is:
 * Dorothy's lease ended last month but she holds over at the same rent (Expired); Priya's mid-month lease ends on
 * the 14th of next month (Expiring Soon, 13–44 days away); Daniel's ends 3 months out (Renewal
 * Due, 89–123 days); Rachel's, Carlos's, Hannah's and James's run 9 months or more (Active).
 */
export const TENANTS: TenantSeed[] = [
  {
    firstName: 'Maria',
    lastName: 'Garcia',
    phone: '(555) 201-3344',
    property: 'cedar-ridge',
    unit: '2B',
    account: 'demo',
    pays: 'zelle',
    story: 'pending-this-month',
    lease: { status: 'active', rent: 1425, startMonthsAgo: 5, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Kevin',
    lastName: 'Nguyen',
    phone: '(555) 201-7781',
    property: 'cedar-ridge',
    unit: '1A',
    account: 'invited',
    pays: 'zelle',
    lease: { status: 'active', rent: 1350, startMonthsAgo: 10, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Dorothy',
    lastName: 'Williams',
    phone: '(555) 204-1290',
    property: 'cedar-ridge',
    unit: '1B',
    pays: 'check',
    lease: { status: 'active', rent: 1195, startMonthsAgo: 13, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Priya',
    lastName: 'Patel',
    phone: '(555) 208-5513',
    property: 'cedar-ridge',
    unit: '2A',
    pays: 'zelle',
    lease: { status: 'active', rent: 1450, startMonthsAgo: 11, startDay: 15, termMonths: 12 },
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    phone: '(555) 212-0468',
    property: 'cedar-ridge',
    unit: '2C',
    pays: 'zelle',
    story: 'missed-last-month',
    lease: { status: 'active', rent: 1395, startMonthsAgo: 3, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Aisha',
    lastName: 'Rahman',
    phone: '(555) 215-9932',
    property: 'cedar-ridge',
    unit: '2D',
    pays: 'zelle',
    story: 'overpaid',
    lease: { status: 'active', rent: 1425, startMonthsAgo: 7, startDay: 1, termMonths: 12 },
  },
  {
    // Moved out four months ago; unit 1C has been vacant since.
    firstName: 'Tom',
    lastName: 'Becker',
    phone: '(555) 219-3027',
    property: 'cedar-ridge',
    unit: '1C',
    pays: 'zelle',
    lease: { status: 'ended', rent: 1295, startMonthsAgo: 16, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    phone: '(555) 226-4175',
    property: 'barton-oaks',
    unit: '101',
    pays: 'check',
    lease: { status: 'active', rent: 1675, startMonthsAgo: 18, startDay: 1, termMonths: 24 },
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    phone: '(555) 231-8846',
    property: 'barton-oaks',
    unit: '102',
    pays: 'check',
    story: 'nsf-check',
    // Due on the 5th: he is paid on the 3rd, and the landlord agreed.
    lease: {
      status: 'active',
      rent: 1650,
      startMonthsAgo: 8,
      startDay: 1,
      termMonths: 12,
      rentDueDay: 5,
    },
  },
  {
    firstName: 'Rachel',
    lastName: 'Thompson',
    phone: '(555) 233-6109',
    property: 'barton-oaks',
    unit: '201',
    account: 'invited',
    pays: 'zelle',
    lease: { status: 'active', rent: 1700, startMonthsAgo: 2, startDay: 1, termMonths: 12 },
  },
  {
    firstName: 'Carlos',
    lastName: 'Mendoza',
    phone: '(555) 240-2281',
    property: 'willow-lane',
    unit: 'A',
    pays: 'cash',
    lease: { status: 'active', rent: 1975, startMonthsAgo: 4, startDay: 1, termMonths: 18 },
  },
  {
    firstName: 'Hannah',
    lastName: 'Lee',
    phone: '(555) 244-7390',
    property: 'willow-lane',
    unit: 'B',
    account: 'invited',
    pays: 'zelle',
    lease: {
      status: 'active',
      rent: 1950,
      startMonthsAgo: 12,
      startDay: 1,
      termMonths: 24,
      imported: { booksStartDaysAgo: 45, openingBalance: 412.5 },
    },
  },
  {
    // A single-family house has no unit number.
    firstName: 'James',
    lastName: 'Okafor',
    phone: '(555) 251-6624',
    property: 'pecan-street',
    unit: null,
    // Signs in like the other invited tenants, so the demo shows 'Your Lease Information'.
    account: 'invited',
    pays: 'zelle',
    extracted: true,
    lease: { status: 'active', rent: 3150, startMonthsAgo: 3, startDay: 15, termMonths: 14 },
  },
  {
    // Signed a few days ago; moves in on the 1st of next month.
    firstName: 'Olivia',
    lastName: 'Brooks',
    phone: '(555) 258-1043',
    property: 'great-hills',
    unit: '214',
    pays: 'zelle',
    lease: { status: 'pending', rent: 2200, startMonthsAgo: -1, startDay: 1, termMonths: 12 },
  },
]

export const EXTRACTION_CONFIDENCE = 0.92

/** What the extracted-lease tenant's document says beyond the lease row itself. */
export const EXTRACTED_LEASE_TERMS = {
  additionalOccupants: 'Grace Okafor (spouse), Ethan Okafor (son)',
  maxGuestDays: 14,
  acceptedPaymentMethods: ['Zelle', 'Check'],
  bankAccount: '7730014821',
  zelleNumber: '(555) 640-2210',
  lateFeePercentage: 5,
  gracePeriodDays: 3,
  nsfFeeFirst: 30,
  nsfFeeAdditional: 50,
}
