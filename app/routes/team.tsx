import { Picture } from '../components/picture';
import { teamMembers } from '../content/team';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/team';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    'Team',
    'The five people behind every session: photographers, an editor, a coordinator and a handler.',
    { image: teamMembers[0] && { name: teamMembers[0].image, alt: teamMembers[0].alt } },
  );

export default function Team() {
  return (
    <div className="py-4 container">
      <h1 className="mb-4">Meet the Team</h1>
      <div className="g-4 row row-cols-xl-3 row-cols-md-2 row-cols-1">
        {teamMembers.map((member, index) => (
          <div className="col" key={member.name}>
            <div className="h-100 art-card card">
              <Picture
                name={member.image}
                alt={member.alt}
                sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 33vw"
                className="card-img-top h-auto"
                priority={index === 0}
              />
              <div className="card-body">
                <h2 className="h4 card-title">{member.name}</h2>
                <div className="mb-2 text-body-secondary card-subtitle h6">{member.position}</div>
                <p className="card-text">{member.bio}</p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
