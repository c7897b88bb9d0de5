// goName, goLocalName and plural of lower snake case names, memoized for large models, spell them as
// change-case and pluralize do, word by word.
import { camelCase, pascalCase, split } from 'change-case';
import pluralize from 'pluralize';
import { describe, expect, it } from 'vitest';
import { goLocalName, goName, isSingularCountable, plural, resourceNames } from '@/lib/resources/names';

const INITIALISMS = new Set(['api', 'id', 'http', 'json', 'url', 'uuid', 'sql', 'ip', 'utf8']);
const word = (w: string) => (INITIALISMS.has(w) ? w.toUpperCase() : pascalCase(w));
const reference = {
  goName: (s: string) => split(s).map(word).join(''),
  goLocalName: (s: string) => {
    const [first, ...rest] = split(s);
    return camelCase(first) + rest.map(word).join('');
  },
  plural: (s: string) => {
    const words = split(s);
    words[words.length - 1] = pluralize.plural(words[words.length - 1]);
    return words.join('_');
  },
};

const NAMES = ['author', 'author_id', 'loan_record', 'a1b', 'field_1', 'field_2nd', 'api_key', 'http_url', 'x', 'utf8_text', 'id', 'uuid_v4', 'v2_api_id', 'person', 'box_9'];

describe('names', () => {
  it('spells lower snake case names as change-case does', () => {
    for (const name of NAMES) {
      expect(goName(name), name).toBe(reference.goName(name));
      expect(goLocalName(name), name).toBe(reference.goLocalName(name));
      expect(plural(name), name).toBe(reference.plural(name));
    }
  });

  it('spells the issue’s example', () => {
    expect(resourceNames('loan_record')).toMatchObject({ Name: 'LoanRecord', snakes: 'loan_records', pkg: 'loanrecords', path: 'loan-records', name: 'loanRecord' });
    expect(goName('author_id')).toBe('AuthorID');
    expect(isSingularCountable('news_item')).toBe(true);
    expect(isSingularCountable('news')).toBe(false);
  });
});
