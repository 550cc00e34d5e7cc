/**
 * For jsdom tests of code that uploads through XMLHttpRequest (web/api/upload.ts): an
 * XMLHttpRequest that hands the request to the test's `fetch` stub and plays back its answer with
 * the events a browser fires (upload progress and load once the body is sent, then load).
 * Install with `vi.stubGlobal('XMLHttpRequest', FetchXhr)`.
 */
export class FetchXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answer: Headers | null = null;
  private aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.answer?.get(name) ?? null;
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  send(body: BodyInit | null): void {
    const size =
      body instanceof FormData
        ? [...body.values()].reduce((n, v) => n + (typeof v === 'string' ? v.length : v.size), 0)
        : 0;
    queueMicrotask(() => {
      if (this.aborted) return;
      this.upload.dispatchEvent(progressEvent(size, size));
      this.upload.dispatchEvent(new Event('load'));
      void (async () => {
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          if (this.aborted) return;
          this.status = response.status;
          this.answer = response.headers;
          this.responseText = await response.text();
          this.dispatchEvent(new Event('load'));
        } catch {
          if (!this.aborted) this.dispatchEvent(new Event('error'));
        }
      })();
    });
  }
}

function progressEvent(loaded: number, total: number): Event {
  const event = new Event('progress');
  Object.assign(event, { lengthComputable: true, loaded, total });
  return event;
}
