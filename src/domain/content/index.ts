export { contentUrl } from './contentUrl';
export * from './faq';
export { imageSize, type ImageSize } from './imageSize';
