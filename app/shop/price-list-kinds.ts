/** What a picture can be made into (PRODUCT §20): a print, wall art or a digital download. */
export const priceListKinds = ['print', 'wall-art', 'download'] as const;
export type PriceListKind = (typeof priceListKinds)[number];

/** The words of each kind, as the price list and the order dialog show them. */
export const priceListKindLabels: Record<PriceListKind, string> = {
  print: 'Print',
  'wall-art': 'Wall art',
  download: 'Digital download',
};

export const priceListLimits = { name: 100, size: 20, maxPriceCents: 10_000_000 } as const;
