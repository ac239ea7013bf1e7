import { catalogueFromEntries } from '../engine';
import { catalogueEntries } from '../generated/catalogue';

/** The settings catalogue's defaults, as generated from schemas/settings.schema.json. */
export const catalogue = catalogueFromEntries(catalogueEntries);
