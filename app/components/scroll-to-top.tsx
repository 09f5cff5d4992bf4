import { useEffect, useState } from 'react';

/** PRODUCT §9: visible after 100 px of scroll; an icon at 809 px wide or less, else a labelled button. */
const scrollThreshold = 100;
const narrowQuery = '(max-width: 809px)';

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [narrow, setNarrow] = useState(false);

  useEffect(() => {
    const media = window.matchMedia(narrowQuery);
    const onScroll = () => setVisible(window.scrollY > scrollThreshold);
    const onMedia = () => setNarrow(media.matches);
    onScroll();
    onMedia();
    window.addEventListener('scroll', onScroll, { passive: true });
    media.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('scroll', onScroll);
      media.removeEventListener('change', onMedia);
    };
  }, []);

  if (!visible) return null;
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return narrow ? (
    <button
      type="button"
      className="btn btn-primary scroll-to-top scroll-to-top-icon rounded-circle"
      aria-label="Scroll to Top"
      onClick={toTop}
    >
      <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" fill="currentColor">
        <path d="M8 3.5 2.5 9l1.1 1.1L8 5.7l4.4 4.4L13.5 9z" />
      </svg>
    </button>
  ) : (
    <button type="button" className="btn btn-primary scroll-to-top" onClick={toTop}>
      Scroll to Top
    </button>
  );
}
