/**
 * The profile's shared rules (spec 01 §4, §5, §8): phones, user information, what changed
 * between the loaded and the edited copy, and the refusal of an update the server applies.
 */
export * from './changes';
export * from './phones';
export * from './refusal';
export * from './types';
export * from './userInfo';
