import { href } from 'react-router';

/**
 * "Download all": a plain link to the streamed ZIP, so the browser's own download (with its
 * progress) takes over; a client-side navigation could not receive a file.
 */
export function DownloadAllButton({ ownerId, count }: { ownerId: number; count: number }) {
  return (
    <a
      href={href('/pictures-zip/:ownerId', { ownerId: String(ownerId) })}
      className="btn btn-primary"
      download
      data-testid="download-all"
    >
      Download all ({count} {count === 1 ? 'picture' : 'pictures'}, ZIP)
    </a>
  );
}
