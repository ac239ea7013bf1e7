/**
 * Navigation for code outside components (logout after an Unauthorized answer, actions):
 * the router registers itself once; paths are routes such as /home/login.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  window.location.hash = `#${to}`;
};

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigator(to, options);
}
