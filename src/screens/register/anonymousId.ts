/** The anonymous user id of e-mail verification: made in the browser once per session (tab). */
const KEY = 'portal.registrationId';

export function anonymousId(storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    const known = storage?.getItem(KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    storage?.setItem(KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
