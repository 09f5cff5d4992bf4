import { Col, Container, ListGroup, Row } from 'react-bootstrap';
import { HomeCarousel } from '../components/home-carousel';
import { pageMeta } from '../components/page-meta';
import { business } from '../content/business';
import { listUpcomingEvents } from '../content/content.server';
import { carouselSlides, homeIntro, popularServices } from '../content/home';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Home',
    'Equine portraits, event and lifestyle photography for horses and the people who love them.',
  );

export async function loader() {
  return { upcomingEvents: await listUpcomingEvents() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Container className="pt-4">
        <h1 className="display-5 text-center mb-4">{business.name}</h1>
      </Container>
      <HomeCarousel slides={carouselSlides} />
      <Container className="py-4">
        <p className="lead mx-auto home-intro">{homeIntro}</p>
        <Row className="g-4 mt-2">
          <Col md={6}>
            <h2 className="h3">Upcoming Events</h2>
            <ListGroup as="ul">
              {loaderData.upcomingEvents.map((event) => (
                <ListGroup.Item as="li" key={event.id}>
                  <strong>{event.title}</strong>
                  <br />
                  {event.place}, {event.dates}
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Col>
          <Col md={6}>
            <h2 className="h3">Popular Services</h2>
            <ListGroup as="ul">
              {popularServices.map((service) => (
                <ListGroup.Item as="li" key={service.name}>
                  <strong>{service.name}</strong>
                  <br />
                  {service.text}
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Col>
        </Row>
      </Container>
    </>
  );
}
