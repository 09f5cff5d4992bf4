import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { privateFileMode, privateFolderMode } from '../config/private-files.server';
import { checkKey, checkPrefix, type PictureStorage } from './picture-storage.server';

/**
 * Files under `root` (DATA_DIR/uploads), one file per key. A write goes to a temporary name, is
 * flushed to the disk, then renamed into place: a reader never sees half a file, and a stored
 * picture survives the machine losing power, like the database row that points at it (decision 016).
 */
export function localDiskStorage(root: string): PictureStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body, { size }) {
      const file = fileOf(key);
      // Client pictures: for the server's user only, as the data folder (decision 019).
      await fsp.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(body, fs.createWriteStream(temp, { flush: true, mode: privateFileMode }));
        const written = (await fsp.stat(temp)).size;
        if (written !== size) throw new Error(`storage: ${key} got ${written} bytes, expected ${size}`);
        await fsp.rename(temp, file);
      } catch (error) {
        body.destroy();
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch {
        return null;
      }
      // One open file for the size and the bytes: a delete in between cannot make them disagree.
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async stat(key) {
      try {
        return { size: (await fsp.stat(fileOf(key))).size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fsp.rm(file, { force: true });
      // Tidy the now-empty folders up to the root; a folder still in use simply refuses.
      let dir = path.dirname(file);
      while (dir.startsWith(root) && dir !== root) {
        try {
          await fsp.rmdir(dir);
        } catch {
          break;
        }
        dir = path.dirname(dir);
      }
    },
    async list(prefix) {
      checkPrefix(prefix);
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
      } catch {
        return [];
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
