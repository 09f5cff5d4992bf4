import { useRootData } from '../hooks/use-root-data';
import { Picture } from './picture';

/** PRODUCT §2 404: a horse image, '404 Page Not found!' and a contact-by-mail link. */
export function NotFound() {
  const email = useRootData()?.businessEmail;
  return (
    <div className="container py-5 text-center">
      <Picture
        name="notfound"
        alt="Illustration of a horse looking over a fence, a little lost"
        sizes="(max-width: 600px) 90vw, 500px"
        className="img-fluid rounded mb-4 not-found-image"
        priority
      />
      <h1>404 Page Not found!</h1>
      <p>
        The page you were looking for has wandered off.{' '}
        {email ? (
          <>
            If you think it should be here, <a href={`mailto:${email}`}>email us</a>.
          </>
        ) : null}
      </p>
    </div>
  );
}
