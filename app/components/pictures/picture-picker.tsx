import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { Link } from 'react-router';
import {
  acceptedTypes,
  maxImagesPerSelection,
  type PictureLimits,
  pictureMessages,
  tooLargeMessage,
} from '../../pictures/picture-rules';
import { checkImageFile } from './check-image-file';
import { PictureList } from './picture-list';
import { type UploadStatus, usePictureUpload } from './use-picture-upload';
import '../../styles/bootstrap/progress.scss';

interface Chosen {
  key: number;
  file: File;
  previewUrl: string;
}

interface Problem {
  message: string;
  files: string[];
}

/** One line per message of PRODUCT §5, naming the files it concerns. */
function groupProblems(pairs: { message: string; file: string }[]): Problem[] {
  const byMessage = new Map<string, string[]>();
  for (const { message, file } of pairs) byMessage.set(message, [...(byMessage.get(message) ?? []), file]);
  return [...byMessage].map(([message, files]) => ({ message, files }));
}

/** The built-in rejections in the product's words; our own validator already answers with them. */
function messageFor(code: string, fallback: string, limits: PictureLimits): string {
  if (code === 'file-invalid-type') return pictureMessages.badType;
  if (code === 'file-too-large') return tooLargeMessage(limits);
  if (code === 'too-many-files') return pictureMessages.tooMany;
  return fallback;
}

let nextKey = 1;

function toChosen(file: File): Chosen {
  return { key: nextKey++, file, previewUrl: URL.createObjectURL(file) };
}

const acceptAttribute = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * PRODUCT §2 Edit Images: a multi-image picker with drag and drop, a preview per image with Update
 * and Remove, and the upload with a progress bar. Lives only in the /editImages route's chunk.
 */
export function PicturePicker({
  uploadUrl,
  limits,
  showPicturesUrl,
}: {
  uploadUrl: string;
  limits: PictureLimits;
  showPicturesUrl: string;
}) {
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const replacing = useRef<number | null>(null);
  const updateInput = useRef<HTMLInputElement>(null);
  const { status, upload, reset } = usePictureUpload(uploadUrl);
  const busy = status.state === 'uploading' || status.state === 'processing';

  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      for (const c of chosenRef.current) URL.revokeObjectURL(c.previewUrl);
    },
    [],
  );

  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      reset();
      const found = rejections.map((r) => ({
        message: r.errors[0]?.message ?? pictureMessages.badType,
        file: r.file.name,
      }));
      if (chosenRef.current.length + accepted.length > maxImagesPerSelection) {
        found.unshift(...accepted.map((file) => ({ message: pictureMessages.tooMany, file: file.name })));
      } else if (accepted.length > 0) {
        setChosen((current) => [...current, ...accepted.map(toChosen)]);
      }
      setProblems(groupProblems(found));
    },
    [reset],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: acceptedTypes,
    validator: async (file) => {
      const message = await checkImageFile(file, limits);
      return message ? { code: 'invalid-image', message } : null;
    },
    getErrorMessage: (error) => messageFor(error.code, error.message, limits),
    useFsAccessApi: false,
    disabled: busy,
  });

  const remove = (key: number) => {
    reset();
    setChosen((current) => {
      const gone = current.find((c) => c.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((c) => c.key !== key);
    });
  };

  const removeAll = () => {
    for (const c of chosen) URL.revokeObjectURL(c.previewUrl);
    setChosen([]);
    setProblems([]);
    reset();
  };

  const startUpdate = (key: number) => {
    replacing.current = key;
    updateInput.current?.click();
  };

  /** 'Update': the chosen file replaces that one image, after the same checks. */
  const onUpdateFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const key = replacing.current;
    event.target.value = '';
    if (!file || key === null) return;
    reset();
    const message = await checkImageFile(file, limits);
    if (message) {
      setProblems(groupProblems([{ message, file: file.name }]));
      return;
    }
    setProblems([]);
    const replacement = toChosen(file);
    setChosen((current) =>
      current.map((c) => {
        if (c.key !== key) return c;
        URL.revokeObjectURL(c.previewUrl);
        return replacement;
      }),
    );
  };

  const onUpload = async () => {
    setProblems([]);
    if (await upload(chosen.map((c) => c.file))) removeChosenAfterUpload();
  };

  const removeChosenAfterUpload = () => {
    for (const c of chosenRef.current) URL.revokeObjectURL(c.previewUrl);
    setChosen([]);
  };

  return (
    <section aria-label="Choose images">
      {/* Beside the drop zone, not in it: a control inside role="button" is hidden from screen
          readers' view of it (axe nested-interactive). The zone's click still opens it. */}
      <input {...getInputProps({ name: 'images' })} data-testid="picture-input" />
      <div
        {...getRootProps({
          className: `picture-dropzone border border-2 rounded p-4 mb-3 text-center ${
            isDragActive ? 'border-primary bg-primary-subtle' : 'border-secondary-subtle'
          }`,
          // Named by what it shows, the hint included: an aria-label of the first words alone
          // would not match the visible text (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch).
          role: 'button',
        })}
      >
        <span className="btn btn-outline-primary">Click or Drop here</span>
        <p className="small text-body-secondary mt-2 mb-0">
          Up to {maxImagesPerSelection} images at a time; jpg, jpeg or png.
        </p>
      </div>
      <input
        ref={updateInput}
        type="file"
        accept={acceptAttribute}
        hidden
        onChange={onUpdateFile}
        data-testid="picture-update-input"
      />

      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="outline-danger" onClick={removeAll} disabled={busy || chosen.length === 0}>
          Remove all images
        </Button>
        <Button onClick={onUpload} disabled={busy || chosen.length === 0}>
          Upload Images
        </Button>
        <Link to={showPicturesUrl} className="btn btn-outline-secondary">
          Show Pictures
        </Link>
      </div>

      {problems.map((problem) => (
        <Alert key={problem.message} variant="danger" role="alert">
          <div>{problem.message}</div>
          <div className="small">{problem.files.join(', ')}</div>
        </Alert>
      ))}
      <UploadProgress status={status} />

      <PictureList label="Chosen images">
        {chosen.map((c) => (
          <Col as="li" key={c.key}>
            <Card data-testid="chosen-image">
              <Card.Img
                variant="top"
                src={c.previewUrl}
                alt={`Preview of ${c.file.name}`}
                className="object-fit-cover"
                style={{ height: 160 }}
              />
              <Card.Body className="p-2">
                <Card.Text className="small text-truncate mb-2" title={c.file.name}>
                  {c.file.name}
                </Card.Text>
                <div className="d-flex gap-2">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => startUpdate(c.key)}
                    disabled={busy}
                  >
                    Update
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => remove(c.key)} disabled={busy}>
                    Remove
                  </Button>
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </PictureList>
    </section>
  );
}

/** The progress bar while sending, then the outcome: 'Images Uploaded!' or a clear error. */
function UploadProgress({ status }: { status: UploadStatus }) {
  if (status.state === 'idle') return null;
  if (status.state === 'failed') {
    return (
      <Alert variant="danger" role="alert" data-testid="upload-error">
        <div>{status.message}</div>
        {status.file ? <div className="small">{status.file}</div> : null}
      </Alert>
    );
  }
  const percent = status.state === 'uploading' ? status.percent : 100;
  const label =
    status.state === 'uploading' ? `${percent}%` : status.state === 'processing' ? 'Processing…' : 'Done';
  return (
    <div className="mb-3">
      {/* Nested, so the accessible name lands on the element with role="progressbar". */}
      <ProgressBar className="mb-2">
        <ProgressBar
          now={percent}
          label={label}
          animated={status.state === 'processing'}
          aria-label="Upload progress"
        />
      </ProgressBar>
      {status.state === 'done' ? (
        <Alert variant="success" role="status">
          {status.message}
        </Alert>
      ) : null}
    </div>
  );
}
