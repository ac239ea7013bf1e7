/** The branch locator's rules (spec 03 §2.12, §5): the zip code, distances, the list's order and the map's centre. */
export * from './branches';
export * from './distance';
export * from './zip';
export * from './tiles';
export * from './branchText';
