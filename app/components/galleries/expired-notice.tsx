import { href, Link } from 'react-router';
import { galleryMessages } from '../../galleries/gallery-messages';
import { useRootData } from '../../hooks/use-root-data';

/**
 * An expired gallery's text (PRODUCT §14, decision 043), and how to reach the business to reopen
 * it: its phone, to call from a phone, and Contact us. The files answer the text alone (410).
 */
export function ExpiredNotice({ className }: { className?: string }) {
  const phone = useRootData()?.businessPhone;
  return (
    <p className={className} data-testid="gallery-expired">
      {galleryMessages.expired}{' '}
      {phone ? (
        <>
          Call us at <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> or{' '}
        </>
      ) : null}
      <Link to={href('/contact')}>Contact us</Link>.
    </p>
  );
}
