/** The shop's products, seeded on first start (PRODUCT §12). Prices in cents. */
export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  briefDescription: string;
  priceCents: number;
  sortOrder: number;
}

export const catalogueSeed: ProductSeed[] = [
  {
    slug: 'fine-art-print-8x10',
    name: '8x10 Fine Art Print',
    description:
      'One image from your session printed on archival cotton rag paper with pigment inks, hand-checked and signed on the back. Ready for a standard 8x10 frame.',
    briefDescription: 'Archival cotton rag print, 8x10 in.',
    priceCents: 4500,
    sortOrder: 1,
  },
  {
    slug: 'gallery-print-16x20',
    name: '16x20 Gallery Print',
    description:
      'A larger print for the wall, on lustre photographic paper with a subtle sheen that keeps coat colours rich and true. Shipped flat between rigid boards.',
    briefDescription: 'Lustre print, 16x20 in.',
    priceCents: 12000,
    sortOrder: 2,
  },
  {
    slug: 'framed-print-11x14',
    name: 'Framed 11x14 Print',
    description:
      'An 11x14 print in a solid oak frame with a white mat and UV-protective glazing, wired and ready to hang in the tack room or the living room.',
    briefDescription: 'Oak frame, white mat, 11x14 in.',
    priceCents: 16500,
    sortOrder: 3,
  },
  {
    slug: 'canvas-wrap-24x36',
    name: '24x36 Canvas Wrap',
    description:
      'Your favourite image on museum-grade canvas, stretched over a 1.5 inch wooden frame with mirrored edges and a protective satin varnish.',
    briefDescription: 'Gallery canvas, 24x36 in.',
    priceCents: 39500,
    sortOrder: 4,
  },
  {
    slug: 'heirloom-album',
    name: 'Heirloom Leather Album',
    description:
      'Twenty lay-flat spreads telling the story of your session, bound in full-grain leather with your horse’s name debossed on the cover.',
    briefDescription: 'Leather lay-flat album, 20 spreads.',
    priceCents: 65000,
    sortOrder: 5,
  },
  {
    slug: 'desk-calendar',
    name: 'Desk Calendar',
    description:
      'Twelve months of your horse on a linen-finish desk calendar with a wooden stand. Pick the images and the starting month after checkout.',
    briefDescription: '12-month desk calendar with stand.',
    priceCents: 3850,
    sortOrder: 6,
  },
  {
    slug: 'greeting-cards',
    name: 'Greeting Cards (Set of 12)',
    description:
      'Twelve folded cards with envelopes, printed with up to four images from your session. Blank inside for holiday wishes or thank-you notes.',
    briefDescription: '12 folded cards with envelopes.',
    priceCents: 2995,
    sortOrder: 7,
  },
  {
    slug: 'digital-collection',
    name: 'Digital Image Collection',
    description:
      'Ten edited, high-resolution image files of your choice from your gallery, with a personal licence to print and share them.',
    briefDescription: '10 high-resolution files.',
    priceCents: 25000,
    sortOrder: 8,
  },
  {
    slug: 'mini-session-voucher',
    name: 'Mini Session Voucher',
    description:
      'A 30-minute session at your barn for one horse, with an online gallery of at least fifteen edited images. Valid for one year.',
    briefDescription: '30-minute session for one horse.',
    priceCents: 22500,
    sortOrder: 9,
  },
  {
    slug: 'gift-card-100',
    name: '$100 Gift Card',
    description:
      'A gift card for any session, print or album, delivered as a printed card in a linen envelope. It never expires.',
    briefDescription: 'Gift card worth $100.',
    priceCents: 10000,
    sortOrder: 10,
  },
];
