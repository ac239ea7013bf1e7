/**
 * What the branch locator's screens load, as one chunk: the block widget and the actions. Two
 * chunks would each cost the sign-in bundle a file name in its list of lazy imports, and
 * neither is of use without the other.
 */
export { BranchLocator } from './BranchLocator';
export { createLocationActions } from './actions';
