/**
 * How every tool here starts Debian's Chromium (browser journeys, Lighthouse): headless, without a
 * sandbox (containers), and without the background traffic a sandboxed machine cannot serve.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
