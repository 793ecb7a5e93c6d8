/** The demo drives' remarks and feedback, shared by the demo seed and the bulk generator. */
export const REMARKS = [
  'Wants to compare ranges',
  'Asked about the exchange offer',
  'First electric scooter',
  'Coming with family',
  'Prefers a morning ride',
]
export const FEEDBACK = ['Smooth ride, liked the pickup', 'Good, but the seat is a bit hard', 'Staff explained everything well', null, null]
