import { useCallback, useEffect, useRef, useState } from 'react';
import { readUploadReply } from '../../http/form-replies';
import { pictureMessages, uploadField } from '../../pictures/picture-rules';

export type UploadStatus =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  /** Every byte is sent; the server is checking and storing the pictures. */
  | { state: 'processing' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string; file?: string };

/**
 * Sends the chosen files as one streamed multipart POST. XMLHttpRequest, because fetch() cannot
 * report upload progress; the browser adds the same-origin Origin header the server checks.
 */
export function usePictureUpload(url: string) {
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle' });
  const request = useRef<XMLHttpRequest | null>(null);

  // Leaving the page abandons the upload; the server then stores nothing.
  useEffect(() => () => request.current?.abort(), []);

  const upload = useCallback(
    (files: File[]) =>
      new Promise<boolean>((resolve) => {
        const body = new FormData();
        for (const file of files) body.append(uploadField, file, file.name);
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        xhr.open('POST', url);
        xhr.responseType = 'json';
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (!event.lengthComputable) return;
          const percent = Math.round((event.loaded / event.total) * 100);
          setStatus(percent < 100 ? { state: 'uploading', percent } : { state: 'processing' });
        };
        xhr.upload.onload = () => setStatus({ state: 'processing' });
        xhr.onload = () => {
          const reply = readUploadReply(xhr.response);
          const message = reply.message ?? undefined;
          if (xhr.status >= 200 && xhr.status < 300 && reply.ok === true) {
            setStatus({ state: 'done', message: message ?? pictureMessages.uploaded });
            resolve(true);
            return;
          }
          setStatus({
            state: 'failed',
            message: message ?? `${pictureMessages.failed} (HTTP ${xhr.status})`,
            ...(reply.file === undefined ? {} : { file: reply.file }),
          });
          resolve(false);
        };
        xhr.onerror = () => {
          setStatus({ state: 'failed', message: `${pictureMessages.failed} The connection was lost.` });
          resolve(false);
        };
        xhr.onabort = () => resolve(false);
        setStatus({ state: 'uploading', percent: 0 });
        xhr.send(body);
      }),
    [url],
  );

  const reset = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, upload, reset };
}
