/**
 * Bench K's two profiles, applied through the Chrome DevTools Protocol to one page before it
 * navigates. The throttled one is Lighthouse's mobile preset that was named "Fast 3G": 150 ms
 * latency, 1.6 Mbit/s down, 750 kbit/s up, and the CPU slowed 4x. Lighthouse counts a Mbit as
 * 1024 kbit of 1024 bits, so the same here.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface Network {
  /** Added to every request, in ms. */
  latency: number;
  /** Bytes per second, as CDP takes them. */
  download: number;
  upload: number;
}

export interface Profile {
  name: 'throttled' | 'unthrottled';
  /** How many times slower the page's main thread runs (1: as the machine runs it). */
  cpuRate: number;
  /** Absent: the loopback as it is. */
  network?: Network;
  /** One line for the notes. */
  description: string;
}

const kbitPerSecond = (kbit: number) => (kbit * 1024) / 8;

export const THROTTLED: Profile = {
  name: 'throttled',
  cpuRate: 4,
  network: { latency: 150, download: kbitPerSecond(1.6 * 1024), upload: kbitPerSecond(750) },
  description:
    'throttled: CPU 4x slower, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse\'s former "Fast 3G")',
};

export const UNTHROTTLED: Profile = {
  name: 'unthrottled',
  cpuRate: 1,
  description: 'unthrottled: the machine as it is, the server on loopback',
};

/** Slows this page as the profile says; the page's next navigation and requests are throttled. */
export async function applyProfile(context: BrowserContext, page: Page, profile: Profile): Promise<void> {
  if (profile.cpuRate === 1 && !profile.network) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.download,
      uploadThroughput: profile.network.upload,
    });
  }
}
