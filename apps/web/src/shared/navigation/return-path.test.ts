import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  rememberReturnPath,
  safeReturnPath,
  takeReturnPath,
} from './return-path';

afterEach(() => window.sessionStorage.clear());

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query string and hash', () => {
    expect(safeReturnPath('/faq/3?x=1')).toBe('/faq/3?x=1');
    expect(safeReturnPath('/users?filters[search][text]=ala#top')).toBe(
      '/users?filters[search][text]=ala#top',
    );
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil.com',
    '//evil.com/faq',
    '/\\evil.com',
    '\\\\evil.com',
    'http://evil.com',
    'https://evil.com/faq',
    'javascript:alert(1)',
    'evil.com',
    '/%2Fevil.com',
    '/%2fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%255Cevil.com',
    '/%252F%252Fevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%E0%A4%A',
    '',
  ])('refuses %j and goes home', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  it('refuses what is not a string, and the sign-in screens themselves', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(42)).toBe('/');
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/set-password/abc')).toBe('/');
  });
});

describe('remembered return path', () => {
  it('is taken once, checked again when read, and forgotten on sign-out', () => {
    rememberReturnPath('/faq/3?x=1');
    expect(takeReturnPath()).toBe('/faq/3?x=1');
    expect(takeReturnPath()).toBe('/');

    window.sessionStorage.setItem('returnPath', '//evil.com');
    expect(takeReturnPath()).toBe('/');

    rememberReturnPath('/users');
    forgetReturnPath();
    expect(takeReturnPath()).toBe('/');
  });

  it('remembers the current URL by default', () => {
    window.history.replaceState(null, '', '/roles?page=2');
    rememberReturnPath();
    expect(takeReturnPath()).toBe('/roles?page=2');
    window.history.replaceState(null, '', '/');
  });
});
