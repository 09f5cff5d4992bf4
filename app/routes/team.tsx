import { Card, Col, Container, Row } from 'react-bootstrap';
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
    <Container className="py-4">
      <h1 className="mb-4">Meet the Team</h1>
      <Row xs={1} md={2} xl={3} className="g-4">
        {teamMembers.map((member, index) => (
          <Col key={member.name}>
            <Card className="h-100 shadow-sm">
              <Picture
                name={member.image}
                alt={member.alt}
                sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 33vw"
                className="card-img-top h-auto"
                priority={index === 0}
              />
              <Card.Body>
                <Card.Title as="h2" className="h4">
                  {member.name}
                </Card.Title>
                <Card.Subtitle className="mb-2 text-body-secondary">{member.position}</Card.Subtitle>
                <Card.Text>{member.bio}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
