import fc from 'fast-check';
import { badJsonValue } from './bad-values';
import type { JsonSchema } from './operations';

type Options = {
  /** Follows `$ref`s. */
  resolve: (schema: JsonSchema) => JsonSchema;
  /** Each value is sometimes swapped for a hostile one (otherwise only values the schema allows). */
  hostile: boolean;
};

const MAX_DEPTH = 5;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({
        min: new Date('1950-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
    } catch {
      // A pattern fast-check cannot generate from: any short string will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveLow = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const min = low === undefined ? -1000 : low + (exclusiveLow ? (integer ? 1 : 0.001) : 0);
  // Near the bottom of the range: ids that exist, small amounts; the huge values come from the hostile set.
  const max = Math.min(schema.maximum ?? min + 1000, min + 100);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/** Values shaped by a JSON schema: what a client would send, or (hostile) that with traps in any place. */
export function schemaArbitrary(input: JsonSchema, options: Options, depth = 0): fc.Arbitrary<unknown> {
  const schema = options.resolve(input);
  const plain = plainArbitrary(schema, options, depth);
  const nullable = schema.nullable ? fc.oneof({ arbitrary: plain, weight: 5 }, fc.constant(null)) : plain;
  return options.hostile ? fc.oneof({ arbitrary: nullable, weight: 4 }, badJsonValue) : nullable;
}

function plainArbitrary(schema: JsonSchema, options: Options, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, options, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return schemaArbitrary(schema.allOf[0]!, options, depth + 1);
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => schemaArbitrary({ ...schema, type }, options, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(schemaArbitrary(schema.items ?? {}, options, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return objectArbitrary(schema, options, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, options: Options, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0)
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const model = Object.fromEntries(
    properties.map(([name, property]) => [name, schemaArbitrary(property, options, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((name) => name in model);
  return fc.record(model, { requiredKeys: required });
}
