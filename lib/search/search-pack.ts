import MiniSearch from 'minisearch';
import { searchOptions } from './search-engine';
import type { SearchKind, SearchRecord } from './search-records';

/**
 * The index of one locale as the browser downloads it. MiniSearch's own JSON spells out every
 * posting as an object; this packs the same data as text (terms one a line, postings as
 * delta-coded base-36 document numbers) and the stored fields as rows, which gzip to about
 * half the size. `unpackSearchEngine` rebuilds MiniSearch's JSON and loads it.
 */
export type SearchPack = {
  version: 1;
  /** Locations and URLs shared by many documents (a page's sections): [location, url]. */
  places: [string, string][];
  /** Per document: kind, title, index in places, what follows the place's URL, excerpt. */
  rows: [SearchKind, string, number, string, string][];
  /** Per document: the length of each indexed field, in terms. */
  lengths: number[][];
  averageLengths: number[];
  /** The indexed terms in order, one a line, each as the length it shares with the line
   * before (one base-36 digit) and the rest. */
  terms: string;
  /** Per term (same line): `field:doc,doc*tf,…;field:…`, documents as base-36 deltas. */
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
  const lengths: number[][] = [];
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
    lengths.push(data.fieldLength[id]);
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
    postings.push(
      Object.entries(fields)
        .map(([field, docs]) => {
          let previous = 0;
          const list = Object.entries(docs)
            .map(([doc, tf]) => [Number(doc), tf] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([doc, tf]) => {
              const delta = (doc - previous).toString(36);
              previous = doc;
              return tf > 1 ? `${delta}*${tf.toString(36)}` : delta;
            });
          return `${field}:${list.join(',')}`;
        })
        .join(';'),
    );
  }
  return {
    version: 1,
    places,
    rows,
    lengths,
    averageLengths: data.averageFieldLength,
    terms: terms.join('\n'),
    postings: postings.join('\n'),
  };
}

export function unpackSearchEngine(pack: SearchPack): MiniSearch<SearchRecord> {
  const documentIds: Serialized['documentIds'] = {};
  const fieldLength: Serialized['fieldLength'] = {};
  const storedFields: Serialized['storedFields'] = {};
  pack.rows.forEach(([kind, title, place, rest, excerpt], id) => {
    const [location, base] = pack.places[place];
    documentIds[id] = id;
    fieldLength[id] = pack.lengths[id];
    storedFields[id] = { kind, title, location, url: `${base}${rest}`, excerpt };
  });
  const postings = pack.postings.split('\n');
  let previousTerm = '';
  const index: Serialized['index'] = pack.terms.split('\n').map((line, position) => {
    const term = previousTerm.slice(0, parseInt(line[0], 36)) + line.slice(1);
    previousTerm = term;
    const fields: Record<string, Record<string, number>> = {};
    for (const part of postings[position].split(';')) {
      const [field, list] = part.split(':');
      const docs: Record<string, number> = {};
      let doc = 0;
      for (const entry of list.split(',')) {
        const [delta, tf] = entry.split('*');
        doc += parseInt(delta, 36);
        docs[doc] = tf ? parseInt(tf, 36) : 1;
      }
      fields[field] = docs;
    }
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
