import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const zodSerializer = createSerializerCompiler({});

/**
 * Answers are serialised by a function compiled once per route from the response schema
 * (fast-json-stringify over the schema's JSON Schema), not re-validated with zod per request:
 * the handlers are typed against the same schemas, so the check bought little and cost a
 * good part of a list request. Only the schema's own properties are written, so a field the
 * schema does not name (a password hash, say) never leaves the server. A schema JSON Schema
 * cannot express falls back to zod's own serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const { schema } = routeSchema;
  if (schema instanceof z.ZodType) {
    let jsonSchema: object | undefined;
    try {
      jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    } catch {
      jsonSchema = undefined;
    }
    if (jsonSchema) return fastJsonStringify(jsonSchema);
  }
  return zodSerializer(routeSchema as Parameters<typeof zodSerializer>[0]);
};
