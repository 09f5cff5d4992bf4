import { useEffect, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { type CarouselSlide, defaultSlideIntervalMs, slideIntervalMs } from '../content/home';
import { Picture } from './picture';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * PRODUCT §4 Carousel: each slide's own interval, wrap-around, pause on hover, arrow keys and 40 px
 * swipes (react-bootstrap does those). Added for WCAG 2.2.2: a visible pause/play control, and no
 * auto-advance for visitors who ask for reduced motion.
 */
export default function SlideCarousel({ slides }: { slides: CarouselSlide[] }) {
  // This component only runs in the browser (it is loaded after hydration), so it can ask at once
  // and never starts a timer for a visitor who wants no motion.
  const [reducedMotion, setReducedMotion] = useState(() => window.matchMedia(reducedMotionQuery).matches);
  const [playing, setPlaying] = useState(() => !reducedMotion);

  useEffect(() => {
    const media = window.matchMedia(reducedMotionQuery);
    const apply = () => {
      setReducedMotion(media.matches);
      if (media.matches) setPlaying(false);
    };
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, []);

  return (
    <>
      <Carousel
        // A null interval stops cycling; otherwise each item's own interval applies.
        interval={playing ? defaultSlideIntervalMs : null}
        pause="hover"
        keyboard
        touch
        wrap
        slide={!reducedMotion}
        tabIndex={0}
      >
        {slides.map((slide, index) => (
          <Carousel.Item key={slide.image} interval={slideIntervalMs(slide)} data-slide={index + 1}>
            <Picture
              name={slide.image}
              alt={slide.alt}
              sizes="100vw"
              className="d-block w-100 h-auto"
              priority={index === 0}
              eager
            />
          </Carousel.Item>
        ))}
      </Carousel>
      <button
        type="button"
        className="btn btn-light btn-sm carousel-play-toggle"
        aria-pressed={!playing}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? 'Pause slideshow' : 'Play slideshow'}
      </button>
    </>
  );
}
