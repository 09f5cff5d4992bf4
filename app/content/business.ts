/** The business's identity, used by the layout, meta tags and emails. */
export const business = {
  name: 'Sierra Equine Photography',
  /** Where the whole name has no room: under an installed site's icon (web manifest). */
  shortName: 'Sierra Equine',
  owner: 'Hannah Brooks',
  city: 'Sacramento, California',
  /** Where the business is, as search engines read a postal address (LocalBusiness JSON-LD). */
  address: { locality: 'Sacramento', region: 'CA', country: 'US' },
  /** Where it works: the states of its events (PRODUCT §2 Home) and of its services' texts. */
  areaServed: ['California', 'Nevada'],
} as const;
