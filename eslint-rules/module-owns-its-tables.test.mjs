import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './module-owns-its-tables.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const options = [{ owners: { orders: 'money', faq: 'faq', blogTag: 'tags' } }];
const inFaq = 'apps/server/src/modules/faq/service.ts';
const inMoney = 'apps/server/src/modules/money/transactions/service.ts';

tester.run('module-owns-its-tables', rule, {
  valid: [
    // its own table, in any part of the module
    { filename: inFaq, options, code: "import { faq } from './schema.js'; db.update(faq);" },
    {
      filename: inMoney,
      options,
      code: "import { orders } from '../orders/schema.js'; tx.update(orders);",
    },
    // reading another module's table is allowed
    {
      filename: inFaq,
      options,
      code: "import { orders } from '../money/orders/schema.js'; db.select().from(orders);",
    },
    // a local variable of the same name is not the table
    { filename: inFaq, options, code: 'const orders = 1; db.delete(orders);' },
    // outside the modules nothing is checked
    {
      filename: 'apps/server/src/core/crud.ts',
      options,
      code: "import { orders } from 'x'; db.insert(orders);",
    },
  ],
  invalid: [
    ...['insert', 'update', 'delete'].map((write) => ({
      filename: inFaq,
      options,
      code: `import { orders } from '../money/orders/schema.js'; tx.${write}(orders);`,
      errors: [{ messageId: 'foreign' }],
    })),
    {
      filename: inFaq,
      options,
      code: "import { blogTag } from '../tags/schema.js'; await db.execute(sql`delete from ${blogTag} where id = ${id}`);",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: inFaq,
      options,
      code: "import { orders } from '../money/orders/schema.js'; sql`update ${orders} set x = 1`;",
      errors: [{ messageId: 'foreign' }],
    },
  ],
});
