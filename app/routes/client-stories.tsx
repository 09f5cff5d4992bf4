import { Picture } from '../components/picture';
import { clientStories } from '../content/client-stories';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/client-stories';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'Client Stories', 'Riders, owners and event organisers on their sessions with us.', {
    image: clientStories[0] && { name: clientStories[0].image, alt: clientStories[0].alt },
  });

/** PRODUCT §2 Client Stories: nine cards, two columns under 1200 px, otherwise three. */
export default function ClientStories() {
  return (
    <div className="py-4 container">
      <h1 className="mb-4">Client Stories</h1>
      <div className="g-4 row row-cols-xl-3 row-cols-sm-2 row-cols-1">
        {clientStories.map((story, index) => (
          <div className="col" key={story.name}>
            <div className="h-100 art-card card">
              <Picture
                name={story.image}
                alt={story.alt}
                sizes="(max-width: 575px) 100vw, (max-width: 1199px) 50vw, 33vw"
                className="card-img-top h-auto"
                priority={index === 0}
              />
              <div className="card-body">
                <h2 className="h5 card-title">{story.name}</h2>
                <p className="card-text">{story.about}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
