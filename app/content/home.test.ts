import { describe, expect, it } from 'vitest';
import { carouselSlides, slideIntervalMs } from './home';

describe('home carousel timing (PRODUCT §9)', () => {
  it('shows slides 1 to 6 for 2000, 3000, 4000, 5000, 6000 and 7000 ms', () => {
    expect(carouselSlides.map((slide) => slide.image)).toEqual([
      'home1',
      'home2',
      'home3',
      'home4',
      'home5',
      'home6',
    ]);
    expect(carouselSlides.map(slideIntervalMs)).toEqual([2000, 3000, 4000, 5000, 6000, 7000]);
  });

  it('shows a slide without its own interval for 5000 ms', () => {
    expect(slideIntervalMs({ image: 'home1', alt: 'A slide with no interval of its own' })).toBe(5000);
    expect(slideIntervalMs({ image: 'home1', alt: 'A slide with its own', interval: 2500 })).toBe(2500);
  });
});
