import { Container } from 'react-bootstrap';
import { matchPath } from 'react-router';
import { requireRole } from '../accounts/guards.server';
import { routeAccess } from '../accounts/route-access';
import { pageMeta } from '../components/page-meta';
import type { Route } from './+types/coming-soon';

/**
 * Restricted screens whose issues have not landed yet. The guard is real: the rule comes from the
 * SPEC §6 table for the matched path, and an unknown path is refused outright.
 */
function ruleFor(pathname: string) {
  for (const [pattern, rule] of Object.entries(routeAccess)) {
    if (pattern !== '*' && matchPath(pattern, pathname)) return rule;
  }
  return 'admin';
}

export const meta: Route.MetaFunction = () => pageMeta('Coming soon', 'This part of the site is on its way.');

export async function loader({ request }: Route.LoaderArgs) {
  const rule = ruleFor(new URL(request.url).pathname);
  if (rule !== 'public') await requireRole(request, rule);
  return null;
}

export default function ComingSoon() {
  return (
    <Container className="py-5">
      <h1>Coming soon</h1>
    </Container>
  );
}
