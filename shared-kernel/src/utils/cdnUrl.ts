/** A stored file's address: the settings' cdn_prefix plus the file name, with exactly one slash between. */
export function cdnUrl(prefix: string, filename: string): string {
  if (/^https?:\/\//.test(filename)) return filename;
  return `${prefix.replace(/\/+$/, '')}/${filename.replace(/^\/+/, '')}`;
}
