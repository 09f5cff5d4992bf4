import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type SignaturePad from 'signature_pad';
import { signatureMaxSize } from '../../contracts/signature-size';

/**
 * The drawn signature (PRODUCT §17, decision 046): an island that exists only once the page runs
 * JavaScript. signature_pad is loaded then, in its own chunk, and writes the drawing as a PNG data
 * URL into the hidden `signature` field after each stroke. Without JavaScript nothing is shown
 * here and the typed name signs alone.
 */
export function SignaturePadField() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pad, setPad] = useState<SignaturePad | null>(null);
  const [drawing, setDrawing] = useState('');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let made: SignaturePad | null = null;
    const context = canvas.getContext('2d');
    // No canvas to draw on (a very old or stripped-down browser): the typed name signs alone.
    if (!context) return;
    import('signature_pad')
      .then(({ default: Pad }) => {
        if (cancelled) return;
        // Sharp lines on high-density screens: the canvas's pixels follow the device's, up to the
        // size the server reads (a wide screen at twice the density draws a little softer).
        const ratio = Math.min(
          Math.max(window.devicePixelRatio || 1, 1),
          signatureMaxSize.width / Math.max(canvas.offsetWidth, 1),
          signatureMaxSize.height / Math.max(canvas.offsetHeight, 1),
        );
        canvas.width = Math.floor(canvas.offsetWidth * ratio);
        canvas.height = Math.floor(canvas.offsetHeight * ratio);
        context.scale(ratio, ratio);
        // The drawing's background is the one the page shows under it (the canvas's bg-white).
        made = new Pad(canvas, { backgroundColor: getComputedStyle(canvas).backgroundColor });
        made.addEventListener('endStroke', () =>
          setDrawing(made?.isEmpty() ? '' : (made?.toDataURL('image/png') ?? '')),
        );
        setPad(made);
      })
      // The chunk did not load (offline): the area stays inert and the typed name signs alone.
      .catch(() => setPad(null));
    return () => {
      cancelled = true;
      made?.off();
    };
  }, []);

  return (
    <div className="mb-3">
      <p className="form-label mb-1" id="signature-label">
        Draw your signature (optional)
      </p>
      <canvas
        ref={canvasRef}
        className="border rounded d-block w-100 bg-white"
        style={{ height: '10rem', touchAction: 'none' }}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
      />
      <input type="hidden" name="signature" value={drawing} />
      <Button
        variant="outline-secondary"
        size="sm"
        className="mt-2"
        disabled={!pad || drawing === ''}
        onClick={() => {
          pad?.clear();
          setDrawing('');
        }}
      >
        Clear signature
      </Button>
    </div>
  );
}
