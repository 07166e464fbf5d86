import { describe, expect, it } from 'vitest';
import { isQuietRequest } from './request-logging.js';

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
});
