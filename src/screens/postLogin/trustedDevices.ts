/**
 * Trusted-device tokens, one per customer, in localStorage (spec 01 §4): sent with every
 * sign-in as a map by CustomerID, so that a trusted browser skips the security code.
 */
const KEY = 'portal.trustedDevices';

export function trustedDeviceTokens(): Record<string, string> {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function rememberTrustedDevice(customerId: string, token: string) {
  if (!customerId || !token) return;
  localStorage.setItem(KEY, JSON.stringify({ ...trustedDeviceTokens(), [customerId]: token }));
}
