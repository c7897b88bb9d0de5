import { describe, expect, it } from 'vitest';
import { GRAPH_PACKAGE_DECLARES, graphqlNameClashes, reverseListName, schemaName } from '@/lib/resources/graphql-names';
import type { ResourceModel } from '@/lib/resources/model';
import { filesOf, spec } from '../generator/helpers';

/** The exported names package graph declares at its top level, in every file of the package. */
function packageNames(files: Map<string, string>): Set<string> {
  const names = new Set<string>();
  for (const [path, content] of files) {
    if (!path.startsWith('internal/graph/') || !path.endsWith('.go')) continue;
    for (const m of content.matchAll(/^(?:func|type|const|var) ([A-Z]\w*)/gm)) names.add(m[1]);
  }
  return names;
}

describe('the GraphQL door’s names', () => {
  it('knows every name package graph declares whatever the model (its files and gqlgen’s)', () => {
    // A resource whose every name holds `Zebra`, and a json field (the JSON scalar's Go type).
    const model: ResourceModel = [{ name: 'zebra', fields: [{ name: 'stripes', type: 'json' }, { name: 'kind', type: 'enum', values: ['plain'] }] }];
    for (const features of [['graphql', 'router'], ['graphql', 'router', 'jwt-auth']]) {
      const fixed = [...packageNames(filesOf({ ...spec('chi', features), resources: model }))].filter((n) => !n.includes('Zebra'));
      expect(fixed.filter((n) => !GRAPH_PACKAGE_DECLARES.includes(n) && n !== 'PageInfo' && n !== 'Query' && n !== 'Mutation'), features.join()).toEqual([]);
    }
  });

  it('names fields as the Go code renames them, and the rows referring to a row after their resource', () => {
    expect(schemaName('born_on')).toBe('bornOn');
    expect(schemaName('isbn_10')).toBe('isbn10');
    const loan = { name: 'loan', fields: [{ name: 'book_id', type: 'reference' as const, references: 'book' }] };
    const copy = { name: 'copy', fields: [{ name: 'book_id', type: 'reference' as const, references: 'book' }, { name: 'edition_book_id', type: 'reference' as const, references: 'book' }] };
    expect(reverseListName(loan, loan.fields[0], 'book')).toBe('loans');
    expect(reverseListName(copy, copy.fields[1], 'book')).toBe('copiesByEditionBook');
  });

  it('finds no clash in a model of distinct names', () => {
    const model: ResourceModel = [
      { name: 'author', fields: [{ name: 'full_name', type: 'string' }] },
      { name: 'book', fields: [{ name: 'author_id', type: 'reference', references: 'author' }, { name: 'genre', type: 'enum', values: ['fiction'] }] },
    ];
    expect(graphqlNameClashes(model)).toEqual([]);
  });
});
