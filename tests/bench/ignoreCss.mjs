// Lets the benches import screens that import their stylesheets: under Node a .css module is
// empty (the benches measure rendering in jsdom, where styles play no part).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
    ),
);
