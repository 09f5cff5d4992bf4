import { useState } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * A new guest link, shown once: only its hash is kept, so this is the one chance to
 * copy it. The field is read-only and selectable, for a browser without clipboard access.
 */
export function ShareLinkBox({ url, galleryId }: { url: string; galleryId: string }) {
  const [copied, setCopied] = useState(false);
  const fieldId = `share-${galleryId}`;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3" data-testid="share-link">
      <div className="flex-grow-1">
        <label htmlFor={fieldId} className="form-label small mb-0">
          Guest link (shown once)
        </label>
        <input
          id={fieldId}
          className="form-control form-control-sm"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button
        size="sm"
        onClick={() => {
          void navigator.clipboard.writeText(url).then(() => setCopied(true));
        }}
      >
        Copy link
      </Button>
      <span role="status" className="small">
        {copied ? 'Copied' : ''}
      </span>
    </div>
  );
}
