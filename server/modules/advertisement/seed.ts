import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { advertisements } from './schema'

type Ad = Omit<typeof advertisements.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdById' | 'startAt' | 'endAt'> & {
  /** Days from now the ad starts and ends. */
  days: [number, number]
}

/** The demo advertisements: one of each kind the form offers, a product promotion, and a retired one (soft deleted). */
export const DEMO_ADVERTISEMENTS: readonly Ad[] = [
  {
    title: 'Monsoon service camp',
    description: 'Free battery health check at every service centre this week.',
    tagline: 'Ride safe in the rain',
    adPosition: 'top',
    advertisementPage: 'Home',
    typeOfLink: 'banner',
    priority: 'high',
    images: [],
    locationName: 'Bengaluru, Karnataka, India',
    latitude: 12.9716,
    longitude: 77.5946,
    city: 'Bengaluru',
    published: true,
    days: [0, 7],
  },
  {
    title: 'New riding modes',
    description: 'Sport mode is here: update your scooter from the app.',
    adPosition: 'middle',
    advertisementPage: 'Vehicle',
    typeOfLink: 'dialog',
    priority: 'normal',
    advertisementList: [{ mediaUrl: 'https://example.com/ads/sport-mode.jpg', siteLink: 'https://example.com/sport', category: 'feature' }],
    published: true,
    days: [0, 14],
  },
  {
    title: 'How to swap your battery',
    description: 'A two-minute video on battery swapping.',
    adPosition: 'bottom',
    advertisementPage: 'Service',
    typeOfLink: 'video',
    videoLink: 'https://example.com/videos/battery-swap.mp4',
    priority: 'low',
    published: false,
    days: [1, 30],
  },
  {
    title: 'Festive accessories',
    description: 'Helmets and phone mounts at festive prices.',
    adPosition: 'middle',
    advertisementPage: 'Store',
    typeOfLink: 'promotion',
    products: ['HELMET-01', 'MOUNT-02'],
    priority: 'normal',
    locationName: 'Mumbai, Maharashtra, India',
    latitude: 19.076,
    longitude: 72.8777,
    city: 'Mumbai',
    published: true,
    days: [0, 10],
  },
  {
    title: 'Summer offer (retired)',
    description: 'Ended.',
    adPosition: 'top',
    advertisementPage: 'Offers',
    typeOfLink: 'banner',
    priority: 'normal',
    published: false,
    active: false,
    days: [-40, -10],
  },
]

/** The demo advertisements, created a minute apart before now, each running the days it names. */
export default defineSeed({
  order: 50,
  seed: 0,
  async run(db, { now }) {
    await db.insert(advertisements).values(
      DEMO_ADVERTISEMENTS.map(({ days, ...a }, i) => ({
        ...a,
        startAt: new Date(now.getTime() + days[0] * DAY_MS),
        endAt: new Date(now.getTime() + days[1] * DAY_MS),
        createdAt: new Date(now.getTime() - (DEMO_ADVERTISEMENTS.length - i) * 60_000),
        updatedAt: new Date(now.getTime() - (DEMO_ADVERTISEMENTS.length - i) * 60_000),
      })),
    )
  },
})
