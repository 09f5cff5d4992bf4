import type { ArtworkName } from './artwork';
import type { SessionOption } from './booking-options';

/** Seed row for PRODUCT §3 Service (see services in content.schema.ts). */
export interface ServiceSeed {
  /** Stable key the seed uses to stay idempotent. */
  slug: string;
  name: string;
  txt: string;
  img: ArtworkName;
  alt: string;
  /** The price list: the product's "list of strings". */
  price: string[];
  /** The booking-form session this service books. */
  session: SessionOption;
  sortOrder: number;
}

export const serviceSeed: ServiceSeed[] = [
  {
    slug: 'equine-portraiture',
    name: 'Equine Portraiture',
    txt:
      'Classic portraits of your horse, or of you and your horse together, in natural light at your barn ' +
      'or a favorite location. We take our time so your horse can relax and show their true personality.',
    img: 'serviceportrait',
    alt: "Illustration of a horse's head in profile, drawn as a close portrait",
    price: [
      'Mini session (30 min, 10 images): $250',
      'Classic session (1 hour, 25 images): $450',
      'Signature session (2 hours, 50 images, 2 locations): $750',
      'Fine art print add-on (16x20): from $120',
    ],
    session: 'Equine portrait',
    sortOrder: 1,
  },
  {
    slug: 'event-photography',
    name: 'Event Photography',
    txt:
      'Action coverage of horse shows, rodeos, clinics and barn events across California and Nevada. ' +
      'Riders can order their favorite shots online within days of the event.',
    img: 'serviceevent',
    alt: 'Illustration of a horse clearing a jump in a show arena',
    price: [
      'Single rider package (one class, 15 images): $150',
      'Full show weekend for one rider: $400',
      'Official event photographer (per day): $1,200',
    ],
    session: 'Event photography',
    sortOrder: 2,
  },
  {
    slug: 'fine-art-photography',
    name: 'Fine Art Photography',
    txt:
      'Artistic, gallery-style images that play with dramatic light, silhouettes and mood. Each session ' +
      'is planned around the golden hour and finished as museum-quality prints for your walls.',
    img: 'servicefineart',
    alt: 'Illustration of a rider on horseback silhouetted against a glowing sunset',
    price: [
      'Fine art session (2 hours, 15 edited images): $650',
      'Limited-edition canvas (24x36): $480',
      'Framed archival print (20x30): $350',
    ],
    session: 'Fine art photography',
    sortOrder: 3,
  },
  {
    slug: 'advertising-marketing',
    name: 'Advertising & Marketing',
    txt:
      'Polished images for breeders, trainers, tack brands and boarding facilities that want to stand out. ' +
      'We plan every shoot around your brand and deliver files ready for web, print and social media.',
    img: 'serviceadvertising',
    alt: 'Illustration of rolling hills and a wooden paddock fence under a wide sky',
    price: [
      'Sale horse package (conformation and under-saddle shots): $350',
      'Half-day commercial shoot (up to 4 hours): $900',
      'Full-day commercial shoot (up to 8 hours): $1,600',
      'Commercial usage license: quoted per project',
    ],
    session: 'Advertising and marketing photography',
    sortOrder: 4,
  },
  {
    slug: 'editorial-journalism',
    name: 'Editorial & Journalism',
    txt:
      'Honest, story-driven photographs for magazines, newsletters and equestrian organizations. ' +
      'We document people, horses and places as they really are, on deadline and to your brief.',
    img: 'serviceeditorial',
    alt: 'Illustration of a small herd of horses grazing together on a meadow',
    price: [
      'Half-day assignment: $600',
      'Full-day assignment: $1,100',
      'Single-image license from our archive: from $75',
    ],
    session: 'Editorial and journalistic photography',
    sortOrder: 5,
  },
  {
    slug: 'equine-lifestyle',
    name: 'Equine Lifestyle',
    txt:
      'Relaxed sessions that capture everyday life with horses: morning feeds, trail rides and quiet ' +
      'moments in the barn. Perfect for families and anyone who wants the real story, in every season.',
    img: 'servicelifestyle',
    alt: 'Illustration of a horse standing in a snowy winter landscape',
    price: [
      'Barn day session (1 hour, 30 images): $400',
      'Family and horses session (2 hours, 60 images): $700',
      'Seasonal session (4 sessions across a year): $1,400',
    ],
    session: 'Equine lifestyle photography',
    sortOrder: 6,
  },
];
