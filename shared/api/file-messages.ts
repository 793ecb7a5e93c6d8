/** The file calls' messages (zod-free: the app's message table, on the sign-in page, translates them). */
export const FILE_MESSAGES = {
  missing: 'Please choose a file to upload',
  unknownBucket: 'Unknown upload folder',
  imageTooLarge: 'File size is too large, Max. file size is 3mb.',
  videoTooLarge: 'File size is too large, Max. file size is 50mb.',
  onlyImages: 'Only PNG or JPEG images are allowed',
  onlyVideos: 'Only MP4 or WebM videos are allowed',
  uploaded: 'File uploaded successfully',
  /** A saved record referenced a file that is another record's, or another user's upload not yet saved. */
  notYours: 'This file belongs to another record, please upload it again',
} as const
