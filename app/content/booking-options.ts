/** PRODUCT §5 Booking form: the session options, exactly as listed there. */
export const sessionOptions = [
  'Equine portrait',
  'Event photography',
  'Fine art photography',
  'Advertising and marketing photography',
  'Editorial and journalistic photography',
  'Equine lifestyle photography',
  'other',
] as const;

export type SessionOption = (typeof sessionOptions)[number];

/** PRODUCT §5 Booking form: where the visitor heard about the business. */
export const hearAboutOptions = ['facebook', 'instagram', 'word of mouth', 'website', 'other'] as const;
