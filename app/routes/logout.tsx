import { href, redirect } from 'react-router';
import { safeRedirect } from '../accounts/auth-actions.server';
import { destroySession } from '../accounts/session.server';
import { readFormData } from '../security/form-body.server';
import type { Route } from './+types/logout';

/** POST only (a link can never sign anyone out): ends the session and reloads the page it came from. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  return redirect(safeRedirect(formData.get('redirectTo')), {
    headers: { 'Set-Cookie': await destroySession(request) },
  });
}

export function loader() {
  return redirect(href('/'));
}
