import MiniSearch from 'minisearch';
import { searchOptions } from './search-engine';
import type { SearchKind } from './search-kinds';
import type { SearchRecord } from './search-record';

/**
 * The index of one locale as the browser downloads it. MiniSearch's own JSON spells out every
 * posting as an object; this packs the same data as text (terms one a line, postings as
 * delta-coded base-36 document numbers) and the stored fields as rows, which gzip to about
 * half the size. `unpackSearchEngine` rebuilds MiniSearch's JSON and loads it.
 */
export type SearchPack = {
  version: 2;
  /** Locations and URLs shared by many documents (a page's sections): [location, url]. */
  places: [string, string][];
  /** Per document: kind, title, index in places, what follows the place's URL, excerpt. */
  rows: [SearchKind, string, number, string, string][];
  /** Per document: the length of each indexed field in terms, base 36, `,` between fields. */
  lengths: string;
  averageLengths: number[];
  /** The indexed terms in order, one a line, each as the length it shares with the line
   * before (one base-36 digit) and the rest. */
  terms: string;
  /**
   * Per term (same line): its documents in each field, fields in order and separated by `;`
   * (empty where the term is not in that field). Each document is the difference to the one
   * before, then `*` and the term's count in it when that is over one, each number written as
   * digits (see writeNumber).
   */
  postings: string;
};

type Serialized = {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, string | number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, Record<string, string>>;
  dirtCount: number;
  index: [string, Record<string, Record<string, number>>][];
  serializationVersion: number;
};

export function packSearchEngine(engine: MiniSearch<SearchRecord>): SearchPack {
  const data = engine.toJSON() as unknown as Serialized;
  const count = data.nextId;
  const rows: SearchPack['rows'] = [];
  const lengths: string[] = [];
  const places: SearchPack['places'] = [];
  const placeIndex = new Map<string, number>();
  for (let id = 0; id < count; id += 1) {
    const { kind, title, location, url, excerpt } = data.storedFields[id];
    // Sections share their page's URL up to the anchor, entries their catalogue's.
    const base = url.replace(/[#?].*$/, '');
    const key = `${location}\n${base}`;
    if (!placeIndex.has(key)) {
      placeIndex.set(key, places.length);
      places.push([location, base]);
    }
    rows.push([kind as SearchKind, title, placeIndex.get(key)!, url.slice(base.length), excerpt]);
    lengths.push(data.fieldLength[id].map((length) => length.toString(36)).join(','));
  }
  const terms: string[] = [];
  const postings: string[] = [];
  let previousTerm = '';
  const sorted = data.index.toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [term, fields] of sorted) {
    let shared = 0;
    while (shared < 35 && term[shared] !== undefined && term[shared] === previousTerm[shared])
      shared += 1;
    terms.push(`${shared.toString(36)}${term.slice(shared)}`);
    previousTerm = term;
    const fieldCount = Object.keys(data.fieldIds).length;
    postings.push(
      Array.from({ length: fieldCount }, (_, field) => {
        const docs = fields[field];
        if (!docs) return '';
        let previous = 0;
        return Object.entries(docs)
          .map(([doc, tf]) => [Number(doc), tf] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([doc, tf]) => {
            const delta = writeNumber(doc - previous);
            previous = doc;
            return tf > 1 ? `${delta}*${writeNumber(tf)}` : delta;
          })
          .join('');
      })
        .join(';')
        .replace(/;+$/, ''),
    );
  }
  return {
    version: 2,
    places,
    rows,
    lengths: lengths.join(' '),
    averageLengths: data.averageFieldLength,
    terms: terms.join('\n'),
    postings: postings.join('\n'),
  };
}

export function unpackSearchEngine(pack: SearchPack): MiniSearch<SearchRecord> {
  const documentIds: Serialized['documentIds'] = {};
  const fieldLength: Serialized['fieldLength'] = {};
  const storedFields: Serialized['storedFields'] = {};
  const lengths = pack.lengths.split(' ');
  pack.rows.forEach(([kind, title, place, rest, excerpt], id) => {
    const [location, base] = pack.places[place];
    documentIds[id] = id;
    fieldLength[id] = lengths[id].split(',').map((length) => parseInt(length, 36));
    storedFields[id] = { kind, title, location, url: `${base}${rest}`, excerpt };
  });
  const postings = pack.postings.split('\n');
  let previousTerm = '';
  const index: Serialized['index'] = pack.terms.split('\n').map((entry, line) => {
    const term = previousTerm.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
    previousTerm = term;
    const fields: Record<string, Record<string, number>> = {};
    postings[line].split(';').forEach((list, field) => {
      if (!list) return;
      const docs: Record<string, number> = {};
      let doc = 0;
      let position = 0;
      while (position < list.length) {
        const delta = readNumber(list, position);
        doc += delta.value;
        position = delta.next;
        let tf = 1;
        if (list[position] === '*') {
          const count = readNumber(list, position + 1);
          tf = count.value;
          position = count.next;
        }
        docs[doc] = tf;
      }
      fields[field] = docs;
    });
    return [term, fields];
  });
  const data: Serialized = {
    documentCount: pack.rows.length,
    nextId: pack.rows.length,
    documentIds,
    fieldIds: Object.fromEntries(searchOptions.fields.map((field, id) => [field, id])),
    fieldLength,
    averageFieldLength: pack.averageLengths,
    storedFields,
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
  return MiniSearch.loadJSON<SearchRecord>(JSON.stringify(data), searchOptions);
}

/**
 * Numbers of the postings, with no separator between them: base 32, the last digit from
 * LAST and the others from MORE, so a reader knows where each number ends. Small numbers, the
 * common case, take one character.
 */
const LAST = '0123456789abcdefghijklmnopqrstuv';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ@#^_|~';

function writeNumber(value: number): string {
  let digits = LAST[value % 32];
  for (let rest = Math.floor(value / 32); rest > 0; rest = Math.floor(rest / 32))
    digits = MORE[rest % 32] + digits;
  return digits;
}

function readNumber(text: string, start: number): { value: number; next: number } {
  let value = 0;
  for (let position = start; position < text.length; position += 1) {
    const last = LAST.indexOf(text[position]);
    if (last !== -1) return { value: value * 32 + last, next: position + 1 };
    value = value * 32 + MORE.indexOf(text[position]);
  }
  throw new Error('search pack: a number runs past its list');
}
