/** The documents' rules (spec 03 §2.8, §4): which documents a refresh marks new. */
export * from './newDocuments';
