import { calendarFeed } from '../calendar/feed.server';
import type { Route } from './+types/calendar-feed';

/**
 * GET /calendar/{token}.ics: the admins' calendar feed. Calendar apps fetch it without cookies,
 * so there is no session guard: the secret token is the key, and anything else answers 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file ?? '');
  const result = match?.[1] ? await calendarFeed(match[1]) : null;
  if (!result?.ok) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(result.ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="sessions.ics"',
      // A private schedule: no shared cache keeps it, and no search engine lists the link.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
