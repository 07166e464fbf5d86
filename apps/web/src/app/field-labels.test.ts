import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { fieldLabelKey } from '../shared/form/field-labels';

// every feature's source, as text: read, never run
const sources = import.meta.glob<string>(['../features/**/*.tsx', '!../features/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface DefaultedLabel {
  file: string;
  name: string;
  key: string;
}

function attribute(element: ts.JsxOpeningLikeElement, name: string) {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

/** `name="seo.title"` or `name={'seo.title'}`; null for anything computed. */
function literalOf(initializer: ts.JsxAttributeValue | undefined): string | null {
  if (initializer === undefined) return null;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  const expression = ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  return expression &&
    (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    ? expression.text
    : null;
}

/** Whether `{...props}` might hold a label: unless it is plainly object literals without one. */
function mayCarryLabel(expression: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(expression)) return mayCarryLabel(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return mayCarryLabel(expression.whenTrue) || mayCarryLabel(expression.whenFalse);
  }
  if (!ts.isObjectLiteralExpression(expression)) return true;
  return expression.properties.some(
    (property) => property.name === undefined || property.name.getText() === 'label',
  );
}

/**
 * The fields of a file that take their label from `<FieldLabels>`: a toolkit component
 * (imported from shared/form) with a `name` and no `label`. Its area is the `FieldLabels`
 * around it, else the file's only one (a part of the form drawn by a function beside it).
 */
function defaultedLabels(
  file: string,
  text: string,
): { found: DefaultedLabel[]; problems: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const toolkit = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (/\/shared\/form\//.test(from) && bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) toolkit.add(element.name.text);
    }
  }
  const areasInFile: string[] = [];
  const fields: { element: ts.JsxOpeningLikeElement; area: string | undefined }[] = [];
  const visit = (node: ts.Node, area: string | undefined) => {
    let inner = area;
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'FieldLabels') {
      const declared = literalOf(attribute(node.openingElement, 'area')?.initializer);
      if (declared === null) throw new Error(`${file}: a FieldLabels area must be a literal`);
      areasInFile.push(declared);
      inner = declared;
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      toolkit.has(node.tagName.getText()) &&
      attribute(node, 'name') !== undefined &&
      attribute(node, 'label') === undefined
    ) {
      fields.push({ element: node, area });
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, undefined);

  const found: DefaultedLabel[] = [];
  const problems: string[] = [];
  for (const { element, area } of fields) {
    const where = `${file}:${source.getLineAndCharacterOfPosition(element.getStart()).line + 1}`;
    const name = literalOf(attribute(element, 'name')?.initializer);
    const resolved = area ?? (areasInFile.length === 1 ? areasInFile[0] : undefined);
    const spreads = element.attributes.properties.filter(ts.isJsxSpreadAttribute);
    if (spreads.some((spread) => mayCarryLabel(spread.expression))) {
      problems.push(`${where}: props spread into a field without a label; give it one`);
    } else if (name === null) {
      problems.push(`${where}: a computed name cannot be checked; give the field a label`);
    } else if (resolved === undefined) {
      problems.push(`${where}: "${name}" has no label and the file no single <FieldLabels>`);
    } else {
      found.push({ file: where, name, key: fieldLabelKey(resolved, name) });
    }
  }
  return { found, problems };
}

const scanned = Object.entries(sources).map(([file, text]) => defaultedLabels(file, text));
const found = scanned.flatMap((result) => result.found);

describe('labels taken from <area>.fields.<name>', () => {
  it('are found: every field without a label can be checked', () => {
    expect(scanned.flatMap((result) => result.problems)).toEqual([]);
    expect(found.length).toBeGreaterThan(50);
  });

  // i18next would show a missing key as the key itself: "offers.fields.titel" on the form
  it.each(['pl', 'en'] as const)('have a text in %s', (language) => {
    const missing = found.filter(({ key }) => !i18n.exists(key, { lng: language }));
    expect(missing).toEqual([]);
  });
});
