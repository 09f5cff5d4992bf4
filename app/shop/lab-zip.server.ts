import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/db.server';
import { zipOfOriginals } from '../galleries/picture-zip.server';
import { type PictureRow, pictures } from '../galleries/pictures.tables';
import { csvDocument } from '../http/csv';
import type { ServiceResult } from '../results/service-result';
import { isOrderPublicId } from './order-id';
import { orderLines, orders } from './shop.tables';

/**
 * Download for the lab (PRODUCT §20, decision 071): the originals an order's lines were made of, as
 * one ZIP with a CSV of the lines, so the lab makes exactly what was ordered without the owner
 * renaming a file.
 */

/** Letters, digits, dots and dashes: a name every lab's system and every file system takes. */
function fileSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '');
}

/** `{order}-{line}-{product}-{file name}`: "8F3A…-2-8x10-Print-IMG_0412.jpg". */
export function labEntryName(publicId: string, line: number, product: string, fileName: string): string {
  return `${publicId}-${line}-${fileSafe(product)}-${fileSafe(fileName)}`;
}

/** A line of the lab's CSV, and the original it names (null once the picture was deleted). */
interface LabLine {
  line: number;
  product: string;
  size: string | null;
  quantity: number;
  cropNote: string;
  fileName: string;
  picture: PictureRow | null;
}

/** The order's lines made of pictures, numbered as the order lists all its lines (1, 2, …). */
async function labLines(publicId: string): Promise<LabLine[] | null> {
  const db = await getDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
  if (!order) return null;
  const rows = await db
    .select({ line: orderLines, picture: pictures })
    .from(orderLines)
    .leftJoin(pictures, eq(pictures.id, orderLines.pictureId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return rows.flatMap(({ line, picture }, at) =>
    line.pictureFileName === null
      ? []
      : [
          {
            line: at + 1,
            product: line.name,
            size: line.size,
            quantity: line.quantity,
            cropNote: line.cropNote ?? '',
            fileName: line.pictureFileName,
            picture,
          },
        ],
  );
}

/** The CSV beside the originals: one row per line made of a picture. */
export function labCsv(publicId: string, lines: readonly LabLine[]): string {
  return csvDocument(
    ['Line', 'Product', 'Size', 'Quantity', 'Crop note', 'Picture', 'File in this ZIP'],
    lines.map((line) => [
      line.line,
      line.product,
      line.size,
      line.quantity,
      line.cropNote,
      line.fileName,
      line.picture
        ? labEntryName(publicId, line.line, line.product, line.fileName)
        : 'None: the picture was deleted',
    ]),
  );
}

export type LabArchiveResult = ServiceResult<
  { fileName: string; body: ReadableStream<Uint8Array> },
  { reason: 'not-found' }
>;

/** The order's originals and its CSV as one streamed ZIP; not-found without an order or a picture line. */
export async function labArchive(publicId: string): Promise<LabArchiveResult> {
  if (!isOrderPublicId(publicId)) return { ok: false, reason: 'not-found' };
  const lines = await labLines(publicId);
  if (!lines || lines.length === 0) return { ok: false, reason: 'not-found' };
  const kept = lines.flatMap((line) => (line.picture ? [{ line, picture: line.picture }] : []));
  const body = zipOfOriginals(
    kept.map(({ picture }) => picture),
    kept.map(({ line }) => labEntryName(publicId, line.line, line.product, line.fileName)),
    [{ name: `${publicId}-lines.csv`, content: Buffer.from(labCsv(publicId, lines)) }],
  );
  return { ok: true, fileName: `${publicId}-lab.zip`, body };
}
