import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest at unit level: records what is sent, and lets the test report upload
 * progress, answer, fail or see the request aborted.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: ProgressEvent) => void) | null;
    onload: ((event: ProgressEvent) => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: XMLHttpRequestBodyInit | null): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** The browser has sent the whole body of `total` bytes. */
  sent(total: number): void {
    this.upload.onload?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
  }

  /** The server answers (a body given as an object is sent as JSON). */
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The request gets no answer (network failure). */
  fail(): void {
    this.onerror?.();
  }

  /** The form fields sent. */
  get form(): FormData {
    return this.body as FormData;
  }
}

/**
 * Replaces the global XMLHttpRequest (undo with vi.unstubAllGlobals); `onSend` runs after each request
 * is sent, on a later task, to answer it. Returns the requests made.
 */
export function stubXhr(onSend?: (xhr: FakeXhr) => void): FakeXhr[] {
  const requests: FakeXhr[] = [];
  class Sent extends FakeXhr {
    override send(body: XMLHttpRequestBodyInit | null): void {
      super.send(body);
      requests.push(this);
      if (onSend) setTimeout(() => onSend(this), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Sent);
  return requests;
}
