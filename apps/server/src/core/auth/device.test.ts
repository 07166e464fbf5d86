import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.js';

describe('describeDevice', () => {
  it('names the browser and system with their versions, the key without them', () => {
    const chrome131 = describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    expect(chrome131).toEqual({
      browser: 'Chrome 131',
      os: 'Windows 10',
      key: 'chrome|windows|desktop',
    });
    const chrome132 = describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36',
    );
    // an update is no new device
    expect(chrome132.key).toBe(chrome131.key);
    const firefox = describeDevice(
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    expect(firefox.key).not.toBe(chrome131.key);
  });

  it('tells a phone from a desktop, and knows nothing of a missing or meaningless header', () => {
    const pixel = describeDevice(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    );
    expect(pixel.os).toBe('Android 14');
    expect(pixel.key).toBe('chrome|android|mobile');
    expect(describeDevice(null)).toEqual({ browser: null, os: null, key: null });
    expect(describeDevice('not a browser')).toEqual({ browser: null, os: null, key: null });
  });
});
