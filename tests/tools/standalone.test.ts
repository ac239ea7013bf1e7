import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { describe, expect, it } from 'vitest';
import login from '../../src/generated/screens/login';
import { standaloneToEsm } from '../../tools/generate/standalone.ts';

describe('standaloneToEsm', () => {
  it('turns exports into a default export and requires into imports of the runtime shim', () => {
    const code = standaloneToEsm(
      compileSchemaValidatorsCode({ type: 'object', properties: { name: { type: 'string', minLength: 2 } } }),
      './runtime',
    );
    expect(code).toMatch(/^import \{ ucs2length \} from "\.\/runtime";$/m);
    expect(code).toMatch(/^export default \{ "[^"]+": validate\d+ \};$/m);
    expect(code).not.toMatch(/require\(|exports\[|module\.exports/);
  });

  it('refuses a runtime helper the shim does not provide', () => {
    expect(() =>
      standaloneToEsm(
        '"use strict";exports["a"] = v;\nconst f = require("ajv/dist/runtime/uri").default;',
        './r',
      ),
    ).toThrow(/require\("ajv\/dist\/runtime\/uri"\)/);
  });
});

describe('standaloneToEsm with formats', () => {
  const code =
    '"use strict";exports["a"] = v;\nconst formats0 = require("ajv-formats/dist/formats").fullFormats.date;';

  it("imports ajv-formats' checks from the package when the caller allows them", () => {
    expect(standaloneToEsm(code, './r', { formats: true })).toMatch(
      /^import \{ fullFormats \} from "ajv-formats\/dist\/formats\.js";$/m,
    );
  });

  it('refuses them otherwise', () => {
    expect(() => standaloneToEsm(code, './r')).toThrow(/ajv-formats/);
  });
});

describe('generated login validators', () => {
  const [validate] = Object.values(login.validators.credentials!) as ((data: unknown) => boolean)[];

  it('validate the login form without eval: required username and password', () => {
    expect(validate!({ username: 'a', password: 'b' })).toBe(true);
    expect(validate!({ username: 'a' })).toBe(false);
  });
});
