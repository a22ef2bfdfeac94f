import type { Dirent, Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, contentTypeOfKey, isStoreKey, type FileStore, type ObjectInfo, type StoredObject } from './file-store';

const isMissing = (err: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * The store on the local disk (`<DATA_DIR>/uploads`): the default, for one host. Objects are files
 * named by their key; a file is written under a temporary name and renamed, so it is never seen
 * half written; a key always resolves inside the root (also through a symbolic link).
 */
export class LocalDiskStore implements FileStore {
  readonly driver = 'disk';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /**
   * The file of a key, only inside the root with the folders' links resolved: a key whose folder
   * leads elsewhere (a symbolic link) answers null and is treated as missing, never read or removed.
   */
  private async fileOf(key: string): Promise<string | null> {
    assertStoreKey(key);
    const file = path.join(this.root, ...key.split('/'));
    const realRoot = await fs.realpath(this.root).catch(() => this.root);
    const realDir = await fs.realpath(path.dirname(file)).catch(() => null);
    // A folder that does not exist yet cannot lead outside; one that exists must lie inside.
    if (realDir !== null && realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) return null;
    return file;
  }

  private infoOf(key: string, stats: Stats): ObjectInfo {
    return {
      key,
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
      contentType: contentTypeOfKey(key),
    };
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = await this.fileOf(key);
    if (file === null) throw new Error(`storage key ${key} leads outside ${this.root}`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, data, { flag: 'wx', mode: 0o644 });
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = await this.fileOf(key);
    if (file === null) return null;
    try {
      const stats = await fs.stat(file);
      return stats.isFile() ? this.infoOf(key, stats) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = await this.fileOf(key);
    if (file === null) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
    // Facts and content of the same open file: a rename in between cannot mix two versions.
    const stats = await handle.stat().catch(async (err: unknown) => {
      await handle.close();
      throw err;
    });
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    // The stream closes the handle when it ends or is destroyed.
    return { ...this.infoOf(key, stats), body: handle.createReadStream() };
  }

  async delete(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of new Set(keys)) {
      const file = await this.fileOf(key);
      if (file === null) continue;
      try {
        await fs.unlink(file);
        removed += 1;
      } catch (err) {
        if (!isMissing(err) && (err as NodeJS.ErrnoException).code !== 'EISDIR' && (err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
      }
    }
    return removed;
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    // The prefix names a folder (`photos/`) or the start of names in one (`photos/12/ab`).
    const slash = prefix.lastIndexOf('/');
    const folder = prefix.slice(0, slash + 1);
    if (folder !== '' && !isStoreKey(folder.slice(0, -1))) throw new Error(`not a storage prefix: ${JSON.stringify(prefix)}`);
    yield* this.walk(folder, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<ObjectInfo> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(this.root, ...folder.split('/').filter(Boolean)), { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(`${key}/`, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isStoreKey(key)) {
        const stats = await fs.stat(path.join(this.root, ...key.split('/'))).catch(() => null);
        if (stats) yield this.infoOf(key, stats);
      }
    }
  }
}
