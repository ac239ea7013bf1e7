export * from './birthDate';
export * from './errors';
export * from './payload';
