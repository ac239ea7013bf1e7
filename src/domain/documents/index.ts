/** The documents' rules (spec 03 §2.8, §4, §5): which documents a refresh marks new, and what may be uploaded. */
export * from './fileNames';
export * from './newDocuments';
export * from './sizes';
export * from './uploadTypes';
export * from './quota';
