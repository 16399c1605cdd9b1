import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where the code writes an API path by hand. Only string and template literals are read, through
 * TypeScript's own parser: a comment may name a path ('GET /api/events/…'), an import such as
 * '../api/get-walk' is no path, and a regular expression is no string. A literal counts when it
 * starts with /api or /admin/api, also right after a `${…}` (`${origin}/api/…`).
 */
const apiPathStart = /^\/(admin\/)?api(\/|\?|$)/;

const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/** The API paths written in one file's source, as 'line: text' (1-based lines). */
export function apiPathLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const hits: string[] = [];
  const visit = (node: ts.Node) => {
    if (literalKinds.has(node.kind) && apiPathStart.test((node as ts.LiteralLikeNode).text)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      hits.push(`${line + 1}: ${(node as ts.LiteralLikeNode).text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return hits;
}

/** Every API path written under `dir` in a .ts or .tsx file, as 'file:line: text' (relative to `root`). */
export async function apiPathLiteralsUnder(
  root: string,
  dir: string,
  skip: (relative: string) => boolean,
): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  const hits: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (skip(relative)) continue;
    const source = await readFile(path.join(root, relative), 'utf8');
    hits.push(...apiPathLiterals(relative, source).map((hit) => `${relative}:${hit}`));
  }
  return hits.sort();
}
