/** How long an opened document's blob address stays valid (the new tab has loaded it by then). */
const BLOB_LIFETIME_MS = 60_000;

export interface OpenDocumentOptions {
  url: string;
  token: string | null;
  /** Replaceable in tests. */
  fetchImpl?: typeof fetch;
}

/**
 * Opens a stored document (resume or cover letter) in a new tab. The file is served only with the
 * session's bearer token, which a plain link cannot carry, so it is fetched with the token and shown
 * from a blob address. The tab opens at once (inside the click, so it is not blocked as a pop-up) and
 * is pointed at the file when it arrives. Rejects when the file cannot be fetched.
 */
export async function openDocument({ url, token, fetchImpl = fetch }: OpenDocumentOptions): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetchImpl(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new Error(`The document could not be loaded (${response.status})`);
    const blob = await response.blob();
    const address = URL.createObjectURL(blob);
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
