// Debian's Chromium and the flags every headless run here uses (browser journeys, screenshots, benchmarks):
// no sandbox (containers), no GPU, and nothing that reaches out to the network or updates itself.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
