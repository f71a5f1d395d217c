/** How long an opened document's blob address stays valid (the new tab has loaded it by then). */
const BLOB_LIFETIME_MS = 60_000;

/** Why a document could not be opened. */
export class DocumentOpenError extends Error {
  constructor(
    message: string,
    /** The HTTP status of the answer; 0 when there was none. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'DocumentOpenError';
  }
}

export interface OpenDocumentOptions {
  /** The API address of the document, e.g. /api/v1/applications/{id}/resume. */
  url: string;
  token: string | null;
  /** Replaceable in tests. */
  fetchImpl?: typeof fetch;
}

/**
 * Opens a resume or cover letter in the browser's own PDF viewer in a new tab. The file is served only
 * with the bearer token, which a link cannot carry, so it is fetched with the token and shown from a blob
 * address. The tab opens at once (inside the click, so it is not blocked as a pop-up) and is pointed at
 * the file when it arrives. Rejects with a DocumentOpenError when the file cannot be fetched.
 */
export async function openDocument({ url, token, fetchImpl = fetch }: OpenDocumentOptions): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    } catch {
      throw new DocumentOpenError('No answer from the server', 0);
    }
    if (!response.ok) throw new DocumentOpenError(`The document could not be loaded`, response.status);
    const blob = await response.blob();
    const address = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
    if (tab) {
      tab.location.href = address;
    } else {
      // Pop-ups blocked: open through a temporary link instead.
      const link = document.createElement('a');
      link.href = address;
      link.target = '_blank';
      link.rel = 'noopener';
      link.click();
    }
    window.setTimeout(() => URL.revokeObjectURL(address), BLOB_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Opens the seeker's own resume or cover letter, saying '{label} not available' (a warning when there is
 * none, an error when it cannot be fetched).
 */
export function openOwnDocument(
  label: string,
  document: { url: string } | null | undefined,
  token: string | null,
  say: (message: string, severity: 'warning' | 'error') => void,
): void {
  if (!document) {
    say(`${label} not available`, 'warning');
    return;
  }
  openDocument({ url: document.url, token }).catch(() => say(`${label} not available`, 'error'));
}

/** The file name an answer's Content-Disposition gives (its UTF-8 form when there is one), else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const utf8 = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Saves a document served only with the bearer token as a download, under the name the server gives it.
 * Rejects with a DocumentOpenError carrying the server's message (e.g. too many requests) when it cannot.
 */
export async function downloadDocument({
  url,
  token,
  fetchImpl = fetch,
  fallbackName,
}: OpenDocumentOptions & { fallbackName: string }): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DocumentOpenError('No answer from the server', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : 'The document could not be loaded';
    throw new DocumentOpenError(message, response.status);
  }
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(address), BLOB_LIFETIME_MS);
}
