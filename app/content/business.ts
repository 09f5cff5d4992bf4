/** The business's identity, used by the layout, meta tags and emails. */
export const business = {
  name: 'Sierra Equine Photography',
  owner: 'Hannah Brooks',
  city: 'Sacramento, California',
} as const;
