import { fullPermissions, grant, type PermissionList } from '../../../shared/permissions'

/** The demo roles (issue 2): name → permission list. */
export const DEMO_ROLES: Record<'Administrator' | 'Support' | 'Franchise' | 'Service' | 'Technician', PermissionList> = {
  Administrator: fullPermissions(),
  // The agent who takes the calls: a caller without a lead becomes one (add), and a lead can be called back (call).
  // Issue 21: the agent also answers the riders and leads on WhatsApp.
  Support: grant({
    CRM: ['query', 'view', 'add', 'edit', 'call'],
    Enquiry: ['query', 'view', 'edit'],
    Ticket: ['query', 'view', 'edit'],
    Whatsapp: ['query', 'view'],
  }),
  // The franchise sells: it sees the vehicle models and their prices, and its own figures on the dashboards (issue 22).
  Franchise: grant({
    Dashboard: ['query'],
    BookingCenterDashboard: ['query'],
    Booking: ['query', 'add', 'edit', 'view', 'export', 'filter'],
    TestDrive: ['query', 'add', 'edit', 'view', 'export', 'filter'],
    VehicleModel: ['query', 'view', 'export', 'filter'],
  }),
  // The centre's manager works its tickets and service requests and books its test drives, assigning its technicians
  // to all three (issues 17, 18).
  Service: grant({
    // The centre and its service requests (one permission for both screens, spec 002 section 2).
    ServiceCenter: ['query', 'add', 'edit', 'view', 'assign', 'changeStatus', 'logs', 'export', 'filter'],
    VehicleModel: ['query', 'view', 'filter'],
    // Its stock and its orders to the central store (issue 19): it adjusts stock, places, withdraws and receives orders.
    ScuStocks: ['query', 'view', 'edit', 'logs', 'export', 'filter'],
    Orderreq: ['query', 'view', 'add', 'logs', 'export', 'filter'],
    Services: ['query', 'view', 'filter'],
    Ticket: ['query', 'add', 'edit', 'view', 'assign', 'changeStatus', 'logs', 'export', 'filter'],
    TestDrive: ['query', 'add', 'edit', 'view', 'assign', 'export', 'filter'],
  }),
  // The technician rides the test drives assigned to them: sees them, marks them done and records the feedback.
  Technician: grant({ Ticket: ['query', 'edit', 'view'], TestDrive: ['query', 'edit', 'view'] }),
}

export const DEMO_PASSWORD = 'Demo@12345'

/** An address for an account: the franchise partner's form requires address, city, state and country. */
export interface DemoAddress {
  fragmentedAddress: string
  city: string
  state: string
  country: string
  pin: string
}

/**
 * The sign-in accounts of the demo (README), all with DEMO_PASSWORD; each valid by the user form as it is seeded, so
 * editing one and saving without a change is accepted.
 */
export const DEMO_ACCOUNTS = [
  {
    mobileNo: '9000000001',
    fname: 'Super',
    lname: 'Admin',
    userType: 'admin',
    role: 'Administrator',
    isSuperAdmin: true,
    email: 'superadmin@example.com',
  },
  {
    mobileNo: '9000000002',
    fname: 'Priya',
    lname: 'Support',
    userType: 'admin',
    role: 'Support',
    isSuperAdmin: false,
    email: 'support@example.com',
  },
  {
    mobileNo: '9000000003',
    fname: 'Green Wheels',
    lname: 'Franchise',
    userType: 'scp',
    role: 'Franchise',
    isSuperAdmin: false,
    email: 'franchise@example.com',
    address: {
      fragmentedAddress: '42, 80 Feet Road, Koramangala 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pin: '560034',
    } satisfies DemoAddress,
  },
  {
    mobileNo: '9000000004',
    fname: 'Koramangala',
    lname: 'Service',
    userType: 'scc',
    role: 'Service',
    isSuperAdmin: false,
    email: 'service@example.com',
  },
  {
    mobileNo: '9000000005',
    fname: 'Ravi',
    lname: 'Technician',
    userType: 'worker',
    role: 'Technician',
    isSuperAdmin: false,
    email: 'technician@example.com',
  },
] as const
