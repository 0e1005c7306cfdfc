import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

const root = new URL('../..', import.meta.url).pathname;
export const screenshotDir = join(root, 'test-output/screenshots');

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface ContextOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

export async function newContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: options.baseUrl,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    // The portal turns antd's motion off (app/providers.tsx): a click never lands on a dialog or a popover still
    // zooming in, where on a loaded machine it hit the mask and closed it (lost clicks of 2026-11-27's runs).
    reducedMotion: 'reduce',
  });
}

/**
 * Waits until the page's finite animations and transitions (antd's fades and slides, a theme's colour change) have
 * ended and a frame is drawn, at most `maxMs`: what a fixed pause before each screenshot of a series waited for,
 * without pausing when nothing moves. Endless ones (spinners) are not waited for.
 */
export async function animationsEnded(page: Page, maxMs = 1_000): Promise<void> {
  await page.evaluate(async (max) => {
    const deadline = performance.now() + max;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
    await frame();
    for (let running = moving(); running.length > 0 && performance.now() < deadline; running = moving()) {
      const timeLeft = new Promise((resolve) => setTimeout(resolve, deadline - performance.now()));
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        timeLeft,
      ]);
      await frame();
    }
  }, maxMs);
}

/** Saves a full-page screenshot as test-output/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
