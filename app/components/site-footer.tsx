import { business } from '../content/business';
import { useRootData } from '../hooks/use-root-data';
import { ScrollToTop } from './scroll-to-top';

/** PRODUCT §1 and §2 Footer: credits, the not-a-real-business warning, the 2024 copyright line. */
export function SiteFooter() {
  const credits = useRootData()?.credits;
  return (
    <footer className="site-footer bg-dark text-light py-4 mt-5">
      <div className="container text-center small">
        {credits ? <p className="mb-2">{credits}</p> : null}
        <p className="mb-2 fw-semibold">
          This is not a real business. Please do not enter any personal information on this site.
        </p>
        <p className="mb-0">&copy; 2024 {business.name}. All rights reserved.</p>
      </div>
      <ScrollToTop />
    </footer>
  );
}
