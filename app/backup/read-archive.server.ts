import * as tar from 'tar';
import { errorMessage } from '../logging/log-error';
import type { ServiceResult } from '../results/service-result';
import { isBackupEntry } from './backup-files.server';
import {
  type BackupManifest,
  backupFormat,
  backupVersion,
  manifestName,
  manifestSchema,
} from './backup-manifest';

/** Why a file is not a backup; `explanation` ends the sentence `npm run restore` prints. */
export type ArchiveCheck = ServiceResult<
  { manifest: BackupManifest },
  { reason: 'not-a-backup'; explanation: string }
>;

/** A manifest is a few hundred bytes; anything large in its place is not ours. */
const manifestLimit = 64 * 1024;

function parseManifest(text: string): ArchiveCheck {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-a-backup', explanation: 'its manifest is not JSON' };
  }
  const header = json as { format?: unknown; version?: unknown } | null;
  if (header?.format !== backupFormat)
    return { ok: false, reason: 'not-a-backup', explanation: 'its manifest is not a backup manifest' };
  if (header.version !== backupVersion) {
    return {
      ok: false,
      reason: 'not-a-backup',
      explanation: `it is format version ${String(header.version)}, and this version of the site reads version ${backupVersion}`,
    };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: 'not-a-backup',
      explanation: `its manifest is damaged (${issue?.path.join('.') || 'manifest'}: ${issue?.message})`,
    };
  }
  return { ok: true, manifest: parsed.data };
}

/**
 * Reads a whole archive without writing anything (decision 019): gzip's CRC and tar's header
 * checksums catch a damaged or cut-off file, the first entry must be our manifest, every other
 * entry a plain file or folder under pglite/ or uploads/, and the parts must match the manifest.
 */
export async function checkArchive(file: string): Promise<ArchiveCheck> {
  let index = 0;
  const manifestChunks: Buffer[] = [];
  let problem: string | null = null;
  let pictureFiles = 0;
  let hasDatabase = false;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const first = index === 0;
        index += 1;
        if (first) {
          if (entry.path !== manifestName || entry.type !== 'File' || entry.size > manifestLimit) {
            problem ??= `it does not start with ${manifestName}`;
          } else {
            entry.on('data', (chunk: Buffer) => manifestChunks.push(chunk));
          }
          return;
        }
        if (!isBackupEntry(entry))
          problem ??= `it holds ${entry.path} (${entry.type}), which a backup never does`;
        if (entry.path === 'pglite/PG_VERSION') hasDatabase = true;
        if (entry.type === 'File' && entry.path.startsWith('uploads/')) pictureFiles += 1;
      },
    });
  } catch (error) {
    return {
      ok: false,
      reason: 'not-a-backup',
      explanation: `it cannot be read as a .tar.gz (${errorMessage(error)})`,
    };
  }
  if (index === 0) return { ok: false, reason: 'not-a-backup', explanation: 'it is empty' };
  if (problem) return { ok: false, reason: 'not-a-backup', explanation: problem };
  const checked = parseManifest(Buffer.concat(manifestChunks).toString('utf8'));
  if (!checked.ok) return checked;
  const { manifest } = checked;
  if ((manifest.database !== null) !== hasDatabase) {
    return { ok: false, reason: 'not-a-backup', explanation: 'its database does not match its manifest' };
  }
  if ((manifest.pictures?.files ?? 0) !== pictureFiles) {
    return {
      ok: false,
      reason: 'not-a-backup',
      explanation: `it holds ${pictureFiles} picture files where its manifest lists ${manifest.pictures?.files ?? 0}`,
    };
  }
  return checked;
}
