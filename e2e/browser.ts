import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
