import {
  markdownSnippet,
  pageSnippetText,
  sentenceSnippet,
  sentencesOf,
  snippetTextOf,
  withSnippets,
} from './snippet';

const breach = [
  'This section covers personal data breaches.',
  'YNO will notify the Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach. The notice describes the breach.',
  'Severity: Response · Channel',
  'Severity 1: 1 hour · Phone and email',
].join('\n');

describe('sentencesOf', () => {
  it('cuts lines into sentences, keeps each table row whole and abbreviations inside', () => {
    expect(sentencesOf(breach)).toEqual([
      'This section covers personal data breaches.',
      'YNO will notify the Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach.',
      'The notice describes the breach.',
      'Severity: Response · Channel',
      'Severity 1: 1 hour · Phone and email',
    ]);
    expect(sentencesOf('How YNO Pte. Ltd. collects data. ¿Cómo? Bien.')).toEqual([
      'How YNO Pte. Ltd. collects data.',
      '¿Cómo?',
      'Bien.',
    ]);
  });
});

describe('sentenceSnippet', () => {
  it('quotes the sentence that holds the most of the query, not the start of the text', () => {
    expect(sentenceSnippet(breach, ['breach', 'notification'], 'breach notification')).toBe(
      'YNO will notify the Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach.',
    );
  });

  it('quotes a table row as a sentence of its own', () => {
    expect(sentenceSnippet(breach, ['severity', 'hour'], 'severity 1 hour')).toBe(
      'Severity 1: 1 hour · Phone and email',
    );
  });

  it('ignores common words of the query and falls back to the first sentence', () => {
    expect(sentenceSnippet(breach, [], 'how is the')).toBe(
      'This section covers personal data breaches.',
    );
  });

  it('cuts a long sentence around its first match, with ellipses', () => {
    const long = `${'Words before the point. '.repeat(1).trim()} ${'filler '.repeat(40)}retention of thirty days ${'more '.repeat(40)}end.`;
    const snippet = sentenceSnippet(long, ['retention'], 'retention', 120);
    expect(snippet).toMatch(/^….*retention of thirty days.*…$/);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });
});

describe('markdownSnippet', () => {
  it('bolds the matched words and escapes what Markdown or HTML would read as markup', () => {
    expect(markdownSnippet('Send <b>*any*</b> key_name [x]', ['key'], 'key')).toBe(
      'Send \\<b\\>\\*any\\*\\</b\\> **key**\\_name \\[x\\]',
    );
  });
});

describe('page snippets', () => {
  it('quote a section of the page when its own text holds no match', () => {
    const text = pageSnippetText('How to reach support.', [
      { title: 'Channels', text: 'Email: support@yno.example · weekdays' },
    ]);
    const [hit] = withSnippets(
      [{ id: 'page:support', excerpt: 'How to reach support.', terms: ['email'] }],
      () => text,
      'email',
    );
    expect(hit.excerpt).toBe('Channels: Email: support@yno.example · weekdays');
  });

  it('are read in the browser from the texts file, rows and titles', () => {
    const textOf = snippetTextOf(
      { version: 1, texts: ['Own text.', 'Part text.', 'Other.'], parts: [[0, [1]]] },
      (row) => `T${row}`,
    );
    expect(textOf(0)).toBe('Own text.\nT1: Part text.');
    expect(textOf(2)).toBe('Other.');
  });

  it('keep the stored excerpt when the text is not at hand', () => {
    const hits = [{ id: '7', excerpt: 'Stored excerpt…', terms: [] }];
    expect(withSnippets(hits, () => undefined, 'x')).toEqual(hits);
  });
});
