// Just enough cookie handling for two cookies: reading one by name from the
// Cookie header (without building a map of every cookie) and writing
// Set-Cookie values with the attributes the session needs.

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  let start = 0;
  while (start < header.length) {
    while (header.charCodeAt(start) === 32) start++;
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    if (header.startsWith(prefix, start)) {
      const raw = header.slice(start + prefix.length, end).trim();
      return raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    }
    start = end + 1;
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Omit for a browser-session cookie. */
  maxAge?: number;
  secure: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax';
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  let out = `${name}=${value}; Path=${options.path ?? '/'}`;
  if (options.maxAge !== undefined) {
    out += `; Max-Age=${Math.floor(options.maxAge)}`;
    if (options.maxAge <= 0) out += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  if (options.httpOnly ?? true) out += '; HttpOnly';
  out += `; SameSite=${options.sameSite ?? 'Strict'}`;
  if (options.secure) out += '; Secure';
  return out;
}
