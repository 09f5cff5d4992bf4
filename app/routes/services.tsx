import { href, Link } from 'react-router';
import { Picture } from '../components/picture';
import { PriceLine } from '../components/price-line';
import { type ArtworkName, artworks } from '../content/artwork';
import { listServices } from '../content/content.server';
import { hrefWithQuery } from '../http/typed-paths';
import { pageMeta, type ShareImage } from '../seo/page-meta';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Services',
    'Portraits, events, fine art, advertising, editorial and lifestyle sessions, with prices.',
    { image: firstServiceImage(args.loaderData?.services) },
  );

export async function loader() {
  return { services: await listServices() };
}

function isArtwork(name: string): name is ArtworkName {
  return name in artworks;
}

/** The first service's picture, for the page's link preview. */
function firstServiceImage(services: { img: string; alt: string }[] | undefined): ShareImage | undefined {
  const first = services?.[0];
  return first && isArtwork(first.img) ? { name: first.img, alt: first.alt } : undefined;
}

/** PRODUCT §2 Services: cards from the database; three columns, two under 1200 px. */
export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-4 container">
      <h1 className="mb-4">Services</h1>
      <div className="g-4 row row-cols-xl-3 row-cols-sm-2 row-cols-1">
        {loaderData.services.map((service, index) => (
          <div className="col" key={service.id}>
            <div className="h-100 art-card card">
              {isArtwork(service.img) ? (
                <Picture
                  name={service.img}
                  alt={service.alt}
                  sizes="(max-width: 575px) 100vw, (max-width: 1199px) 50vw, 33vw"
                  className="card-img-top h-auto"
                  priority={index === 0}
                />
              ) : null}
              <div className="d-flex flex-column card-body">
                <h2 className="h4 card-title">{service.name}</h2>
                <p className="card-text">{service.txt}</p>
                <ul className="price-list mb-3">
                  {service.price.map((line) => (
                    <PriceLine key={line} line={line} />
                  ))}
                </ul>
                <Link
                  className="btn btn-primary mt-auto align-self-start"
                  to={
                    service.session
                      ? hrefWithQuery('/BookingForm', { session: service.session })
                      : href('/BookingForm')
                  }
                >
                  Book Now
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
