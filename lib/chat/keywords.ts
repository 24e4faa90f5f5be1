/**
 * Language-light keyword handling for the site assistant: lower case, accents folded, stop
 * words dropped, and words cut to a six-letter stem so that "integrate", "integration",
 * "integración", "intégrer" and "integrieren" meet.
 */
const STEM_LENGTH = 6;

const stopWords = new Set(
  [
    // English
    'a an and are as at be by can do does for from have how i in is it its me more most my of on or our show tell that the their this to us we what when where which who why will with you your about explain give list please',
    // Spanish
    'al como cómo con cual cuál de del el en es esta este explica explique explíqueme hay la las lo los mas más me mi muestra muestre muéstreme para por que qué se son su sus un una uno y yo',
    // French
    'au aux avec ce ces comment de des du en est et expliquez explique je la le les leur mon montrez moi ou où par plus pour quels quelles que quel quelle qui quoi sont sur un une vos votre',
    // German
    'am an auf bitte das dem den der des die ein eine einen einer erklären erkläre es für gibt ich ihr ihre im in ist mehr mir mit sie sind und uns was welche wie zeigen zeige zu',
  ]
    .join(' ')
    .split(/\s+/)
    .map(fold),
);

function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The stems of the meaningful words of a text, in order, repeats kept. */
export function keywords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !stopWords.has(word))
    .map((word) => word.slice(0, STEM_LENGTH));
}
