import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, contentTypeOf, isStorageKey, type FileStore, type StoredObject, type StoredObjectInfo } from './file-store';

type Logger = { warn(obj: object, msg: string): void };

const isInside = (file: string, dir: string): boolean => file.startsWith(dir + path.sep);

/**
 * The local-disk driver: objects are files under `root` (DATA_DIR/uploads), written to a `.tmp`
 * file first and renamed, so a reader never sees half a file. A key never leads outside `root`,
 * also not through a symbolic link of one of its folders.
 */
export class DiskStore implements FileStore {
  readonly kind = 'disk' as const;
  private realRoot: string | null = null;

  constructor(
    readonly root: string,
    private readonly logger?: Logger,
  ) {}

  /** The root with its links resolved (paths are checked against it). */
  private async resolvedRoot(): Promise<string> {
    if (this.realRoot) return this.realRoot;
    try {
      this.realRoot = await fs.realpath(this.root);
    } catch {
      return path.resolve(this.root);
    }
    return this.realRoot;
  }

  /** The file of a key, only when it (with its folders' links resolved) lies inside the root; else null. */
  private async fileOf(key: string): Promise<string | null> {
    if (!isStorageKey(key)) return null;
    const root = await this.resolvedRoot();
    const target = path.resolve(root, key);
    if (!isInside(target, root)) return null;
    let folder: string;
    try {
      folder = await fs.realpath(path.dirname(target));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return target;
      throw err;
    }
    const real = path.join(folder, path.basename(target));
    if (!isInside(real, root)) {
      this.logger?.warn({ key }, 'storage: key leads outside the uploads directory');
      return null;
    }
    return real;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const root = await this.resolvedRoot();
    const file = path.resolve(root, checkedKey(key));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const checked = await this.fileOf(key);
    if (checked === null) throw new Error(`storage: ${key} leads outside the uploads directory`);
    const tmp = `${checked}.${process.pid}.tmp`;
    try {
      await fs.writeFile(tmp, data, { mode: 0o644 });
      await fs.rename(tmp, checked);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  private async stat(key: string): Promise<{ file: string; info: StoredObjectInfo } | null> {
    const file = await this.fileOf(key);
    if (file === null) return null;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      return { file, info: { key, size: stat.size, lastModified: stat.mtime, etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"` } };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw err;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    return (await this.stat(key))?.info ?? null;
  }

  async get(key: string): Promise<StoredObject | null> {
    const found = await this.stat(key);
    if (!found) return null;
    return { ...found.info, contentType: contentTypeOf(key), body: createReadStream(found.file) };
  }

  async delete(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of new Set(keys)) {
      const file = await this.fileOf(key);
      if (file === null) {
        this.logger?.warn({ key }, 'storage: not a key inside the uploads directory, nothing removed');
        continue;
      }
      try {
        await fs.unlink(file);
        removed += 1;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') continue;
        if (code === 'EISDIR' || code === 'EPERM') {
          this.logger?.warn({ key }, 'storage: not a file, not removed');
          continue;
        }
        throw err;
      }
    }
    return removed;
  }

  async *list(prefix: string): AsyncIterable<StoredObjectInfo> {
    const root = await this.resolvedRoot();
    // The folder the prefix names (or lies in); files are matched against the whole prefix.
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    let entries: string[];
    try {
      entries = (await fs.readdir(path.join(root, base), { recursive: true })) as string[];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries.sort()) {
      const key = (base ? `${base}/${entry}` : entry).split(path.sep).join('/');
      if (!key.startsWith(prefix) || !isStorageKey(key) || key.endsWith('.tmp')) continue;
      const info = await this.head(key);
      if (info) yield info;
    }
  }
}
