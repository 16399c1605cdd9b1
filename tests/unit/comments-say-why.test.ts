import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A comment says why the code is as it is. Which issue or commit asked for it is history, kept by git
// and the issue tracker; in the code it only sends a reader elsewhere, and goes stale.
const root = fileURLToPath(new URL('../..', import.meta.url));
const history = [/\bissues? #?\d+/i, /\bcommit [0-9a-f]{7,40}\b/i, /"?Must show"?\s*\d/i];

/** The comments of a source file, as TypeScript's parser finds them (a URL or a regex is no comment). */
export function commentsOf(source: string, jsx: boolean): { line: number; text: string }[] {
  const file = ts.createSourceFile(
    'file',
    source,
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
    ]) {
      ranges.set(range.pos, range);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const range of ts.getLeadingCommentRanges(source, file.endOfFileToken.pos) ?? []) ranges.set(range.pos, range);
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({
      line: file.getLineAndCharacterOfPosition(range.pos).line + 1,
      text: source.slice(range.pos, range.end),
    }));
}

function historyIn(file: string): string[] {
  const source = readFileSync(`${root}/${file}`, 'utf8');
  return commentsOf(source, file.endsWith('x')).flatMap(({ line, text }) =>
    history.some((pattern) => pattern.test(text)) ? [`${file}:${line}`] : [],
  );
}

describe('comments explain why, not history', () => {
  it('finds an issue number or a commit in a comment, and not in a string', () => {
    const found = commentsOf(
      ["const url = 'https://example.org/issue 3';", '// Asked in issue 12.', '/** See commit 1d0ac3d. */'].join('\n'),
      false,
    ).filter(({ text }) => history.some((pattern) => pattern.test(text)));
    expect(found.map(({ line }) => line)).toEqual([2, 3]);
  });

  it('no comment in server/, web/, scripts/ or tests/ cites an issue or a commit', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'server', 'web', 'scripts', 'tests'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => /\.(ts|tsx|mts|mjs|cjs|js)$/.test(file) && !file.startsWith('tests/fixtures/'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(historyIn)).toEqual([]);
  });
});
