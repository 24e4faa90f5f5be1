import { pageFrontMatter } from './content-schema';
import { ContentError, parseContentFile } from './document-file';

const file = (body: string, front = 'title: T\ndescription: D\nintro: I\nsearchWords: [w]') =>
  `---\n${front}\n---\n\n${body}`;

const parse = (source: string, analytics = false) =>
  parseContentFile(source, {
    file: 'content/pages/x/en.mdoc',
    schema: pageFrontMatter,
    body: 'sections',
    variables: { analytics },
  });

function problems(source: string): string[] {
  try {
    parse(source);
  } catch (error) {
    if (error instanceof ContentError)
      return error.problems.map((p) => `${p.line} ${p.field}: ${p.message}`);
    throw error;
  }
  return [];
}

describe('a content file', () => {
  it('reads sections and their blocks into the document shape, numbered per kind', () => {
    const { data, sections } = parse(
      file(
        [
          '{% section id="scope" %}',
          '## Scope',
          '',
          'A **bold** claim with `code` and [a link](/terms).',
          '',
          '### Detail',
          '',
          '- one',
          '- two',
          '',
          '1. first',
          '',
          '{% note %}',
          'Mind this.',
          '{% /note %}',
          '',
          '```ts {% title="worker.ts" %}',
          'const a = 1;',
          '```',
          '',
          '{% table %}',
          '* Plan',
          '* Uptime',
          '---',
          '* Team',
          '* 99.5%',
          '{% /table %}',
          '',
          'Second paragraph.',
          '{% /section %}',
        ].join('\n'),
      ),
    );
    expect(data.title).toBe('T');
    expect(sections.scope).toEqual({
      heading: 'Scope',
      blocks: {
        p1: 'A **bold** claim with `code` and [a link](/terms).',
        h1: { subheading: 'Detail' },
        l1: { items: { i1: 'one', i2: 'two' } },
        s1: { steps: { i1: 'first' } },
        n1: { note: 'Mind this.' },
        c1: { lang: 'ts', title: 'worker.ts', code: 'const a = 1;' },
        t1: { columns: { c1: 'Plan', c2: 'Uptime' }, rows: { r1: { c1: 'Team', c2: '99.5%' } } },
        p2: 'Second paragraph.',
      },
    });
  });

  it('keeps site tokens in link targets', () => {
    const { sections } = parse(
      file('{% section id="a" %}\n## A\n\n[Write](mailto:{{email.legal}})\n{% /section %}'),
    );
    expect(sections.a.blocks.p1).toBe('[Write](mailto:{{email.legal}})');
  });

  it('shows the analytics text only where analytics is configured', () => {
    const source = file(
      [
        '{% section id="a" %}',
        '## A',
        '',
        'We {% unless-analytics %}count nothing{% /unless-analytics %}{% if-analytics %}count visits{% /if-analytics %}.',
        '',
        '- kept',
        '- {% if-analytics %}only with analytics{% /if-analytics %}',
        '{% /section %}',
      ].join('\n'),
    );
    expect(parse(source, false).sections.a.blocks).toEqual({
      p1: 'We count nothing.',
      l1: { items: { i1: 'kept' } },
    });
    expect(parse(source, true).sections.a.blocks).toEqual({
      p1: 'We count visits.',
      l1: { items: { i1: 'kept', i2: 'only with analytics' } },
    });
  });

  it('names the line and the field of a front-matter error', () => {
    expect(
      problems(
        file(
          '{% section id="a" %}\n## A\n{% /section %}',
          'title: T\ndescription: D\nintro: I\nsearchWords: []\nupdated: 2026-13-45',
        ),
      ),
    ).toEqual([
      '5 searchWords: must list at least one search word',
      '6 updated: is not a real date',
    ]);
    expect(
      problems(file('', 'title: T\ndescription: D\nintro: I\nsearchWords: [w]\ncolour: red')),
    ).toEqual(['6 colour: is not a field of this kind of file']);
  });

  it('names the line of an unknown tag, text outside sections and a section without heading', () => {
    expect(
      problems(
        file(
          [
            'Loose text.',
            '',
            '{% section id="a" %}',
            'No heading.',
            '{% /section %}',
            '',
            '{% video %}',
            '{% /video %}',
          ].join('\n'),
        ),
      ),
    ).toEqual([
      '8 body: text outside a {% section %} tag',
      '10 section a: must start with a level-2 heading (## …)',
      "14 tag-undefined: Undefined tag: 'video'",
    ]);
  });
});
