export { contentUrl } from './contentUrl';
export * from './faq';
