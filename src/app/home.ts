/** Where an empty, unknown or closed path leads (spec 01 §2). */
export const HOME = '/home/login';
