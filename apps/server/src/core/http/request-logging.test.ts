import { describe, expect, it } from 'vitest';
import { isQuietRequest, loggedUrl, serializeRequest } from './request-logging.js';

describe('request logging', () => {
  it('keeps static files and health checks out of the info log, and API calls in it', () => {
    expect(isQuietRequest('/assets/index-abc.js')).toBe(true);
    expect(isQuietRequest('/faq/3?x=1')).toBe(true);
    expect(isQuietRequest('/favicon.svg')).toBe(true);
    expect(isQuietRequest('/api/healthz')).toBe(true);
    expect(isQuietRequest('/api/readyz?full=1')).toBe(true);
    expect(isQuietRequest('/api/admin/faq')).toBe(false);
    expect(isQuietRequest('/api/token')).toBe(false);
    expect(isQuietRequest('/api/healthz/extra')).toBe(false);
  });

  it('logs no password link: the token of the link check and of the web screens is left out', () => {
    expect(loggedUrl('/api/user/reset-password?token=abc-DEF_1')).toBe(
      '/api/user/reset-password?token=••••',
    );
    expect(loggedUrl('/api/x?a=1&token=abc&b=2')).toBe('/api/x?a=1&token=••••&b=2');
    expect(loggedUrl('/reset-password/abcDEF?x=1')).toBe('/reset-password/••••?x=1');
    expect(loggedUrl('/set-password/abc%2Fdef')).toBe('/set-password/••••');
    expect(loggedUrl('/api/admin/faq?page=2')).toBe('/api/admin/faq?page=2');
    expect(
      serializeRequest({
        method: 'GET',
        url: '/api/user/reset-password?token=SECRET',
        host: 'localhost',
        ip: '127.0.0.1',
        socket: { remotePort: 5000 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/user/reset-password?token=••••',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
