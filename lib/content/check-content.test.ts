import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '@/lib/documents/document-file';
import { checkContent } from './check-content';

const content = path.resolve(__dirname, '../../content');

/** A copy of content/ with some files changed, checked as `npm run check:content` does. */
function checkChanged(change: (dir: string) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const dir = path.join(root, 'content');
  fs.cpSync(content, dir, { recursive: true });
  change(dir);
  const result = checkContent(dir);
  fs.rmSync(root, { recursive: true, force: true });
  return { errors: result.errors.map(formatProblem), warnings: result.warnings.map(formatProblem) };
}

const edit = (dir: string, file: string, from: string | RegExp, to: string) => {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`nothing to change in ${file}`);
  fs.writeFileSync(full, changed);
};

describe('npm run check:content', () => {
  it('passes the site as it is, with no warning', () => {
    expect(checkContent(content)).toEqual({ errors: [], warnings: [] });
  });

  it('fails a page document missing in a locale', () => {
    const { errors } = checkChanged((dir) => fs.rmSync(path.join(dir, 'pages/legal/sla/fr.mdoc')));
    expect(errors).toEqual([
      'content/pages/legal/sla/fr.mdoc:1: locale: missing: the fr translation of content/pages/legal/sla/en.mdoc',
    ]);
  });

  it('fails a section id that differs from English, naming its line', () => {
    const { errors } = checkChanged((dir) =>
      edit(
        dir,
        'pages/legal/sla/de.mdoc',
        '{% section id="uptime" %}',
        '{% section id="verfuegbarkeit" %}',
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/pages\/legal\/sla\/de\.mdoc:\d+: section\.id: sections differ from English .*missing uptime; not in English verfuegbarkeit/,
    );
  });

  it('fails a translation whose blocks no longer follow English (stale)', () => {
    const { errors } = checkChanged((dir) =>
      edit(dir, 'pages/about/en.mdoc', /(\{% \/section %\})/, '\nA new English paragraph.\n$1'),
    );
    expect(errors).toHaveLength(3);
    for (const [index, locale] of ['es', 'fr', 'de'].entries())
      expect(errors[index]).toMatch(
        new RegExp(
          `^content/pages/about/${locale}\\.mdoc:\\d+: section [a-z-]+: stale translation`,
        ),
      );
  });

  it('fails a link to no page and a link to no section', () => {
    const { errors } = checkChanged((dir) => {
      edit(dir, 'pages/legal/sla/en.mdoc', '](/terms)', '](/termz)');
      edit(dir, 'pages/legal/sla/es.mdoc', '](/terms)', '](/terms#nowhere)');
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/pages\/legal\/sla\/en\.mdoc:\d+: link: \/termz points to no page$/,
      ),
      expect.stringMatching(
        /^content\/pages\/legal\/sla\/es\.mdoc:\d+: link: \/terms#nowhere: \/terms has no section "nowhere"$/,
      ),
    ]);
  });

  it('fails an empty search word list, an unknown tag and an unknown token, with file, line and field', () => {
    const { errors } = checkChanged((dir) => {
      edit(dir, 'pages/about/fr.mdoc', /searchWords:\n(  - .*\n)+/, 'searchWords: []\n');
      edit(dir, 'pages/about/de.mdoc', /(\{% \/section %\})/, '{% video %}\n{% /video %}\n$1');
      edit(dir, 'pages/about/es.mdoc', /(\{% \/section %\})/, '{{email.nobody}}\n$1');
    });
    // In the order of the locales: es, fr, de.
    expect(errors).toEqual([
      expect.stringMatching(/^content\/pages\/about\/es\.mdoc:\d+: token: .*\{\{email\.nobody\}\}/),
      'content/pages/about/fr.mdoc:5: searchWords: must list at least one search word',
      expect.stringMatching(
        /^content\/pages\/about\/de\.mdoc:\d+: tag-undefined: Undefined tag: 'video'$/,
      ),
    ]);
  });

  it('lets an English-only news article ship, reporting the missing translations', () => {
    const { errors, warnings } = checkChanged((dir) => {
      fs.mkdirSync(path.join(dir, 'news/english-only'));
      fs.writeFileSync(
        path.join(dir, 'news/english-only/en.mdoc'),
        '---\ntitle: Only in English\nsummary: An announcement.\ndate: 2026-12-01\ncategory: company\n---\n',
      );
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual(
      ['es', 'fr', 'de'].map(
        (locale) =>
          `content/news/english-only/${locale}.mdoc:1: locale: missing: ${locale} readers see the English text (lang="en")`,
      ),
    );
  });

  it('fails a job opening whose front-matter breaks the schema', () => {
    const { errors } = checkChanged((dir) =>
      edit(dir, 'jobs/technicalWriter/en.mdoc', 'team: product', 'team: marketing'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/^content\/jobs\/technicalWriter\/en\.mdoc:4: team: /),
    ]);
  });

  it('fails a locale’s plan text that lacks a plan or a question of plans.yaml, or has a row it does not', () => {
    const { errors } = checkChanged((dir) => {
      edit(dir, 'pricing/fr.yaml', /  - id: enterprise\n[\s\S]*?(?=comparison:)/, '');
      edit(dir, 'pricing/de.yaml', /  - id: pilot\n[\s\S]*?(?=  - id: billing)/, '');
      edit(dir, 'pricing/es.yaml', 'comparison:\n', 'comparison:\n  - id: sla\n    label: SLA\n');
    });
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/pricing\/es\.yaml:\d+: comparison\.sla: the comparison row sla is not in content\/pricing\/plans\.yaml$/,
      ),
      'content/pricing/fr.yaml:1: plans.enterprise: missing: the plan enterprise of content/pricing/plans.yaml',
      expect.stringMatching(
        /^content\/pricing\/de\.yaml:\d+: faq\.pilot: missing: the FAQ item pilot of content\/pricing\/plans\.yaml$/,
      ),
    ]);
  });

  it('fails a comparison row or question added to plans.yaml alone, in every locale', () => {
    const { errors } = checkChanged((dir) =>
      edit(dir, 'pricing/plans.yaml', '  - pilot\n', '  - pilot\n  - refunds\n'),
    );
    expect(errors).toEqual(
      ['en', 'es', 'fr', 'de'].map((locale) =>
        expect.stringMatching(
          new RegExp(
            `^content/pricing/${locale}\\.yaml:\\d+: faq\\.refunds: missing: the FAQ item refunds`,
          ),
        ),
      ),
    );
  });

  it('fails a malformed pricing file, a missing locale file and a stray one, with file and field', () => {
    const { errors } = checkChanged((dir) => {
      edit(dir, 'pricing/plans.yaml', 'monthlyPriceUsd: 6000', 'monthlyPriceUsd: 6000 USD');
      fs.renameSync(path.join(dir, 'pricing/de.yaml'), path.join(dir, 'pricing/de-DE.yaml'));
    });
    expect(errors).toEqual([
      expect.stringMatching(/^content\/pricing\/plans\.yaml:7: plans\.1\.monthlyPriceUsd: /),
      'content/pricing/de.yaml:1: file: missing',
      expect.stringMatching(
        /^content\/pricing\/de-DE\.yaml:1: path: content\/pricing holds plans\.yaml/,
      ),
    ]);
  });
});
