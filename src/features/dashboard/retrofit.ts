/**
 * The Retrofitment pie's slices in order, each with its fixed palette slot (spec 001 section 2: slice colours are set
 * for kit, battery and painting): kit blue, battery orange, painting bluish green, in the colour-blind-safe palette.
 */
export const RETROFIT_SLOTS = [
  { key: 'kit', styleIndex: 0 },
  { key: 'battery', styleIndex: 1 },
  { key: 'painting', styleIndex: 2 },
] as const
