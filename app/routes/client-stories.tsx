import { Card, Col, Container, Row } from 'react-bootstrap';
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
    <Container className="py-4">
      <h1 className="mb-4">Client Stories</h1>
      <Row xs={1} sm={2} xl={3} className="g-4">
        {clientStories.map((story, index) => (
          <Col key={story.name}>
            <Card className="h-100 shadow-sm">
              <Picture
                name={story.image}
                alt={story.alt}
                sizes="(max-width: 575px) 100vw, (max-width: 1199px) 50vw, 33vw"
                className="card-img-top h-auto"
                priority={index === 0}
              />
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  {story.name}
                </Card.Title>
                <Card.Text>{story.about}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
