import { Picture } from '../components/picture';
import { aboutParagraphs, aboutPhotoAlt } from '../content/about';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'About',
    'Meet the owner: a lifelong horsewoman who turned her love of horses into her life’s work.',
    { image: { name: 'about', alt: aboutPhotoAlt } },
  );

export default function About() {
  return (
    <div className="py-4 container">
      <h1 className="mb-4">About The Owner</h1>
      <div className="g-4 align-items-start row">
        <div className="col-md-5">
          <Picture
            name="about"
            alt={aboutPhotoAlt}
            sizes="(max-width: 767px) 100vw, 40vw"
            className="img-fluid rounded shadow-sm"
            priority
          />
        </div>
        <div className="col-md-7">
          {aboutParagraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
