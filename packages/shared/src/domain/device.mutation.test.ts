import { describe, expect, it } from 'vitest'
import { describeDevice } from './device'

// What the account's list of sessions shows for the agents device.test.ts does not cover
// (issue 18, mutation testing): each browser and system rule, in the order they are tried.
describe('describeDevice, every rule', () => {
  it.each([
    // Edge: Android, iOS and the old EdgeHTML Edge, each also naming Chrome or Safari.
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.0.0',
      'Edge on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.0.0 Mobile/15E148 Safari/605.1.15',
      'Edge on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
      'Edge on Windows',
    ],
    // Opera: the Chromium one (OPR/) and the old Presto one (Opera/).
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
      'Opera on Windows',
    ],
    ['Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18', 'Opera on Windows'],
    // Firefox on iOS names Safari too.
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
      'Firefox on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    // Chrome on iOS (CriOS/) has no Version/, so it is not taken for Safari.
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) Chromium/126.0.0.0', 'Chrome on Linux'],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome', 'Chrome on Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    // An iPad names "Mac OS X" too.
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    // Safari needs both Safari/ and Version/: a web view without them is only its system.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15',
      'macOS',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148', 'iPhone'],
    ['Mozilla/5.0 (Macintosh; PPC)', 'macOS'],
    ['Mozilla/5.0 (Intel Mac OS X 10_15_7)', 'macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['CURL/7.88.1', 'curl'],
    ['   ', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s → %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected)
  })
})
