/* eslint-disable @typescript-eslint/no-explicit-any -- test bodies are inspected ad hoc; each assertion checks the shape it needs. */
// A tiny browser stand-in over fetch: it keeps cookies (honouring their Path) and sends the Origin a
// page of the app would send.

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  setCookies: Record<string, { value: string; attributes: string }>;
}

interface StoredCookie {
  value: string;
  path: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** undefined: the client's origin; null: no Origin header at all. */
  origin?: string | null;
  /** A raw body, sent as is (with the given headers), instead of JSON. */
  rawBody?: string;
  /** false: do not send or store cookies for this request. */
  cookies?: boolean;
  /** 'manual': answer a redirect itself instead of following it (fetch's default). */
  redirect?: 'follow' | 'manual';
}

export class HttpClient {
  private readonly jar = new Map<string, StoredCookie>();

  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {}

  get<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, body, options);
  }

  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, body, options);
  }

  delete<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, undefined, options);
  }

  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, body, options);
  }

  /** The same jar, sending another Origin. */
  withOrigin(origin: string): HttpClient {
    const copy = new HttpClient(this.baseUrl, origin);
    for (const [name, cookie] of this.jar) copy.jar.set(name, cookie);
    return copy;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  setCookie(name: string, value: string, path: string): void {
    this.jar.set(name, { value, path });
  }

  clearCookies(): void {
    this.jar.clear();
  }

  async request<T = any>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? this.origin;
    let payload: string | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const pathname = new URL(path, this.baseUrl).pathname;
    if (options.cookies !== false) {
      const cookieHeader = [...this.jar.entries()]
        .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`))
        .map(([name, cookie]) => `${name}=${cookie.value}`)
        .join('; ');
      if (cookieHeader) headers.cookie = cookieHeader;
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: payload,
      redirect: options.redirect,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (the SPA's HTML): keep the text.
    }
    const setCookies: ApiResponse['setCookies'] = {};
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const attributeText = attributes.map((item) => item.trim()).join('; ');
      setCookies[name] = { value, attributes: attributeText };
      if (options.cookies === false) continue;
      const cookiePath = /(?:^|; )Path=([^;]+)/i.exec(attributeText)?.[1] ?? '/';
      const cleared =
        /Max-Age=0\b/i.test(attributeText) || /Expires=Thu, 01 Jan 1970/i.test(attributeText) || value === '';
      if (cleared) this.jar.delete(name);
      else this.jar.set(name, { value, path: cookiePath });
    }
    return { status: response.status, headers: response.headers, body: parsed as T, setCookies };
  }
}
