/**
 * Navigation for code outside components (logout after an Unauthorized answer, actions):
 * the router registers itself once; paths are routes such as /home/login.
 */
export interface NavigateOptions {
  replace?: boolean;
  /** History state, such as the id of data handed to the next screen (handoff.ts). */
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigator: Navigate = (to) => {
  window.location.hash = `#${to}`;
};

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions) {
  navigator(to, options);
}
