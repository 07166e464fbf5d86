import Bowser from 'bowser';

/** What a session shows of the device it was signed in from (REQ-SESS-1). */
export interface Device {
  /** "Chrome 131"; null when the user agent names no browser */
  browser: string | null;
  /** "Windows 10", "macOS", "Android 14"; null when it names no system */
  os: string | null;
  /**
   * The browser and system names without versions ("chrome|windows"): a sign-in whose key the
   * account has not had before comes from a new device (REQ-SESS-4). An update is no new device.
   * null when neither is known.
   */
  key: string | null;
}

const MAX_PART = 60;

const part = (...pieces: (string | undefined)[]) => {
  const text = pieces.filter(Boolean).join(' ').trim().slice(0, MAX_PART);
  return text === '' ? null : text;
};

/**
 * The device a User-Agent header describes, parsed by bowser (MIT; ua-parser-js 2.x is AGPL,
 * docs/decisions/0019-sessions-and-devices.md).
 */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, key: null };
  const { browser, os, platform: device } = Bowser.parse(userAgent);
  const osName = part(os.name);
  const browserName = part(browser.name);
  // a phone's or tablet's kind tells it from the desktop of the same names; bowser names no model
  const model = part(device.type);
  const key =
    browserName || osName
      ? [browserName, osName, model].map((name) => (name ?? '').toLowerCase()).join('|')
      : null;
  return {
    browser: part(browser.name, browser.version?.split('.')[0]),
    os: part(os.name, os.versionName ?? os.version),
    key,
  };
}
