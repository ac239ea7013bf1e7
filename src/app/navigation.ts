/**
 * Navigation for code outside components (logout after an Unauthorized answer, actions):
 * the router registers itself once; paths are routes such as /home/login. The app also
 * registers how to load a page's code ahead of the navigation to it (preloadPage).
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

let preloader: (to: string) => void = () => {};

export function setPreloader(preload: (to: string) => void) {
  preloader = preload;
}

/** Starts loading the code of the page at this path, which a navigation will soon open. */
export function preloadPage(to: string) {
  preloader(to);
}
