import { FileKind, withoutHiddenCharacters } from '@hireloop/schema';

/** The extension of each type files are kept as (their type was detected from their bytes on upload). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/zip': 'zip',
};

/** The longest name kept for a file, its extension included. */
const NAME_MAX_LENGTH = 200;

/**
 * The name a stored file is served under: the name without its own extension, plus the extension of the
 * type its bytes were detected as (a "cv.html" that is a PDF downloads as "cv.pdf"); the kind when the
 * name is blank.
 */
export function servedName(name: string, mimeType: string, kind: FileKind): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).trim() || kind;
  const ext = EXTENSIONS[mimeType];
  return ext ? `${base.slice(0, NAME_MAX_LENGTH - ext.length - 1)}.${ext}` : base.slice(0, NAME_MAX_LENGTH);
}

/**
 * The name an upload is kept under: as sent, without characters that hide or reorder text (a name could
 * otherwise show as "cv‮fdp.exe"), without line breaks, quotes or slashes (it goes back in headers), and
 * with the extension of the type its bytes are.
 */
export function storedName(name: string | undefined, mimeType: string, kind: FileKind): string {
  const plain = withoutHiddenCharacters(name ?? '').replace(/["\\/]+/g, '_');
  return servedName(plain, mimeType, kind);
}
