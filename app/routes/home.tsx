import { HomeCarousel } from '../components/home-carousel';
import { business } from '../content/business';
import { listUpcomingEvents } from '../content/content.server';
import { carouselSlides, homeIntro, popularServices } from '../content/home';
import { localBusinessJsonLd } from '../seo/local-business';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Home',
    'Equine portraits, event and lifestyle photography for horses and the people who love them.',
    { jsonLd: localBusinessJsonLd(args) },
  );

export async function loader() {
  return { upcomingEvents: await listUpcomingEvents() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* The business's name over the picture: first in the page, laid over the slideshow, and
          never in the way of its controls (pointer-events: none). */}
      <div className="position-relative">
        <div className="home-hero-title">
          <h1 className="mb-0">{business.name}</h1>
        </div>
        <HomeCarousel slides={carouselSlides} />
      </div>
      {/* Plain Bootstrap markup: the home page has the tightest script budget. */}
      <div className="container py-4">
        <p className="lead mx-auto home-intro">{homeIntro}</p>
        <div className="row g-4 mt-2">
          <div className="col-md-6">
            <h2 className="h3 section-title">Upcoming Events</h2>
            <ul className="list-group">
              {loaderData.upcomingEvents.map((event) => (
                <li className="list-group-item" key={event.id}>
                  <strong>{event.title}</strong>
                  <br />
                  {event.place}, {event.dates}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-md-6">
            <h2 className="h3 section-title">Popular Services</h2>
            <ul className="list-group">
              {popularServices.map((service) => (
                <li className="list-group-item" key={service.name}>
                  <strong>{service.name}</strong>
                  <br />
                  {service.text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </>
  );
}
