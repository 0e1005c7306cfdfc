import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { baseApi } from './base-api';

/**
 * One data layer: every RTK Query endpoint of the web app is declared in `shared/api/<domain>.ts`, the file of the
 * contract module it calls (`packages/shared/src/<domain>/<domain>.endpoints.ts`), and no contract endpoint is
 * declared twice (two declarations drift apart: different cache tags, one screen refreshing what another does not).
 * The declarations are read from the source, so a helper that builds several endpoints is seen through.
 */

const SRC = join(import.meta.dirname, '../..');
const CONTRACT_MODULE = /^@portal\/shared\/([^/]+)\/\1\.endpoints$/;

interface Declaration {
  file: string;
  name: string;
  /** `<export>.<endpoint>` of the contract modules it names, e.g. `integrationsEndpoints.update`. */
  contracts: { domain: string; group: string; endpoint: string }[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The local names bound to contract groups by the file's imports: `endpoints` → members' `membersEndpoints`. */
function contractImports(source: ts.SourceFile) {
  const bound = new Map<string, { domain: string; group: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const domain = CONTRACT_MODULE.exec(statement.moduleSpecifier.text)?.[1];
    const bindings = statement.importClause?.namedBindings;
    if (!domain || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      bound.set(element.name.text, { domain, group: (element.propertyName ?? element.name).text });
  }
  return bound;
}

/** The object literal the `endpoints: (build) => …` function answers. */
function endpointsObject(call: ts.CallExpression): ts.ObjectLiteralExpression | undefined {
  const [options] = call.arguments;
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'endpoints') as
    ts.PropertyAssignment | undefined;
  const builder = property?.initializer;
  if (!builder || !(ts.isArrowFunction(builder) || ts.isFunctionExpression(builder))) return undefined;
  let body: ts.Node = builder.body;
  while (ts.isParenthesizedExpression(body)) body = body.expression;
  if (ts.isObjectLiteralExpression(body)) return body;
  const returned = ts.isBlock(body) ? body.statements.find(ts.isReturnStatement)?.expression : undefined;
  return returned && ts.isObjectLiteralExpression(returned) ? returned : undefined;
}

function readDeclarations() {
  const declarations: Declaration[] = [];
  const requestsOutside: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const bound = contractImports(source);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        if (method === 'injectEndpoints') {
          for (const property of endpointsObject(node)?.properties ?? []) {
            const contracts: Declaration['contracts'] = [];
            const collect = (inner: ts.Node): void => {
              if (
                ts.isPropertyAccessExpression(inner) &&
                ts.isIdentifier(inner.expression) &&
                bound.has(inner.expression.text)
              ) {
                contracts.push({ ...bound.get(inner.expression.text)!, endpoint: inner.name.text });
              }
              ts.forEachChild(inner, collect);
            };
            collect(property);
            declarations.push({ file, name: property.name?.getText() ?? '?', contracts });
          }
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'requestOf' &&
        !file.startsWith('shared/api/')
      ) {
        requestsOutside.push(`${file}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { declarations, requestsOutside };
}

const { declarations, requestsOutside } = readDeclarations();
const key = ({ group, endpoint }: Declaration['contracts'][number]) => `${group}.${endpoint}`;

describe('the web data layer', () => {
  it('declares every RTK Query endpoint in shared/api/, in the file of its contract domain', () => {
    expect(declarations.length).toBeGreaterThan(50);
    const misplaced = declarations.filter(({ file, contracts }) =>
      contracts.some(({ domain }) => file !== `shared/api/${domain}.ts`),
    );
    expect(
      misplaced.map(({ file, name, contracts }) => `${file}: ${name} calls ${contracts.map(key).join(', ')}`),
    ).toEqual([]);
    expect(requestsOutside).toEqual([]);
  });

  it('maps each RTK Query endpoint to exactly one contract endpoint, which exists', async () => {
    const unmapped = declarations.filter(({ contracts }) => new Set(contracts.map(key)).size !== 1);
    expect(
      unmapped.map(({ file, name, contracts }) => `${file}: ${name} names ${contracts.map(key).join(', ') || 'none'}`),
    ).toEqual([]);
    for (const { name, contracts } of declarations) {
      const [{ domain, group, endpoint }] = contracts as [Declaration['contracts'][number]];
      const module = (await import(`../../../../../packages/shared/src/${domain}/${domain}.endpoints.ts`)) as Record<
        string,
        Record<string, { id: string }>
      >;
      expect(module[group]?.[endpoint]?.id, `${name}: ${group}.${endpoint}`).toMatch(/^[\w-]+\.\w+$/);
    }
  });

  it('declares no contract endpoint twice', () => {
    const byContract = new Map<string, string[]>();
    for (const declaration of declarations) {
      const contract = key(declaration.contracts[0]!);
      byContract.set(contract, [...(byContract.get(contract) ?? []), `${declaration.file}: ${declaration.name}`]);
    }
    const twice = [...byContract].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
  });

  it('found every endpoint the domain files inject', async () => {
    await Promise.all(Object.values(import.meta.glob(['./*.ts', '!./*.test.ts'])).map((load) => load()));
    const injected = Object.keys(baseApi.endpoints).sort();
    expect(injected).toEqual(declarations.map(({ name }) => name).sort());
  });
});
