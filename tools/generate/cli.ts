import { generate } from './generate.ts';

try {
  const { screens, forms } = await generate();
  console.log(
    `generate: ${screens} screen definitions, ${forms} precompiled form validators -> src/generated/`,
  );
} catch (error) {
  console.error(`generate: ${(error as Error).message}`);
  process.exit(1);
}
