// @ts-check
/**
 * A server module writes only its own tables (docs/architecture.md, "Lint"): an `insert`,
 * `update` or `delete` of a table declared in another module's `schema.ts`, through drizzle or
 * in raw `sql`, is an error. Reading another module's tables (joins, counts) stays allowed; a
 * change to them goes through that module's service, so its rules, locks and audit entries
 * apply. Tables of `db/schema/` belong to the core and are not checked here.
 *
 * Options: `owners` maps a table's exported name to its module (built from the schema files in
 * eslint.config.js); `owner` maps a module to the owner it writes as (modules that are one
 * owner, e.g. the money modules, until they become one module).
 */

const WRITES = new Set(['insert', 'update', 'delete']);
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s*$/i;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "A server module never writes another module's tables." },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          owner: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "`{{table}}` belongs to the `{{owner}}` module: change it through that module's service, not from `{{module}}`.",
    },
  },
  create(context) {
    const match = /apps\/server\/src\/modules\/([^/]+)\//.exec(
      context.filename.replaceAll('\\', '/'),
    );
    if (!match) return {};
    const options = context.options[0] ?? {};
    /** @type {Record<string, string>} */
    const owners = options.owners ?? {};
    /** @type {Record<string, string>} */
    const ownerOf = options.owner ?? {};
    const module = match[1] ?? '';
    const me = ownerOf[module] ?? module;

    /** The owning module of an imported table identifier, when it is not this module's. */
    const foreignOwner = (/** @type {import('estree').Node} */ node) => {
      if (node.type !== 'Identifier' || !Object.hasOwn(owners, node.name)) return undefined;
      const variable = context.sourceCode
        .getScope(node)
        .references.find((ref) => ref.identifier === node)?.resolved;
      if (!variable?.defs.some((def) => def.type === 'ImportBinding')) return undefined;
      const owner = owners[node.name] ?? '';
      return (ownerOf[owner] ?? owner) === me ? undefined : owner;
    };

    const report = (/** @type {import('estree').Node} */ node, table, owner) =>
      context.report({ node, messageId: 'foreign', data: { table, owner, module } });

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.property.type !== 'Identifier' ||
          !WRITES.has(callee.property.name)
        )
          return;
        const [table] = node.arguments;
        if (!table || table.type !== 'Identifier') return;
        const owner = foreignOwner(table);
        if (owner) report(table, table.name, owner);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        node.quasi.expressions.forEach((expression, index) => {
          const before = node.quasi.quasis[index]?.value.cooked ?? '';
          if (!RAW_WRITE.test(before) || expression.type !== 'Identifier') return;
          const owner = foreignOwner(expression);
          if (owner) report(expression, expression.name, owner);
        });
      },
    };
  },
};
