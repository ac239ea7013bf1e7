export { contentUrl } from './contentUrl';
