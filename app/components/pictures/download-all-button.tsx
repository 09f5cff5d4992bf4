import { href } from 'react-router';

/**
 * "Download all": a plain link to the streamed ZIP, so the browser's own download (with its
 * progress) takes over; a client-side navigation could not receive a file.
 */
export function DownloadAllButton({
  count,
  ...of
}: ({ ownerId: number } | { galleryId: string }) & { count: number }) {
  // A client's every released picture, or one gallery's.
  const to =
    'galleryId' in of
      ? href('/galleries/:galleryId/download', { galleryId: of.galleryId })
      : href('/pictures-zip/:ownerId', { ownerId: String(of.ownerId) });
  return (
    <a href={to} className="btn btn-primary" download data-testid="download-all">
      Download all ({count} {count === 1 ? 'picture' : 'pictures'}, ZIP)
    </a>
  );
}
