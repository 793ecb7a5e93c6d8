/** The option lists' keys (issue 21), zod-free: the Options screen's address names them, in the entry chunk. */
export const OPTION_LIST_KEYS = [
  'requestType',
  'ticketType',
  'bookingStage',
  'bookingStatus',
  'department',
  'notificationType',
  'advertisementPage',
  'logisticPartner',
] as const
export type OptionListKey = (typeof OPTION_LIST_KEYS)[number]
