import { lazy, Suspense, useEffect, useState } from 'react';
import { withLoadTimeout } from '../chunks/chunk-load-failure';
import type { CarouselSlide } from '../content/home';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { Picture } from './picture';

// The carousel's code arrives just after the page is interactive; until then the first slide
// shows as plain markup, identical to the carousel's own, so nothing moves when it takes over.
const SlideCarousel = lazy(() => withLoadTimeout('slide-carousel', () => import('./slide-carousel')));

function FirstSlide({ slide }: { slide: CarouselSlide }) {
  return (
    <div className="carousel slide">
      <div className="carousel-inner">
        <div className="carousel-item active" data-slide={1}>
          <Picture
            name={slide.image}
            alt={slide.alt}
            sizes="100vw"
            className="d-block w-100 h-auto"
            priority
          />
        </div>
      </div>
    </div>
  );
}

/** The home page's slideshow (PRODUCT §2 Home, §4 Carousel). */
export function HomeCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const first = slides[0];
  if (!first) return null;
  const still = <FirstSlide slide={first} />;
  return (
    <section className="home-carousel position-relative" aria-label="Featured photographs">
      {hydrated ? (
        // Without its script the carousel stays the server-rendered first slide: still a whole page.
        <ChunkErrorBoundary fallback={still}>
          <Suspense fallback={still}>
            <SlideCarousel slides={slides} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        still
      )}
    </section>
  );
}
