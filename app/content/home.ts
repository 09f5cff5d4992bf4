import type { ArtworkName } from './artwork';

/** PRODUCT §3 Carousel slide: image, alt text and its own display interval. */
export interface CarouselSlide {
  image: ArtworkName;
  alt: string;
  /** Milliseconds this slide stays up before the carousel advances; 5000 when not given (PRODUCT §9). */
  interval?: number;
}

/** PRODUCT §9: a slide without its own interval shows for 5000 ms. */
export const defaultSlideIntervalMs = 5000;

/** How long `slide` stays up before the carousel moves on. */
export function slideIntervalMs(slide: CarouselSlide): number {
  return slide.interval ?? defaultSlideIntervalMs;
}

/** One entry of the home page's Popular Services list (PRODUCT §2 Home). */
export interface PopularService {
  name: string;
  text: string;
}

/** Seed row for the home page's Upcoming Events (see upcomingEvents in content.schema.ts). */
export interface UpcomingEventSeed {
  slug: string;
  title: string;
  place: string;
  dates: string;
  sortOrder: number;
}

export const carouselSlides: CarouselSlide[] = [
  {
    image: 'home1',
    alt: 'Illustration of rolling green hills crossed by wooden paddock fences under a wide sky',
    interval: 2000,
  },
  {
    image: 'home2',
    alt: 'Illustration of a rider on horseback silhouetted against a glowing orange sunset',
    interval: 3000,
  },
  {
    image: 'home3',
    alt: 'Illustration of a small herd of horses grazing together on an open meadow',
    interval: 4000,
  },
  {
    image: 'home4',
    alt: 'Illustration of a horse clearing a jump in a show arena',
    interval: 5000,
  },
  {
    image: 'home5',
    alt: 'Illustration of a horse standing in a snowy winter landscape',
    interval: 6000,
  },
  {
    image: 'home6',
    alt: "Illustration of a horse's head in profile, drawn as a close portrait",
    interval: 7000,
  },
];

export const homeIntro =
  'At Sierra Equine Photography we believe every horse has a story worth telling, whether it is a ' +
  'champion in the show ring or a trusted trail partner who has carried you for twenty years. ' +
  'We work at your barn, your favorite trail or the arena, taking the time to let your horse relax so ' +
  'their true personality comes through in every frame. From soft golden-hour portraits to fast action ' +
  'at the biggest rodeos in the West, our goal is images you will treasure for a lifetime.';

export const popularServices: PopularService[] = [
  {
    name: 'Equine portraiture',
    text:
      'Timeless portraits of you and your horse, captured in natural light at your barn or a location ' +
      'you love.',
  },
  {
    name: 'Event photography',
    text:
      'Sharp, fast action coverage of horse shows, rodeos and clinics, with images ready to order ' +
      'soon after.',
  },
  {
    name: 'Equine lifestyle photography',
    text:
      'Relaxed, story-driven sessions that capture everyday moments of life with horses on the ranch ' +
      'and trail.',
  },
];

export const upcomingEventsSeed: UpcomingEventSeed[] = [
  {
    slug: 'spring-horse-show-sacramento',
    title: 'Spring Horse Show',
    place: 'Sacramento, California',
    dates: 'May 21-23',
    sortOrder: 1,
  },
  {
    slug: 'reno-rodeo',
    title: 'Reno Rodeo',
    place: 'Reno, Nevada',
    dates: 'Jun 15-24',
    sortOrder: 2,
  },
  {
    slug: 'national-finals-rodeo-las-vegas',
    title: 'National Finals Rodeo',
    place: 'Las Vegas, Nevada',
    dates: 'Dec 1-10',
    sortOrder: 3,
  },
];
