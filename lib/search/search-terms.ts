/**
 * How the site search cuts text into terms, the same at build time and in the browser: lower
 * case with accents folded ("données" → "donnees", "Schlüssel" → "schlussel"), short and
 * common words dropped. German compounds are also indexed by their parts (see compoundParts).
 */
const stopWords = new Set(
  [
    // Requests addressed to the site assistant, and the words of questions about oneself
    'explain explique expliquez explica explique expliqueme erklaren erklare show tell give please me moi mir muestre muestra muestreme montrez montre zeigen zeige bitte i je ich yo my mine mi mis mes mon ma meine mein meinen meiner',
    // English
    'a an and any are as at be before by can do does each every for from has have how if in is it its may not of on one only or our own s so such that the their them they this through to under was we what when where which who why will with you your',
    // Spanish
    'a al antes como con cualquier cuando de del desde e el en es esta estan estar estas este hay la las le lo los mas mediante no o para por puede pueden que se si sin sobre solo son su sus un una usted y',
    // French
    'a au aux avant avec ce ces comme d dans de des du elle est et etre il l le les leur meme n ne nous ou par pas peut peuvent plus pour qu que qui s sa se ses si son sont sous sur un une vos votre vous y',
    // German
    'ab alle allen aller alles als also am an auch auf aus bei beim bereits bis bzw da dabei dadurch dafur daher damit dann darf darin das dass davon dazu dem den denen der deren des dessen die diese diesem diesen dieser dieses doch dort durch ein eine einem einen einer eines er es etwa fur gibt hat haben hatte ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im immer in ist jede jedem jeden jeder jedes jedoch jeweils kann kein keine keinen keiner konnen man mehr muss mussen mit nach nicht noch nur ob oder ohne sehr sein seine seinem seinen seiner selbst sich sie sind so sofern soll sollen sollte sowie soweit uber um und uns unsere unter vom von vor wahrend was weil welche welchem welchen welcher welches wenn werden wie wieder wir wird wo wurde wurden zu zum zur zwischen',
  ]
    .join(' ')
    .split(' '),
);

export function fold(text: string): string {
  return text.toLowerCase().replaceAll('ß', 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Words of a text: letters and digits, so `idempotency-key` gives two words. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word as indexed and queried, or null for a word the search ignores. */
export function normalizeTerm(word: string): string | null {
  const term = fold(word);
  if (term.length < 2 || stopWords.has(term)) return null;
  return term;
}

const MIN_PART = 4;
const MIN_COMPOUND = 2 * MIN_PART + 1;
/** Linking elements between the parts of a German compound (Fugenelemente). */
const LINKS = ['', 's', 'es', 'n', 'en', 'er'];

/**
 * The parts of a German compound that are themselves words of the text being indexed:
 * "idempotenzschlussel" → ["idempotenz", "schlussel"] when both occur on their own. The
 * split is greedy from the right, so "datenschutzbeauftragte" gives its known tail first.
 */
export function compoundParts(term: string, vocabulary: ReadonlySet<string>): string[] {
  if (term.length < MIN_COMPOUND) return [];
  for (let cut = MIN_PART; cut <= term.length - MIN_PART; cut += 1) {
    const tail = term.slice(cut);
    if (!vocabulary.has(tail) && !vocabulary.has(`${tail}n`) && !vocabulary.has(`${tail}en`))
      continue;
    const head = term.slice(0, cut);
    for (const link of LINKS) {
      if (!head.endsWith(link)) continue;
      const stem = head.slice(0, head.length - link.length);
      if (stem.length < MIN_PART) continue;
      if (vocabulary.has(stem)) return [stem, tail];
      const inner = compoundParts(stem, vocabulary);
      if (inner.length) return [...inner, tail];
    }
  }
  return [];
}

/**
 * Two forms of one word: equal, or sharing a stem of five letters or more that is at least three
 * quarters of the shorter ("idempotencia" and "idempotentes", "erase" and "erased"; not
 * "integration" and "integrity").
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return shared >= 5 && shared >= 0.75 * Math.min(a.length, b.length);
}
